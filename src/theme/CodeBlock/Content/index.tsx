// Our own code block content: the same markup as the theme's (its classes, Line component and
// Prism's token output), but Prism is not needed to hydrate it. The theme's version runs Prism on
// every block while the page hydrates, which needs Prism's ~36 kB (gzip) before the page works and
// was the largest script cost of a doc page with code on a phone. The server has already
// highlighted the block, so while hydrating this version keeps the server's lines and renders only
// the surrounding elements. Prism (./highlighter) highlights it in the browser only when it must:
// blocks shown by a client-side navigation, and new token colours after a colour-mode change. A
// block that needs Prism before it arrives shows its code unhighlighted for that moment.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {hydratesServerMarkup, useHighlighter, type Highlight} from './highlighter';
import {plainLineProps, plainTokenProps, plainTokens} from './plainLines';

type LinesProps = Omit<LineProps, 'line' | 'classNames'> & {
  readonly lines: LineProps['line'][];
  readonly lineClassNames: Record<number, string[]>;
};

function Lines({lines, lineClassNames, ...props}: LinesProps): ReactNode {
  return lines.map((line, i) => (
    // Lines have no identity but their position.
    <Line key={i} line={line} classNames={lineClassNames[i]} {...props} />
  ));
}

// The same object on every render, so React never rewrites the server's lines it stands for.
const SERVER_LINES = {__html: ''};

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const showLineNumbers = lineNumbersStart !== undefined;

  // The theme the server highlighted this block with, while it still shows the server's lines.
  const [serverTheme, setServerTheme] = useState(() =>
    hydratesServerMarkup && !isBrowser ? theme : undefined,
  );
  const HighlightComponent: Highlight | undefined = useHighlighter(serverTheme !== theme);
  const showsServerLines =
    serverTheme !== undefined && (serverTheme === theme || !HighlightComponent);
  if (serverTheme !== undefined && !showsServerLines) {
    // Once React renders the lines, it owns them: never go back to the server's.
    setServerTheme(undefined);
  }

  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (serverTheme !== undefined && !codeRef.current?.hasChildNodes()) {
      // The page was rendered in the browser after all (a hydration error starts over there).
      setServerTheme(undefined);
    }
    // Only what hydration left matters; later renders own their lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lineProps = {showLineNumbers, lineClassNames};
  let lines: ReactNode = null;
  if (!showsServerLines) {
    lines = HighlightComponent ? (
      <HighlightComponent theme={theme} code={code} language={language}>
        {({tokens, getLineProps, getTokenProps}) => (
          <Lines
            lines={tokens}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            {...lineProps}
          />
        )}
      </HighlightComponent>
    ) : (
      <Lines
        lines={plainTokens(code)}
        getLineProps={plainLineProps(theme)}
        getTokenProps={plainTokenProps}
        {...lineProps}
      />
    );
  }

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Code that scrolls sideways must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      // The server's lines keep the server's colours until Prism recolours them.
      style={(showsServerLines ? serverTheme : theme).plain}>
      <code
        ref={codeRef}
        className={clsx(
          styles.codeBlockLines,
          showLineNumbers && styles.codeBlockLinesWithNumbering,
        )}
        style={{counterReset: showLineNumbers ? `line-count ${lineNumbersStart - 1}` : undefined}}
        dangerouslySetInnerHTML={showsServerLines ? SERVER_LINES : undefined}>
        {lines}
      </code>
    </pre>
  );
}
