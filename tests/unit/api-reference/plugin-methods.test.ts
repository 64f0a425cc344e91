// The plugin method pages must document exactly the methods that the installed
// @docusaurus/types declares: every member of `Plugin` (lifecycle methods), of
// `PluginModule` (static methods) and of the contentLoaded actions, each under a heading
// whose id is the method name, and the overview must link to each at the right page.
import {describe, expect, it} from 'vitest';
import {codeSpan, headingIds, readDoc, section, type MdxPage} from './mdxPage';
import {exportedTypeMembers, parseInstalledDeclarations} from './tsDeclarations';

const DIR = 'docs/api/plugin-methods';
const METHOD_PAGES = [
  'lifecycle-apis',
  'extend-infrastructure',
  'i18n-lifecycles',
  'static-methods',
];
const pages = new Map<string, MdxPage>(
  METHOD_PAGES.map((name) => [name, readDoc(`${DIR}/${name}.mdx`)]),
);
const methodPage = (name: string): MdxPage => {
  const page = pages.get(name);
  if (!page) {
    throw new Error(`${name} is not one of ${METHOD_PAGES.join(', ')}`);
  }
  return page;
};
const overview = readDoc(`${DIR}/README.mdx`);

const declared = exportedTypeMembers(
  parseInstalledDeclarations('@docusaurus/types/src/plugin.d.ts').statements,
);
const typeMembers = (type: string) => {
  const members = declared.get(type);
  if (!members?.length) {
    throw new Error(`@docusaurus/types no longer declares members for ${type}`);
  }
  return members;
};

const lifecycleMethods = typeMembers('Plugin').filter((member) => member !== 'name');
const staticMethods = typeMembers('PluginModule');
const actions = typeMembers('PluginContentLoadedActions');
const webpackUtils = typeMembers('ConfigureWebpackUtils');

/** The pages with a heading whose id is `name`. */
function pagesDocumenting(name: string): string[] {
  return METHOD_PAGES.filter((page) => headingIds(methodPage(page)).includes(name));
}

/** Names of headings written as calls, e.g. "`actions.addRoute(config)`" gives addRoute. */
function documentedCallHeadings(page: MdxPage): string[] {
  return page.headings.flatMap((heading) => {
    const match = /(\w+)\(/.exec(codeSpan(heading.text) ?? '');
    return match?.[1] ? [match[1]] : [];
  });
}

describe(`${DIR} documents the plugin API of the installed @docusaurus/types`, () => {
  it('reads the declarations (sanity check of the parser)', () => {
    expect(lifecycleMethods).toEqual(
      expect.arrayContaining(['loadContent', 'contentLoaded', 'postBuild']),
    );
    expect(staticMethods).toContain('validateOptions');
    expect(actions).toEqual(expect.arrayContaining(['addRoute', 'createData', 'setGlobalData']));
  });

  it('documents each lifecycle method on exactly one page', () => {
    const problems = lifecycleMethods.flatMap((method) => {
      const found = pagesDocumenting(method);
      return found.length === 1
        ? []
        : [`${method}: documented on ${found.length} pages (${found.join(', ')})`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('documents the static methods on the static-methods page', () => {
    const ids = headingIds(methodPage('static-methods'));
    const missing = staticMethods.filter((method) => !ids.includes(method));
    expect(missing, `Add headings {#name} for: ${missing.join(', ')}`).toEqual([]);
  });

  it('documents the contentLoaded actions and the configureWebpack utils on the lifecycle page', () => {
    const page = methodPage('lifecycle-apis');
    const missingActions = actions.filter((action) => !headingIds(page).includes(action));
    expect(
      missingActions,
      `Add headings {#name} for the actions: ${missingActions.join(', ')}`,
    ).toEqual([]);
    const utilRows = section(page, 'configureWebpack').tables.flatMap((table) =>
      table.rows.map((row) => codeSpan(row[0] ?? '')),
    );
    const missingUtils = webpackUtils.filter((util) => !utilRows.includes(util));
    expect(
      missingUtils,
      `Add rows to the configureWebpack utils table for: ${missingUtils.join(', ')}`,
    ).toEqual([]);
  });

  it('documents no method that the types do not declare', () => {
    const known = new Set([...lifecycleMethods, ...staticMethods, ...actions]);
    const extra = METHOD_PAGES.flatMap((name) =>
      documentedCallHeadings(methodPage(name))
        .filter((method) => !known.has(method))
        .map((method) => `${name}: ${method}`),
    );
    expect(extra, `Headings for unknown methods: ${extra.join(', ')}`).toEqual([]);
  });

  it('links every method from the overview table to the page that documents it', () => {
    const table = section(overview, 'all-methods').tables[0];
    const rows = new Map(
      (table?.rows ?? []).map((row) => [
        codeSpan(row[0] ?? '') ?? '',
        /\]\(([^)]+)\)/.exec(row[0] ?? '')?.[1],
      ]),
    );
    const problems = [...lifecycleMethods, ...staticMethods].flatMap((method) => {
      // Docs link to docs by file path, so each docs version links inside itself.
      const expected = `./${pagesDocumenting(method)[0] ?? '?'}.mdx#${method}`;
      const link = rows.get(method);
      return link === expected
        ? []
        : [`${method}: the overview links to ${link ?? 'nothing'}, expected ${expected}`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
    expect([...rows.keys()].sort()).toEqual([...lifecycleMethods, ...staticMethods].sort());
  });
});
