// Our code block buttons, in place of the theme's CodeBlock/Buttons: the theme's copy and
// word-wrap buttons, in the same group, rendered once the reader can reach the block (./reveal)
// rather than for every block right after hydration. The group itself is in the server's HTML,
// empty, so the block's markup is the same in both renders.
import React, {useCallback, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import {revealWhenReached} from './reveal';

export default function CodeBlockButtons({className}: Props): ReactNode {
  const [shown, setShown] = useState(false);
  const watch = useCallback(
    (group: HTMLDivElement | null) =>
      group ? revealWhenReached(group, () => setShown(true)) : undefined,
    [],
  );
  return (
    <div ref={shown ? undefined : watch} className={clsx(className, styles.buttonGroup)}>
      {shown && (
        <>
          <WordWrapButton />
          <CopyButton />
        </>
      )}
    </div>
  );
}
