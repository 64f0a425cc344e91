// The eslint-plugin pages must list exactly the rules and configs that the installed
// @docusaurus/eslint-plugin exports, document each rule's option schema, and show
// examples that the real rule reports (❌) or accepts (✅).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// The rules are typed with typescript-eslint's RuleModule, so lint with its typed view of
// ESLint's Linter (the same class at run time) instead of ESLint's own incompatible types.
import {TSESLint} from '@typescript-eslint/utils';
import docusaurusPlugin from '@docusaurus/eslint-plugin';
import {codeSpan, column, headingIds, readDoc, section, siteDir} from './mdxPage';

const DIR = 'docs/api/misc/eslint-plugin';
const overview = readDoc(`${DIR}/README.mdx`);
const ruleNames = Object.keys(docusaurusPlugin.rules).sort();
const configNames = Object.keys(docusaurusPlugin.configs).sort();

type RuleModule = {
  meta?: {docs?: {url?: string}; schema?: unknown};
  defaultOptions?: readonly unknown[];
};
type OptionSchema = {properties?: Record<string, {type?: string}>};

const rules = new Map<string, RuleModule>(Object.entries(docusaurusPlugin.rules));
const configs = new Map<string, {rules: Record<string, string>}>(
  Object.entries(docusaurusPlugin.configs),
);

/** The documentation URL that ESLint prints next to each message of the rule, as a path. */
function reportedPath(rule: string): string {
  return new URL(rules.get(rule)?.meta?.docs?.url ?? 'https://invalid').pathname;
}

function optionProperties(rule: string): Record<string, {type?: string}> {
  const schema = rules.get(rule)?.meta?.schema;
  const first: OptionSchema | undefined = Array.isArray(schema) ? schema[0] : undefined;
  return first?.properties ?? {};
}

function severityIn(config: string, rule: string): string {
  return configs.get(config)?.rules[`@docusaurus/${rule}`] ?? 'off';
}

/**
 * The URL of the current doc that a link of the overview opens: docs link by file path
 * (`./no-html-links.mdx`), and each rule page sets its URL with a front matter `slug`.
 */
function linkedDocUrl(link: string): string | undefined {
  const [file = ''] = link.split('#');
  const target = path.posix.join(DIR, file);
  if (!/^\.\/[\w-]+\.mdx$/.test(file) || !fs.existsSync(path.join(siteDir, target))) {
    return undefined;
  }
  const {slug} = readDoc(target).frontMatter;
  return slug ? `/docs${slug}` : undefined;
}

/** The overview's rules table: the one whose first header cell is "Rule". */
function rulesTable() {
  const table = overview.tables.find((candidate) => candidate.header[0] === 'Rule');
  if (!table) {
    throw new Error(`${DIR}/README.mdx has no table starting with a "Rule" column`);
  }
  return table;
}

const linter = new TSESLint.Linter({configType: 'flat'});

function lint(rule: string, code: string) {
  return linter.verify(
    code,
    [
      {
        files: ['**/*.jsx'],
        plugins: {'@docusaurus': {rules: docusaurusPlugin.rules}},
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: {ecmaFeatures: {jsx: true}},
        },
        rules: {[`@docusaurus/${rule}`]: 'error'},
      },
    ],
    {filename: 'example.jsx'},
  );
}

