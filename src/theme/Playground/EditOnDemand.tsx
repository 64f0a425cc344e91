/**
 * A live code block whose result runs from the code compiled at build time, and whose editor
 * (react-live, sucrase and Prism: about 68 kB gzip) downloads only when the reader reaches for it:
 * a pointer over the block (a touch is one too) or the keyboard focus on it. Until then the code
 * shows as an ordinary code block (highlighted by the server, with its copy button) under the same
 * headers as the editor. Once the editor has loaded it takes the block's place, and keyboard focus
 * that was on the code (or a click on it) moves into the editor. A failed download says so, with a
 * Retry button; the result keeps working meanwhile.
 */
import React, {useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/Playground';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import Translate, {translate} from '@docusaurus/Translate';
import previewStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Preview/styles.module.css';
import {isNoInline} from '@site/src/utils/liveCode';
import {useLeavableEditor} from './leavableEditor';
import LiveResult from './LiveResult';
import {registerEditOnDemand} from './registry';
import styles from './styles.module.css';

/** How long after the editor appears it may still drop the focus as it starts. */
const EDITOR_SETTLE_MS = 1000;

/** What a live block's playground receives: also its code's class (`language-jsx`). */
export type Props = ThemeProps & {className?: string};

export interface EditOnDemandProps {
  /** The playground's props, as the live-codeblock theme passes them. */
  playground: Props;
  /** The block's code compiled at build time (src/plugins/live-playground). */
  body: string;
  load: () => Promise<{default: ComponentType<Props>}>;
  /**
   * Shows a failed download of the editor, with a Retry button. Passed in by the playground
   * wrapper, whose chunk has it already: imported here, the page carried it twice.
   */
  LoadError: ComponentType<{error: Error; onRetry: () => void}>;
  /**
   * Draws the code until the editor takes its place: the code block's text content, passed in
   * by the wrapper for the same reason (imported here, the code block, the playground wrapper
   * and the lazy loader came twice with the page: 3.3 KB of gzip JavaScript).
   */
  StaticCode: ComponentType<{className?: string; children: string}>;
}

export default function EditOnDemand({
  playground,
  body,
  load,
  LoadError,
  StaticCode,
}: EditOnDemandProps): ReactNode {
  const [Editor, setEditor] = useState<ComponentType<Props> | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const loading = useRef(false);
  const focusEditor = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const onKeyDownCapture = useLeavableEditor(ref, Editor !== null, {
    label: translate({id: 'theme.Playground.liveEditor', message: 'Live Editor'}),
    hintId,
  });

  const start = () => {
    if (loading.current) {
      return;
    }
    loading.current = true;
    setFailure(null);
    load().then(
      (module) => setEditor(() => module.default),
      // Offline, or the chunk is gone after a deploy: the result keeps working; Retry (or the
      // next pointer or focus on the block) downloads it again.
      (error: unknown) => {
        loading.current = false;
        setFailure(error as Error);
      },
    );
  };

  useEffect(() => {
    const root = ref.current;
    if (!Editor || !focusEditor.current || !root) {
      return undefined;
    }
    // The editor's text area may not be there yet, and while the editor starts it switches the
    // area's editing off and on again as it renders anew, which drops the focus to the page.
    // Until it has settled, focus that fell to the page goes back into the text area; a press or
    // focus anywhere else on the page (the reader moving on) ends that at once.
    const until = performance.now() + EDITOR_SETTLE_MS;
    const refocus = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && performance.now() < until) {
        root.querySelector<HTMLElement>('[contenteditable]')?.focus();
      }
    };
    const changes = new MutationObserver(refocus);
    changes.observe(root, {childList: true, subtree: true, attributeFilter: ['contenteditable']});
    let later: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = () => {
      later = setTimeout(refocus, 0);
    };
    root.addEventListener('focusout', onFocusOut);
    const stop = () => {
      changes.disconnect();
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', leave, true);
      document.removeEventListener('focusin', leave, true);
      clearTimeout(later);
    };
    const leave = (event: Event) => {
      if (!root.contains(event.target as Node)) {
        stop();
      }
    };
    document.addEventListener('pointerdown', leave, true);
    document.addEventListener('focusin', leave, true);
    refocus();
    const stopping = setTimeout(stop, EDITOR_SETTLE_MS);
    return () => {
      clearTimeout(stopping);
      stop();
    };
  }, [Editor]);

  const {children: code, className, metastring, scope = {}} = playground;
  return (
    <div
      ref={ref}
      className={styles.onDemand}
      onKeyDownCapture={onKeyDownCapture}
      onPointerEnter={start}
      onPointerDown={(event) => {
        focusEditor.current = (event.target as Element).closest('pre') !== null;
        start();
      }}
      onFocus={(event) => {
        focusEditor.current ||= event.target instanceof HTMLPreElement;
        start();
      }}>
      {Editor ? (
        <>
          <Editor {...playground} />
          <p id={hintId} className={styles.keysHint}>
            <Translate
              id="site.playground.editorKeysHint"
              description="How to leave the live editor with the keyboard, shown while it has focus">
              Tab indents the code. To leave the editor, press Escape, then Tab.
            </Translate>
          </p>
        </>
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
            <StaticCode className={className}>{code ?? ''}</StaticCode>
          </div>
          {failure && <LoadError error={failure} onRetry={start} />}
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
