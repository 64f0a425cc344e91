// Our own code block content: the same markup as the theme's (its classes, Line component and
// Prism's token output), but Prism is not needed to hydrate it. The theme's version runs Prism on
// every block while the page hydrates, which needs Prism's ~36 kB (gzip) before the page works and
// was the largest script cost of a doc page with code on a phone. The server highlights each block
// with the colours of both colour modes (src/utils/dualCodeColours.ts), so its lines are right in
// either mode from first paint, and while hydrating this version keeps them and renders only the
// surrounding elements. Prism (./highlighter) runs in the browser only for blocks shown by a
// client-side navigation; those follow later colour-mode changes by highlighting again. A block
// that needs Prism before it arrives shows its code unhighlighted for that moment.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {DUAL_BLOCK_CLASS} from '@site/src/utils/dualCodeColours';
import {dualColourProps} from './dualColourProps';
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
// The block's colours as the code block container sets them, for lines coloured for both modes.
const CONTAINER_COLOURS = {
  color: 'var(--prism-color)',
  backgroundColor: 'var(--prism-background-color)',
};

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const theme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const showLineNumbers = lineNumbersStart !== undefined;

  // The server's render (and the dev server's first one) colours the lines for both modes.
  const onServer = !isBrowser && !hydratesServerMarkup;
  // While hydrating, and from then on, the block keeps the lines the server rendered.
  const [serverLines, setServerLines] = useState(() => hydratesServerMarkup && !isBrowser);
  const HighlightComponent: Highlight | undefined = useHighlighter(!serverLines);

  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (serverLines && !codeRef.current?.hasChildNodes()) {
      // The page was rendered in the browser after all (a hydration error starts over there).
      setServerLines(false);
    }
    // Only what hydration left matters; later renders own their lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Lines coloured for both modes, the server's or this render's.
  const dualColours = serverLines || onServer;
  const lineProps = {showLineNumbers, lineClassNames};
  let lines: ReactNode = null;
  if (!serverLines) {
    lines = HighlightComponent ? (
      <HighlightComponent theme={theme} code={code} language={language}>
        {({tokens, getLineProps, getTokenProps}) => (
          <Lines
            lines={tokens}
            {...(onServer
              ? dualColourProps({getLineProps, getTokenProps}, prism, language)
              : {getLineProps, getTokenProps})}
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
        dualColours && DUAL_BLOCK_CLASS,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={dualColours ? CONTAINER_COLOURS : theme.plain}>
      <code
        ref={codeRef}
        className={clsx(
          styles.codeBlockLines,
          showLineNumbers && styles.codeBlockLinesWithNumbering,
        )}
        style={{counterReset: showLineNumbers ? `line-count ${lineNumbersStart - 1}` : undefined}}
        dangerouslySetInnerHTML={serverLines ? SERVER_LINES : undefined}>
        {lines}
      </code>
    </pre>
  );
}
