/**
 * A code block's word-wrap state, kept as the theme's `useCodeWordWrap` keeps it: the toggle, and
 * whether the code runs wider than the block (measured after mount, after each toggle, on resize and
 * when its hidden tab panel is shown). The theme's hook stores "the hidden tab panel around the
 * block" starting from undefined and sets it in an effect, null for most blocks, so every code
 * block rendered a second time right after hydration (28 on the installation guide). Here state
 * only changes when its value does: a block that fits renders once.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export default function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (block) {
      const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
      setIsCodeScrollable(wrapped || block.scrollWidth > block.clientWidth);
    }
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

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    // A block in a hidden panel has no width yet: measure it once the panel shows.
    const shown = new MutationObserver(() => {
      if (!panel?.hasAttribute('hidden')) {
        measure();
      }
    });
    if (panel) {
      shown.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    }
    return () => {
      window.removeEventListener('resize', measure);
      shown.disconnect();
    };
  }, [measure]);

  // The theme's type predates React 19's, where a ref created with null may hold null.
  return {
    codeBlockRef: codeBlockRef as WordWrap['codeBlockRef'],
    isEnabled,
    isCodeScrollable,
    toggle,
  };
}
