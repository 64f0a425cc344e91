// Our code block buttons, in place of the theme's CodeBlock/Buttons: the theme's copy and
// word-wrap buttons, in the same group, rendered once the reader can reach the block (./reveal)
// rather than for every block right after hydration. The group itself is in the server's HTML,
// empty, so the block's markup is the same in both renders. The copy button only changes its
// label to say it copied, which screen readers do not read out on a focused button; a status
// line beside it says so.
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {revealWhenReached} from './reveal';

/** How long the status line says the code was copied (the button's own label: one second). */
const COPIED_FOR_MS = 2000;

/** "Copied" in the status line for a moment after each click on the copy button. */
function useCopiedStatus(): [status: string, onClick: (event: MouseEvent) => void] {
  const [copiedAt, setCopiedAt] = useState(0);
  useEffect(() => {
    if (copiedAt === 0) {
      return undefined;
    }
    const timer = window.setTimeout(() => setCopiedAt(0), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);
  const onClick = useCallback((event: MouseEvent) => {
    // The copy button is the one with the copy icons (the theme gives it no class of its own).
    const button = (event.target as Element).closest('button');
    if (button?.querySelector(`.${copyStyles.copyButtonIcons}`)) {
      setCopiedAt(Date.now());
    }
  }, []);
  const status =
    copiedAt === 0
      ? ''
      : translate({
          id: 'theme.CodeBlock.copied',
          message: 'Copied',
          description: 'The copied button label on code blocks',
        });
  return [status, onClick];
}

/**
 * The word-wrap button says whether wrapping is on (`aria-pressed`), which the theme's button
 * shows only by its colour. It is a toggle, so a screen reader then reads it as one.
 */
function usePressedWrapButton() {
  const {wordWrap} = useCodeBlockContext();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.setAttribute('aria-pressed', String(wordWrap.isEnabled));
  }, [wordWrap.isEnabled, wordWrap.isCodeScrollable]);
  return ref;
}

/** The buttons, once shown, with the status line their clicks speak through. */
function ShownButtons(): ReactNode {
  const [status, onClick] = useCopiedStatus();
  const wrapButton = usePressedWrapButton();
  return (
    // The buttons are the controls; the group only listens to their clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span style={{display: 'contents'}} onClick={onClick}>
      <span ref={wrapButton} style={{display: 'contents'}}>
        <WordWrapButton />
      </span>
      <CopyButton />
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </span>
  );
}

export default function CodeBlockButtons({className}: Props): ReactNode {
  const [shown, setShown] = useState(false);
  const watch = useCallback(
    (group: HTMLDivElement | null) =>
      group ? revealWhenReached(group, () => setShown(true)) : undefined,
    [],
  );
  return (
    <div ref={shown ? undefined : watch} className={clsx(className, styles.buttonGroup)}>
      {shown && <ShownButtons />}
    </div>
  );
}
