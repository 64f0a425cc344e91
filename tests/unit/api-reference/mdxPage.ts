// A small reader for the API reference pages: it pulls out what the accuracy tests compare
// with the installed packages (headings and their explicit ids, GFM tables, fenced code
// blocks) without pulling a full MDX compiler into the unit tests.
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../../..');

export type Heading = {level: number; text: string; id: string | undefined; line: number};
export type Table = {
  header: string[];
  rows: string[][];
  line: number;
  heading: Heading | undefined;
};
export type CodeBlock = {lang: string; meta: string; code: string; line: number};

export type MdxPage = {
  file: string;
  frontMatter: Record<string, string>;
  headings: Heading[];
  tables: Table[];
  codeBlocks: CodeBlock[];
};

const fenceRe = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/;
const headingRe = /^(#{1,6})\s+(.*?)\s*$/;
const explicitIdRe = /\s*\{#([^}\s]+)\}\s*$/;

function parseFrontMatter(lines: string[]): {data: Record<string, string>; end: number} {
  if (lines[0] !== '---') {
    return {data: {}, end: 0};
  }
  const data: Record<string, string> = {};
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line === '---') {
      return {data, end: i + 1};
    }
    const match = /^([\w-]+):\s*(.*)$/.exec(line);
    if (match?.[1] !== undefined) {
      data[match[1]] = (match[2] ?? '').replace(/^["']|["']$/g, '');
    }
  }
  throw new Error('Front matter is not closed by a "---" line');
}

/** Splits a GFM table row on unescaped pipes; `\|` stays inside the cell as `|`. */
export function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '\\' && inner[i + 1] === '|') {
      current += '|';
      i += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

export function parseMdx(source: string, file = '<inline>'): MdxPage {
  const lines = source.split(/\r?\n/);
  const {data, end} = parseFrontMatter(lines);
  const headings: Heading[] = [];
  const tables: Table[] = [];
  const codeBlocks: CodeBlock[] = [];
  let fence: {marker: string; block: CodeBlock; body: string[]} | undefined;
  let table: Table | undefined;

  for (let i = end; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        fence.block.code = fence.body.join('\n');
        codeBlocks.push(fence.block);
        fence = undefined;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const fenceMatch = fenceRe.exec(line);
    if (fenceMatch) {
      table = undefined;
      fence = {
        marker: fenceMatch[2] ?? '```',
        block: {lang: fenceMatch[3] ?? '', meta: fenceMatch[4] ?? '', code: '', line: i + 1},
        body: [],
      };
      continue;
    }
    if (line.trim().startsWith('|')) {
      const cells = splitRow(line);
      if (!table) {
        table = {header: cells, rows: [], line: i + 1, heading: headings.at(-1)};
        tables.push(table);
      } else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
        table.rows.push(cells);
      }
      continue;
    }
    table = undefined;
    const headingMatch = headingRe.exec(line);
    if (headingMatch?.[1] && headingMatch[2] !== undefined) {
      const idMatch = explicitIdRe.exec(headingMatch[2]);
      headings.push({
        level: headingMatch[1].length,
        text: headingMatch[2].replace(explicitIdRe, ''),
        id: idMatch?.[1],
        line: i + 1,
      });
    }
  }
  if (fence) {
    throw new Error(`${file}: code block opened on line ${fence.block.line} is never closed`);
  }
  return {file, frontMatter: data, headings, tables, codeBlocks};
}

export function readDoc(relativePath: string): MdxPage {
  const file = path.join(siteDir, relativePath);
  return parseMdx(fs.readFileSync(file, 'utf8'), relativePath);
}

/** The text inside the first code span of a table cell or heading, e.g. "`--port <port>`". */
export function codeSpan(text: string): string | undefined {
  return /`([^`]+)`/.exec(text)?.[1];
}

/** Every explicit heading id of the page, in order. */
export function headingIds(page: MdxPage): string[] {
  return page.headings.flatMap((heading) => (heading.id ? [heading.id] : []));
}

/** The headings, tables and code blocks between a heading and the next heading of the same or a higher level. */
export function section(
  page: MdxPage,
  id: string,
): {heading: Heading; tables: Table[]; codeBlocks: CodeBlock[]} {
  const index = page.headings.findIndex((heading) => heading.id === id);
  const heading = page.headings[index];
  if (!heading) {
    throw new Error(`${page.file} has no heading with the id {#${id}}`);
  }
  const next = page.headings.slice(index + 1).find((other) => other.level <= heading.level);
  const endLine = next?.line ?? Number.POSITIVE_INFINITY;
  const inside = (line: number) => line > heading.line && line < endLine;
  return {
    heading,
    tables: page.tables.filter((table) => inside(table.line)),
    codeBlocks: page.codeBlocks.filter((block) => inside(block.line)),
  };
}

/** Reads a column of a table by its header name (case-insensitive). */
export function column(table: Table, row: string[], name: string): string | undefined {
  const index = table.header.findIndex((cell) => cell.toLowerCase() === name.toLowerCase());
  return index === -1 ? undefined : row[index];
}
