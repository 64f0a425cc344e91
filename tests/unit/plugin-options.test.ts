/**
 * Accuracy test of the plugin and theme API pages (docs/api/plugins, docs/api/themes): what
 * each page documents must be what the installed 3.8.1 package accepts, with its defaults.
 *
 * Convention for the option tables on those pages:
 * - One row per option, four cells: name | type | default | description. The name cell is
 *   `<OptionName name="optionName" />` (it renders the anchor `#optionName`).
 * - The default cell is one of:
 *     `Required`  the option must be given (no default);
 *     `—`         no default: the option stays `undefined` unless set;
 *     a JavaScript literal in one code span: `'docs'`, `true`, `20`, `null`, `['rss', 'atom']`,
 *                 `{}`, `/regex/` (compared deep-equal with the package default);
 *     a dotted name in one code span, e.g. `themes.palenight` (compared with the value the
 *                 test maps that name to);
 *     words, only where the default is code (a function) that no literal can show.
 * - Nested objects are documented through their leaves with dotted names (`feedOptions.type`,
 *   `navbar.logo.src`); the object itself gets no row. Objects without declared keys (e.g.
 *   `injectManifestConfig`) are one row. Keys a schema forbids only to print a migration
 *   message are not options.
 * - Plugin pages: the options are the package's `validateOptions` schema plus the `id` option
 *   core adds to every plugin, all in one table under `## Configuration`.
 * - Theme pages: theme-classic documents its options (`customCss`, `id`); the other themes
 *   document the `themeConfig` slice they validate, named from the `themeConfig` root
 *   (`mermaid.theme.dark`); the theme configuration page documents theme-classic's slice.
 * - Rows with a `group` attribute are separate tables: `front-matter` (docs, blog, pages;
 *   names only, as front matter schemas carry no defaults), `navbar-<type>` (one table per
 *   navbar item type), `footer-column`, `footer-link` and `magic-comment`.
 */
