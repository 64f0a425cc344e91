// The docusaurus.config.js reference must match the configuration schema of the installed
// @docusaurus/core: one `### \`field\` {#field}` heading per top-level key, with a
// Type/Default/Required table, and one dotted row (`markdown.format`) per nested key.
import {describe, expect, it} from 'vitest';
import {ConfigSchema} from '@docusaurus/core/lib/server/configValidation';
import {codeSpan, column, readDoc, section, type Table} from './mdxPage';
import {
  allowedValues,
  isPlainObjectWithKeys,
  nestedFields,
  parseLiteralCell,
  PATTERN_SEGMENT,
  quotedValues,
  type SchemaDescription,
} from './joiSchema';

const PAGE = 'docs/api/docusaurus.config.js.mdx';
const page = readDoc(PAGE);
const schema: SchemaDescription = ConfigSchema.describe();
const topLevel = new Map(Object.entries(schema.keys ?? {}));

const normalizePath = (fieldPath: string) => fieldPath.replace(/<[^>]+>/g, PATTERN_SEGMENT);

const fieldHeadings = page.headings.filter(
  (heading) =>
    heading.level === 3 && heading.id !== undefined && codeSpan(heading.text) === heading.id,
);

/** Rows of every table whose first cell is a dotted field path such as `future.v4`. */
function documentedNestedRows(): Map<string, {table: Table; row: string[]}> {
  const rows = new Map<string, {table: Table; row: string[]}>();
  for (const table of page.tables) {
    for (const row of table.rows) {
      const name = codeSpan(row[0] ?? '');
      if (name?.includes('.') && topLevel.has(name.split('.')[0] ?? '')) {
        rows.set(normalizePath(name), {table, row});
      }
    }
  }
  return rows;
}

/** Checks a documented default against the schema; returns a problem description or undefined. */
function defaultProblem(
  fieldPath: string,
  cell: string | undefined,
  description: SchemaDescription,
): string | undefined {
  if (cell === undefined) {
    return `${fieldPath}: the table has no "Default" column`;
  }
  // Joi calls function defaults to compute the value; a function result stays prose.
  const rawDefault = description.flags?.default;
  const expected: unknown = typeof rawDefault === 'function' ? rawDefault() : rawDefault;
  const documented = parseLiteralCell(cell);
  if (typeof expected === 'function') {
    return documented
      ? `${fieldPath}: the default is a function, describe it in words (found ${cell})`
      : undefined;
  }
  if (documented) {
    try {
      expect(documented.value).toStrictEqual(expected);
      return undefined;
    } catch {
      return `${fieldPath}: documented default ${cell} but the schema default is ${JSON.stringify(expected)}`;
    }
  }
  if (expected !== undefined && !isPlainObjectWithKeys(expected)) {
    return `${fieldPath}: write the default as a literal in backticks, the schema default is ${JSON.stringify(expected)} (found "${cell}")`;
  }
  return undefined;
}

function typeProblem(
  fieldPath: string,
  cell: string | undefined,
  description: SchemaDescription,
): string | undefined {
  const allowed = allowedValues(description);
  if (!allowed) {
    return undefined;
  }
  const documented = quotedValues(cell ?? '').sort();
  const expected = allowed.map(String).sort();
  return documented.join('|') === expected.join('|')
    ? undefined
    : `${fieldPath}: the type lists ${JSON.stringify(documented)} but the schema accepts exactly ${JSON.stringify(expected)}`;
}

describe(`${PAGE} documents the installed config schema`, () => {
  it('has exactly one field heading per top-level key of ConfigSchema', () => {
    const documented = fieldHeadings.map((heading) => heading.id ?? '');
    const missing = [...topLevel.keys()].filter((key) => !documented.includes(key));
    const extra = documented.filter((id) => !topLevel.has(id));
    const duplicated = documented.filter((id, index) => documented.indexOf(id) !== index);
    expect(missing, `Add a "### \`field\` {#field}" heading for: ${missing.join(', ')}`).toEqual(
      [],
    );
    expect(
      extra,
      `These headings document fields the schema does not accept: ${extra.join(', ')}`,
    ).toEqual([]);
    expect(duplicated, `Fields documented twice: ${duplicated.join(', ')}`).toEqual([]);
  });

  it('gives each top-level field a Type/Default/Required table that matches the schema', () => {
    const problems: string[] = [];
    for (const [key, description] of topLevel) {
      const table = section(page, key).tables[0];
      const row = table?.rows[0];
      if (!table || !row) {
        problems.push(`${key}: no Type/Default/Required table under the heading`);
        continue;
      }
      const required = column(table, row, 'Required');
      const expectedRequired = description.flags?.presence === 'required' ? 'yes' : 'no';
      if (required !== expectedRequired) {
        problems.push(
          `${key}: "Required" says ${required ?? 'nothing'}, the schema says ${expectedRequired}`,
        );
      }
      const typeIssue = typeProblem(key, column(table, row, 'Type'), description);
      const defaultIssue = defaultProblem(key, column(table, row, 'Default'), description);
      problems.push(
        ...[typeIssue, defaultIssue].filter((issue): issue is string => issue !== undefined),
      );
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('documents every nested field (future, markdown, i18n, webpack) and nothing else', () => {
    const expected = new Map<string, SchemaDescription>();
    for (const [key, description] of topLevel) {
      for (const [fieldPath, child] of nestedFields(key, description)) {
        expected.set(fieldPath, child);
      }
    }
    const documented = documentedNestedRows();
    const missing = [...expected.keys()].filter((fieldPath) => !documented.has(fieldPath));
    const extra = [...documented.keys()].filter((fieldPath) => !expected.has(fieldPath));
    expect(missing, `Add a table row for: ${missing.join(', ')}`).toEqual([]);
    expect(
      extra,
      `These rows document fields the schema does not accept: ${extra.join(', ')}`,
    ).toEqual([]);
  });

  it('gives nested fields the defaults and allowed values of the schema', () => {
    const problems: string[] = [];
    for (const [fieldPath, {table, row}] of documentedNestedRows()) {
      const description = nestedFields(
        fieldPath.split('.')[0] ?? '',
        topLevel.get(fieldPath.split('.')[0] ?? '') ?? {},
      ).get(fieldPath);
      if (!description) {
        continue;
      }
      const typeIssue = typeProblem(fieldPath, column(table, row, 'Type'), description);
      const defaultIssue = defaultProblem(fieldPath, column(table, row, 'Default'), description);
      problems.push(
        ...[typeIssue, defaultIssue].filter((issue): issue is string => issue !== undefined),
      );
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
