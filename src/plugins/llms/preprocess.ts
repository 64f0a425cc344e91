/**
 * Text-level steps that run before a Markdown source is parsed, so that our parser reads the
 * same syntax the site's MDX loader accepts: legacy `:::tip Title` admonitions, `{#id}` heading
 * ids, `mdx-code-block` fences and HTML comments (the loader's MDX 1 compatibility options).
 */
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';

/** A fenced code block opener: up to 3 spaces, then 3+ backticks or tildes. */
const FENCE = /^ {0,3}(?:> ?)*\s*(`{3,}|~{3,})/;

/** Splits a line into text (even indexes) and code spans (odd indexes), as CommonMark pairs them. */
export function splitInlineCode(line: string): string[] {
  const parts: string[] = [];
  let textStart = 0;
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      i += 1;
      continue;
    }
    let runEnd = i;
    while (line[runEnd] === '`') {
      runEnd += 1;
    }
    const run = line.slice(i, runEnd);
    // The closing run must have exactly the same length as the opening one.
    const closing = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    closing.lastIndex = runEnd;
    const match = closing.exec(line);
    if (!match) {
      i = runEnd;
      continue;
    }
    parts.push(line.slice(textStart, i), line.slice(i, match.index + run.length));
    i = match.index + run.length;
    textStart = i;
  }
  parts.push(line.slice(textStart));
  return parts;
}

/**
 * Calls `transform` on every line outside fenced code blocks; lines inside fences are kept as
 * they are. `transform` returns the new line, or `undefined` to remove it.
 */
export function mapProseLines(
  source: string,
  transform: (line: string) => string | undefined,
): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
    } else if (marker) {
      fence = marker;
      out.push(line);
    } else {
      const result = transform(line);
      if (result !== undefined) {
        out.push(result);
      }
    }
  }
  return out.join('\n');
}

/**
 * Removes HTML comments (`<!-- ... -->`, possibly over several lines) outside code blocks and
 * inline code, as the MDX loader does with `markdown.mdx1Compat.comments`.
 */
export function removeHtmlComments(source: string): string {
  let inComment = false;
  return mapProseLines(source, (line) => {
    let result = '';
    for (const [index, part] of splitInlineCode(line).entries()) {
      if (index % 2 === 1 && !inComment) {
        result += part;
        continue;
      }
      let rest = part;
      while (rest.length > 0) {
        const marker = inComment ? '-->' : '<!--';
        const at = rest.indexOf(marker);
        if (at === -1) {
          result += inComment ? '' : rest;
          break;
        }
        result += inComment ? '' : rest.slice(0, at);
        rest = rest.slice(at + marker.length);
        inComment = !inComment;
      }
    }
    // A line that held only a comment disappears instead of leaving a blank line behind.
    return result.trim() !== '' || line.trim() === '' ? result : undefined;
  });
}

export interface PreprocessOptions {
  format: 'md' | 'mdx';
  admonitionKeywords: readonly string[];
}

/**
 * Applies the MDX loader's compatibility rewrites to a source file's text. Unlike the loader,
 * the line rewrites skip fenced code, so code blocks stay exactly as written.
 */
export function preprocessSource(
  source: string,
  {format, admonitionKeywords}: PreprocessOptions,
): string {
  let text = unwrapMdxCodeBlocks(source.replace(/\r\n?/g, '\n'));
  text = mapProseLines(text, (line) => {
    const labelled = admonitionTitleToDirectiveLabel(line, [...admonitionKeywords]);
    return format === 'mdx' ? escapeMarkdownHeadingIds(labelled) : labelled;
  });
  return format === 'mdx' ? removeHtmlComments(text) : text;
}