import {readdirSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';

import {readDoc, siteDir} from './api-reference/mdxPage';
import {optionRows, parseDefaultCell, type OptionRow} from './api-reference/optionRows';
import {
  describeFrontMatter,
  describeThemeConfig,
  packageDir,
  packageVersion,
} from './api-reference/pluginSchemas';
import {
  containsFunction,
  describeAt,
  schemaLeaves,
  type SchemaLeaf,
} from './api-reference/schemaLeaves';
import {
  acceptedLeaves,
  pluginPages,
  references,
  responsiveLoaderSource,
  themePages,
} from './api-reference/pageSpecs';
import {themeClassicGroups} from './api-reference/themeClassicGroups';

/** Close enough to the heading ids Docusaurus generates to catch a clash with an option name. */
const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

/** A default as text for error messages; long values (a whole Prism theme) are cut short. */
function show(value: unknown): string {
  const text =
    typeof value === 'function' || value instanceof RegExp ? String(value) : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** What is wrong with a documented default, or `undefined` when it matches the package. */
function defaultProblem(leaf: SchemaLeaf, row: OptionRow): string | undefined {
  let documented;
  try {
    documented = parseDefaultCell(row.defaultCell);
  } catch (error) {
    return (error as Error).message;
  }
  if (leaf.required || documented.kind === 'required') {
    return leaf.required === (documented.kind === 'required')
      ? undefined
      : `the package says required: ${leaf.required}, the page says ${row.defaultCell}`;
  }
  const actual = leaf.defaultValue;
  switch (documented.kind) {
    case 'none':
      return actual === undefined ? undefined : `the default is ${show(actual)}, not "—"`;
    case 'prose':
      return containsFunction(actual)
        ? undefined
        : `the default is ${show(actual)}: write it as a literal in backticks`;
    case 'reference':
      return documented.name in references && isDeepStrictEqual(references[documented.name], actual)
        ? undefined
        : `${row.defaultCell} is not the package default ${show(actual)}`;
    default:
      return isDeepStrictEqual(documented.value, actual)
        ? undefined
        : `the page says ${row.defaultCell}, the package default is ${show(actual)}`;
  }
}

/** Compares documented rows with accepted leaves; returns one line per problem. */
function compareRows(label: string, rows: OptionRow[], leaves: SchemaLeaf[], defaults = true) {
  const accepted = new Map(leaves.map((leaf) => [leaf.name, leaf]));
  const documented = rows.map((row) => row.name);
  const problems = [
    ...[...accepted.keys()]
      .filter((name) => !documented.includes(name))
      .map((name) => `${label}: \`${name}\` is accepted by the package but not documented`),
    ...documented
      .filter((name) => !accepted.has(name))
      .map((name) => `${label}: \`${name}\` is documented but the package does not accept it`),
    ...documented
      .filter((name, index) => documented.indexOf(name) !== index)
      .map((name) => `${label}: \`${name}\` is documented twice`),
  ];
  if (defaults) {
    for (const row of rows) {
      const leaf = accepted.get(row.name);
      const problem = leaf && defaultProblem(leaf, row);
      if (problem) {
        problems.push(`${label}: \`${row.name}\` (table at line ${row.line}): ${problem}`);
      }
    }
  }
  return problems;
}

describe.each([...pluginPages, ...themePages])('$page', (spec) => {
  const page = readDoc(spec.page);
  const rows = optionRows(page);
  const mainRows = rows.filter((row) => row.group === undefined);
  const label = `${spec.packageName} (${spec.page})`;

  it(`documents ${spec.packageName} ${packageVersion(spec.packageName)}`, () => {
    expect(packageVersion(spec.packageName)).toBe('3.8.1');
  });

  it('documents exactly the accepted options, with their defaults', async () => {
    const problems = compareRows(label, mainRows, await acceptedLeaves(spec));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives option anchors ids that no heading of the page uses', () => {
    const headingIds = new Set(page.headings.map((heading) => heading.id ?? slugify(heading.text)));
    const anchorIds = rows.map((row) => (row.group ? `${row.group}-${row.name}` : row.name));
    const clashes = anchorIds.filter((id) => headingIds.has(id));
    expect(clashes, `${label}: rename the headings whose ids clash with options`).toEqual([]);
  });

  if (spec.page.startsWith('docs/api/plugins/')) {
    it('keeps every option in the table under "## Configuration"', () => {
      const misplaced = mainRows.filter((row) => row.section !== 'Configuration');
      expect(
        misplaced.map((row) => `${label}: \`${row.name}\` sits under "## ${row.section}"`),
      ).toEqual([]);
    });
  }

  if (spec.frontMatter) {
    const exportName = spec.frontMatter;
    it('documents exactly the front matter fields the plugin validates', () => {
      const leaves = schemaLeaves(describeFrontMatter(spec.packageName, exportName));
      const fields = rows.filter((row) => row.group === 'front-matter');
      const problems = compareRows(`${label} front matter`, fields, leaves, false);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  if (spec.passthrough) {
    it('documents only loader options the loader reads', () => {
      const unread = Object.keys(spec.passthrough ?? {}).filter(
        (name) => !responsiveLoaderSource.includes(`config.${name}`),
      );
      expect(unread, `${label}: the image loader never reads ${unread.join(', ')}`).toEqual([]);
    });
  }
});

describe('theme configuration items', () => {
  const rows = optionRows(readDoc('docs/api/themes/theme-configuration.mdx'));

  it('documents every navbar item type, footer item and magic comment field', async () => {
    const themeConfig = (await describeThemeConfig('@docusaurus/theme-classic'))!;
    const groups = themeClassicGroups(themeConfig);
    const problems = [...groups].flatMap(([group, leaves]) =>
      compareRows(
        `theme-classic themeConfig group "${group}"`,
        rows.filter((row) => row.group === group),
        leaves,
      ),
    );
    const unknownGroups = rows
      .map((row) => row.group)
      .filter((group) => group !== undefined && !groups.has(group));
    problems.push(...[...new Set(unknownGroups)].map((group) => `unknown group "${group}"`));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('documents footer.logo once because it has the fields of navbar.logo', async () => {
    const themeConfig = (await describeThemeConfig('@docusaurus/theme-classic'))!;
    expect(describeAt(themeConfig, 'footer.logo')).toEqual(describeAt(themeConfig, 'navbar.logo'));
  });
});

describe('coverage of the plugin and theme reference', () => {
  const specs = [...pluginPages, ...themePages];
  // Installed helpers of the themes, not plugins a site declares.
  const supportPackages = ['theme-common', 'theme-translations'];

  it('checks a page for every installed official plugin and theme', () => {
    const installed = readdirSync(packageDir('@docusaurus')).filter(
      (name) => /^(plugin|theme)-/.test(name) && !supportPackages.includes(name),
    );
    const covered = new Set(specs.map((spec) => spec.packageName.replace('@docusaurus/', '')));
    const unchecked = installed.filter((name) => !covered.has(name));
    expect(unchecked, `Add a page spec for: ${unchecked.join(', ')}`).toEqual([]);
  });

  it('checks every page of docs/api/plugins and docs/api/themes except the overviews', () => {
    const pages = ['docs/api/plugins', 'docs/api/themes'].flatMap((dir) =>
      readdirSync(`${siteDir}/${dir}`)
        .filter((file) => file.endsWith('.mdx') && file !== 'overview.mdx')
        .map((file) => `${dir}/${file}`),
    );
    const checked = new Set(specs.map((spec) => spec.page));
    expect(pages.filter((page) => !checked.has(page))).toEqual([]);
  });
});
