/**
 * Reads the option tables of the plugin and theme API pages (see the convention at the top of
 * `tests/unit/plugin-options.test.ts`). A row belongs to an option table when its first cell is
 * the `<OptionName>` component:
 *
 *   | <OptionName name="routeBasePath" /> | `string` | `'docs'` | URL prefix of the docs. |
 *   | <OptionName name="tags" group="front-matter" /> | `string[]` | none | Tags of the doc. |
 *
 * Tables, headings and cell splitting come from the shared page reader in `./mdxPage`.
 */
import type {MdxPage} from './mdxPage';

export type OptionRow = {
  name: string;
  /** The `group` attribute; `undefined` for the page's main option table. */
  group: string | undefined;
  type: string;
  defaultCell: string;
  description: string;
  /** Text of the closest `## ` heading above the table (`''` before the first one). */
  section: string;
  /** 1-based line of the table, for error messages. */
  line: number;
};

const optionNamePattern = /^<OptionName\s+name="([^"]+)"(?:\s+group="([^"]+)")?\s*\/>$/;

export function optionRows(page: MdxPage): OptionRow[] {
  return page.tables.flatMap((table) => {
    const section = page.headings.filter((h) => h.level === 2 && h.line < table.line).at(-1);
    return table.rows.flatMap((cells) => {
      const match = optionNamePattern.exec(cells[0] ?? '');
      if (!match) {
        return [];
      }
      if (cells.length !== 4) {
        throw new Error(
          `${page.file}:${table.line}: the row of "${match[1]}" has ${cells.length} cells, not 4`,
        );
      }
      const [, type = '', defaultCell = '', description = ''] = cells;
      return [
        {
          name: match[1]!,
          group: match[2],
          type,
          defaultCell,
          description,
          section: section?.text ?? '',
          line: table.line,
        },
      ];
    });
  });
}

/** What a default cell says. */
export type DocumentedDefault =
  /** `Required`: the option has no default and must be given. */
  | {kind: 'required'}
  /** `—` (em dash): no default; the option is `undefined` unless given. */
  | {kind: 'none'}
  /** One code span holding a JavaScript literal (JSON, single quotes, bare keys, a regex). */
  | {kind: 'literal'; value: unknown}
  /** One code span naming a value the test knows, e.g. `themes.palenight`. */
  | {kind: 'reference'; name: string}
  /** Words: allowed only where the default is code (a function), which no literal can show. */
  | {kind: 'prose'; text: string};

export function parseDefaultCell(cell: string): DocumentedDefault {
  if (cell === 'Required') {
    return {kind: 'required'};
  }
  if (cell === '—') {
    return {kind: 'none'};
  }
  const codeSpan = /^`([^`]+)`$/.exec(cell);
  if (!codeSpan) {
    return {kind: 'prose', text: cell};
  }
  const source = codeSpan[1]!.trim();
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(source)) {
    return {kind: 'reference', name: source};
  }
  return {kind: 'literal', value: parseJsLiteral(source)};
}

/**
 * Parses the JavaScript literals used in default cells: strings in single or double quotes,
 * numbers, `true`/`false`/`null`/`undefined`, arrays, objects with bare or quoted keys, and a
 * regular expression literal. Anything else throws, naming what it could not read.
 */
export function parseJsLiteral(source: string): unknown {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(source);
  if (regex) {
    return new RegExp(regex[1]!, regex[2]);
  }
  let pos = 0;
  const fail = (what: string): never => {
    throw new Error(`Cannot read ${what} at ${pos} in default \`${source}\``);
  };
  const skipSpace = () => {
    while (/\s/.test(source[pos] ?? '')) {
      pos += 1;
    }
  };
  /** Reads items up to `close`, separated by commas (a trailing comma is allowed). */
  const readList = (close: string, readItem: () => void) => {
    pos += 1;
    skipSpace();
    while (source[pos] !== close) {
      readItem();
      skipSpace();
      if (source[pos] === ',') {
        pos += 1;
        skipSpace();
      } else if (source[pos] !== close) {
        fail(`"," or "${close}"`);
      }
    }
    pos += 1;
  };
  const readString = (): string => {
    const quote = source[pos];
    let text = '';
    pos += 1;
    while (source[pos] !== quote) {
      if (pos >= source.length) {
        fail('the end of a string');
      }
      if (source[pos] === '\\') {
        pos += 1;
      }
      text += source[pos];
      pos += 1;
    }
    pos += 1;
    return text;
  };
  const readKey = (): string => {
    if (source[pos] === "'" || source[pos] === '"') {
      return readString();
    }
    const key = /^[A-Za-z_$][\w$]*/.exec(source.slice(pos))?.[0] ?? fail('an object key');
    pos += key.length;
    return key;
  };
  const keywords = new Map<string, unknown>([
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
  ]);
  const readValue = (): unknown => {
    skipSpace();
    const char = source[pos];
    if (char === "'" || char === '"') {
      return readString();
    }
    if (char === '[') {
      const items: unknown[] = [];
      readList(']', () => items.push(readValue()));
      return items;
    }
    if (char === '{') {
      const object: Record<string, unknown> = {};
      readList('}', () => {
        const key = readKey();
        skipSpace();
        if (source[pos] !== ':') {
          fail('":"');
        }
        pos += 1;
        object[key] = readValue();
      });
      return object;
    }
    const word = /^(-?\d+(\.\d+)?|true|false|null|undefined)/.exec(source.slice(pos))?.[0];
    if (!word) {
      return fail('a value');
    }
    pos += word.length;
    return keywords.has(word) ? keywords.get(word) : Number(word);
  };
  const value = readValue();
  skipSpace();
  if (pos !== source.length) {
    fail('the end of the literal');
  }
  return value;
}