describe(`${DIR}/README.mdx lists the installed plugin`, () => {
  it('has one row per exported rule, and no other', () => {
    const documented = rulesTable()
      .rows.map((row) => codeSpan(row[0] ?? '') ?? '')
      .sort();
    expect(documented, `Rows of the rules table must be exactly: ${ruleNames.join(', ')}`).toEqual(
      ruleNames,
    );
  });

  it('shows the severity of each rule in each exported config', () => {
    const table = rulesTable();
    const problems = table.rows.flatMap((row) => {
      const rule = codeSpan(row[0] ?? '') ?? '';
      return configNames.flatMap((config) => {
        const cell = column(table, row, `\`${config}\``);
        const documented = codeSpan(cell ?? '') ?? 'off';
        const expected = severityIn(config, rule);
        return documented === expected
          ? []
          : [`${rule} in "${config}": documented ${cell ?? 'no column'}, actual ${expected}`];
      });
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('links each rule to its own page, at the URL the rule reports', () => {
    const problems = rulesTable().rows.flatMap((row) => {
      const rule = codeSpan(row[0] ?? '') ?? '';
      const link = /\]\(([^)]+)\)/.exec(row[0] ?? '')?.[1];
      const opens = link && linkedDocUrl(link);
      const expected = reportedPath(rule);
      return opens === expected
        ? []
        : [
            `${rule}: links to ${link ?? 'nothing'} (${opens ?? 'not a doc with a slug in this folder'}), ESLint messages point to ${expected}`,
          ];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe.each(ruleNames)(`${DIR}/%s.mdx`, (rule) => {
  const file = `${DIR}/${rule}.mdx`;

  it('exists with the slug that the rule metadata points to', () => {
    expect(fs.existsSync(path.join(siteDir, file)), `Create ${file}`).toBe(true);
    expect(readDoc(file).frontMatter.slug).toBe(reportedPath(rule).replace(/^\/docs/, ''));
  });

  it('documents exactly the options of the rule schema, with their defaults', () => {
    const page = readDoc(file);
    const properties = optionProperties(rule);
    const table = section(page, 'options').tables.find(
      (candidate) => candidate.header[0] === 'Option',
    );
    const documented = (table?.rows ?? []).map((row) => codeSpan(row[0] ?? '') ?? '');
    expect(documented.sort(), `Options of ${rule}`).toEqual(Object.keys(properties).sort());
    const defaults: Record<string, unknown> = Object.assign(
      {},
      ...(rules.get(rule)?.defaultOptions ?? []),
    );
    const problems = (table?.rows ?? []).flatMap((row) => {
      const name = codeSpan(row[0] ?? '') ?? '';
      const schemaType = properties[name]?.type;
      const type = codeSpan((table && column(table, row, 'Type')) ?? '') ?? '';
      const documentedDefault = codeSpan((table && column(table, row, 'Default')) ?? '');
      return [
        type === schemaType || (schemaType === 'array' && type.endsWith('[]'))
          ? ''
          : `${name}: type ${type}, schema ${schemaType}`,
        documentedDefault === JSON.stringify(defaults[name])
          ? ''
          : `${name}: default ${documentedDefault}, rule ${JSON.stringify(defaults[name])}`,
      ].filter(Boolean);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has examples that the rule really reports (❌) and accepts (✅)', () => {
    const page = readDoc(file);
    const examples = page.codeBlocks.filter((block) => /title="(❌|✅)/.test(block.meta));
    expect(
      examples.some((block) => block.meta.includes('❌')),
      'at least one ❌ example',
    ).toBe(true);
    expect(
      examples.some((block) => block.meta.includes('✅')),
      'at least one ✅ example',
    ).toBe(true);
    for (const block of examples) {
      const messages = lint(rule, block.code);
      const fatal = messages.filter((message) => message.fatal);
      expect(
        fatal,
        `${file}:${block.line} does not parse: ${fatal.map((m) => m.message).join('; ')}`,
      ).toEqual([]);
      const reported = messages.filter((message) => message.ruleId === `@docusaurus/${rule}`);
      if (block.meta.includes('❌')) {
        expect(
          reported.length,
          `${file}:${block.line} is marked ❌ but ${rule} reports nothing`,
        ).toBeGreaterThan(0);
      } else {
        expect(
          reported.map((m) => m.message),
          `${file}:${block.line} is marked ✅ but ${rule} reports it`,
        ).toEqual([]);
      }
    }
  });

  it('has the usual sections', () => {
    expect(headingIds(readDoc(file))).toEqual(
      expect.arrayContaining(['rule-details', 'options', 'when-not-to-use-it']),
    );
  });
});
