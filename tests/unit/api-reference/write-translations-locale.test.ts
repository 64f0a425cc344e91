// `write-translations --locale` with a locale that i18n.locales does not list: the installed
// CLI warns and writes the files anyway (core's loadI18n adds the locale to the list before
// write-translations checks it), so the CLI page of every version must not say it is refused.
// Checked in @docusaurus/core 3.8.1 (installed) and 3.7.0: lib/server/i18n.js, loadI18n.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runCliOutput} from './cliHelp';
import {codeSpan, readDoc, section} from './mdxPage';

const CLI_PAGES = [
  'docs/cli.mdx',
  'versioned_docs/version-3.8.1/cli.mdx',
  'versioned_docs/version-3.7.0/cli.mdx',
];
const UNLISTED = 'xx';

let siteDir = '';
let output = {stdout: '', stderr: ''};

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-translations-'));
  // The smallest site: no preset, so only the core's own messages are extracted.
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {title: 'Fixture', url: 'https://example.com', baseUrl: '/',
      i18n: {defaultLocale: 'en', locales: ['en']}};`,
  );
  output = await runCliOutput(['write-translations', siteDir, '--locale', UNLISTED]);
}, 120_000);

afterAll(() => {
  fs.rmSync(siteDir, {recursive: true, force: true});
});

describe('write-translations --locale with a locale missing from i18n.locales', () => {
  it('warns and still writes the translation files (the installed CLI)', () => {
    expect(`${output.stdout}${output.stderr}`).toMatch(
      new RegExp(`locale ${UNLISTED} was not found in your site configuration`),
    );
    expect(fs.existsSync(path.join(siteDir, 'i18n', UNLISTED, 'code.json'))).toBe(true);
  });

  it.each(CLI_PAGES)('is described as a warning, not a refusal, in %s', (file) => {
    const row = section(readDoc(file), 'write-translations')
      .tables.flatMap((table) => table.rows)
      .find((cells) => codeSpan(cells[0] ?? '') === '-l, --locale');
    const text = row?.join(' ') ?? '';
    expect(text, `${file}: the --locale row of write-translations`).toMatch(/warning/);
    expect(text).toMatch(/not refused/);
    expect(text).not.toMatch(/must be listed/);
  });
});
