/** Helpers shared by the Markdown twin tests. */
import {toMarkdownTwin, type MarkdownTwinOptions} from '../markdown';

export function convert(source: string, options: Partial<MarkdownTwinOptions> = {}): string {
  return toMarkdownTwin(source, {title: 'Page title', ...options});
}

/** Source text without the indentation of the template literal it is written in. */
export function mdx(strings: TemplateStringsArray, ...values: string[]): string {
  const text = String.raw({raw: strings}, ...values).replace(/^\n/, '');
  const indent = Math.min(
    ...text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => /^ */.exec(line)?.[0].length ?? 0),
  );
  return text
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n');
}
