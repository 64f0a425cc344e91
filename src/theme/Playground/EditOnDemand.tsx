/**
 * A live code block whose result runs from the code compiled at build time, and whose editor
 * (react-live, sucrase and Prism: about 68 kB gzip) downloads only when the reader reaches for it:
 * a pointer over the block, a touch or the keyboard focus on it. Until then the code shows as an
 * ordinary code block (highlighted by the server, with its copy button) under the same headers as
 * the editor. Once the editor has loaded it takes the block's place, and keyboard focus that was on
 * the code moves into the editor.
 */
import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/Playground';
import CodeBlock from '@theme/CodeBlock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import Translate from '@docusaurus/Translate';
import previewStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Preview/styles.module.css';
import {isNoInline} from '@site/src/utils/liveCode';
import LiveResult from './LiveResult';
import {registerEditOnDemand} from './registry';
import styles from './styles.module.css';

/** What a live block's playground receives: also its code's class (`language-jsx`). */
export type Props = ThemeProps & {className?: string};

export interface EditOnDemandProps {
  /** The playground's props, as the live-codeblock theme passes them. */
  playground: Props;
  /** The block's code compiled at build time (src/plugins/live-playground). */
  body: string;
  load: () => Promise<{default: ComponentType<Props>}>;
}

export default function EditOnDemand({playground, body, load}: EditOnDemandProps): ReactNode {
  const [Editor, setEditor] = useState<ComponentType<Props> | null>(null);
  const loading = useRef(false);
  const focusEditor = useRef(false);
  const ref = useRef<HTMLDivElement>(null);

  const start = () => {
    if (loading.current) {
      return;
    }
    loading.current = true;
    load().then(
      (module) => setEditor(() => module.default),
      // Offline, or the chunk is gone after a deploy: the result keeps working; try again later.
      () => {
        loading.current = false;
      },
    );
  };

  useEffect(() => {
    if (Editor && focusEditor.current) {
      ref.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
    }
  }, [Editor]);

  const {children: code, className, metastring, scope = {}} = playground;
  return (
    <div
      ref={ref}
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={(event) => {
        focusEditor.current = event.target instanceof HTMLPreElement;
        start();
      }}>
      {Editor ? (
        <Editor {...playground} />
      ) : (
        <PlaygroundContainer>
          <PlaygroundHeader>
            <Translate
              id="theme.Playground.liveEditor"
              description="The live editor label of the live codeblocks">
              Live Editor
            </Translate>
          </PlaygroundHeader>
          <div className={styles.code}>
            <CodeBlock className={className}>{code}</CodeBlock>
          </div>
          <PlaygroundHeader>
            <Translate
              id="theme.Playground.result"
              description="The result label of the live codeblocks">
              Result
            </Translate>
          </PlaygroundHeader>
          <div className={previewStyles.playgroundPreview}>
            <LiveResult body={body} noInline={isNoInline(metastring)} scope={scope} />
          </div>
        </PlaygroundContainer>
      )}
    </div>
  );
}

registerEditOnDemand(EditOnDemand);
