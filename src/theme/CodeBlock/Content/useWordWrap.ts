/**
 * A code block's word-wrap state, kept as the theme's `useCodeWordWrap` keeps it: the toggle, and
 * whether the code runs wider than the block (which shows the wrap button). The theme's hook
 * stores "the hidden tab panel around the block" starting from undefined and sets it in an effect,
 * null for most blocks, so every code block rendered a second time right after hydration (28 on
 * the installation guide); it also read each block's width in an effect, a forced layout per block.
 * Here one ResizeObserver measures the block when it is first laid out and whenever its box
 * changes: a window resize, its tab panel shown, the code wrapped or unwrapped. State changes only
 * when its value does, so a block that fits renders once.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export default function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return undefined;
    }
    const observer = new ResizeObserver(() =>
      // Wrapped code keeps its button, so the reader can unwrap it.
      setIsCodeScrollable(
        block.scrollWidth > block.clientWidth ||
          !!block.querySelector('code')?.hasAttribute('style'),
      ),
    );
    observer.observe(block);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (isEnabled) {
      code?.removeAttribute('style');
    } else if (code) {
      // Long tokens (URLs, hashes) wrap too, so no scrollbar is left.
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  // The theme's type predates React 19's, where a ref created with null may hold null.
  return {
    codeBlockRef: codeBlockRef as WordWrap['codeBlockRef'],
    isEnabled,
    isCodeScrollable,
    toggle,
  };
}
