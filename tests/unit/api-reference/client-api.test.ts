// The Client API page must cover every `@docusaurus/*` module that core aliases for site
// code: each module is named, each exported value has a heading, and the props and
// options declared in the module types appear in the tables of their section.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeSpan, readDoc, section, siteDir, type MdxPage} from './mdxPage';
import {clientExportAliases, readClientModules} from './clientModules';

const PAGE = 'docs/docusaurus-core.mdx';
const page = readDoc(PAGE);
const modules = readClientModules();

// Exported types whose members the page documents in a table, and the section holding it.
const DOCUMENTED_TYPES = [
  {module: '@docusaurus/ErrorBoundary', type: 'Props', section: 'errorboundary'},
  {module: '@docusaurus/ErrorBoundary', type: 'FallbackParams', section: 'errorboundary'},
  {module: '@docusaurus/Link', type: 'Props', section: 'link'},
  {module: '@docusaurus/BrowserOnly', type: 'Props', section: 'browseronly'},
  {module: '@docusaurus/Interpolate', type: 'InterpolateProps', section: 'interpolate'},
  {module: '@docusaurus/Translate', type: 'TranslateProps', section: 'translate'},
  {module: '@docusaurus/useBaseUrl', type: 'BaseUrlOptions', section: 'useBaseUrl'},
  {module: '@docusaurus/useBrokenLinks', type: 'BrokenLinks', section: 'useBrokenLinks'},
];

/** Whole-word search in the code spans of the page's headings. */
function headingMentioning(target: MdxPage, name: string) {
  const word = new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`);
  return target.headings.find((heading) => word.test(codeSpan(heading.text) ?? ''));
}

describe(`${PAGE} documents the client API of @docusaurus/core`, () => {
  it('reads the module declarations (sanity check of the parser)', () => {
    const link = modules.find((module) => module.name === '@docusaurus/Link');
    expect(link?.values).toEqual(['Link']);
    expect(modules.find((module) => module.name === '@docusaurus/router')?.values).toContain(
      'useHistory',
    );
  });

  it('has type declarations for every alias core creates', () => {
    const declared = modules.map((module) => module.name);
    const undeclared = clientExportAliases().filter((alias) => !declared.includes(alias));
    expect(undeclared, 'module-type-aliases and core disagree; update the page by hand').toEqual(
      [],
    );
  });

  it('names every @docusaurus/* client module', () => {
    const text = fs.readFileSync(path.join(siteDir, PAGE), 'utf8');
    const missing = clientExportAliases().filter(
      (alias) => !new RegExp(`${alias}(?![\\w-])`).test(text),
    );
    expect(missing, `Name these modules on the page: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a heading for every exported value', () => {
    const missing = modules.flatMap((module) =>
      module.values
        .filter((value) => !headingMentioning(page, value))
        .map((value) => `${value} (${module.name})`),
    );
    expect(missing, `Add a heading with the name in backticks for: ${missing.join(', ')}`).toEqual(
      [],
    );
  });

  it('lists the declared props and options in the tables of their section', () => {
    const problems = DOCUMENTED_TYPES.flatMap(({module, type, section: id}) => {
      const members = modules.find((candidate) => candidate.name === module)?.typeMembers.get(type);
      if (!members?.length) {
        return [`${module} no longer declares members in ${type}; update DOCUMENTED_TYPES`];
      }
      const rows = section(page, id).tables.flatMap((table) =>
        table.rows.map((row) => codeSpan(row[0] ?? '')),
      );
      return members
        .filter((member) => !rows.includes(member))
        .map((member) => `#${id}: add a table row for ${type}.${member} of ${module}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
