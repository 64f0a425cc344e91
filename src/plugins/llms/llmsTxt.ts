/**
 * The text of `/llms.txt` (a Markdown index of the current docs, one line per page, grouped by
 * sidebar category, as proposed at llmstxt.org) and `/llms-full.txt` (every page in full).
 * Pure functions of the docs' metadata and sidebars.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The fields of a doc these files need. */
export interface IndexDoc {
  id: string;
  title: string;
  description: string;
  /** Where readers and tools fetch the page, usually its Markdown twin. */
  url: string;
  unlisted: boolean;
}

export interface IndexSection {
  title: string;
  docs: IndexDoc[];
}

export interface GroupOptions {
  /** Section title for the docs at the top level of each sidebar, e.g. `{api: 'API'}`. */
  sidebarTitles: Readonly<Record<string, string>>;
  /** Section title for listed docs that no sidebar links to. */
  otherTitle: string;
}

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      return [item.id];
    }
    if (item.type === 'category') {
      const linked = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...linked, ...docIdsOf(item.items)];
    }
    return [];
  });
}

function defaultSidebarTitle(sidebarId: string): string {
  return sidebarId.charAt(0).toUpperCase() + sidebarId.slice(1);
}

/**
 * Groups the listed docs of a version: for each sidebar, one section of its top-level docs and
 * one section per top-level category (nested categories are flattened into it), in sidebar
 * order; then the docs no sidebar links to. Each doc appears once, unlisted docs never.
 */
export function groupDocs(
  docs: readonly IndexDoc[],
  sidebars: LoadedVersion['sidebars'],
  {sidebarTitles, otherTitle}: GroupOptions,
): IndexSection[] {
  const byId = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const take = (ids: readonly string[]): IndexDoc[] =>
    ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || listed.has(id)) {
        return [];
      }
      listed.add(id);
      return [doc];
    });

  const sections: IndexSection[] = [];
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const topLevel: IndexSection = {
      title: sidebarTitles[sidebarId] ?? defaultSidebarTitle(sidebarId),
      docs: [],
    };
    sections.push(topLevel);
    for (const item of items) {
      if (item.type === 'category') {
        sections.push({title: item.label, docs: take(docIdsOf([item]))});
      } else {
        topLevel.docs.push(...take(docIdsOf([item])));
      }
    }
  }
  sections.push({title: otherTitle, docs: take([...byId.keys()])});
  return sections.filter((section) => section.docs.length > 0);
}

/** Keeps a value on one line and out of the Markdown link syntax around it. */
function inline(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(value: string): string {
  return inline(value).replace(/[[\]\\]/g, '\\$&');
}

/** Says where the Markdown of each docs version lives (the index itself lists one version). */
export function versionsParagraph(
  versions: readonly {label: string; path: string; isIndexed: boolean}[],
): string {
  const list = versions
    .map(({label, path, isIndexed}) => {
      const prefix = path.endsWith('/') ? path : `${path}/`;
      return `${inline(label)} at \`${prefix}\`${isIndexed ? ' (listed below)' : ''}`;
    })
    .join(', ');
  return `Docs versions: ${list}. Each page of each version has its Markdown at the page URL plus \`.md\`.`;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Optional paragraphs after the summary: how the site is organised, where other versions are. */
  details?: readonly string[];
  sections: readonly IndexSection[];
}

export function renderLlmsTxt({title, summary, details, sections}: LlmsTxtInput): string {
  const parts = [`# ${inline(title)}`, `> ${inline(summary)}`];
  parts.push(...(details ?? []).map((paragraph) => paragraph.trim()).filter(Boolean));
  for (const section of sections) {
    const lines = section.docs.map((doc) => {
      const description = inline(doc.description);
      const link = `- [${escapeLinkText(doc.title)}](${doc.url})`;
      return description ? `${link}: ${description}` : link;
    });
    parts.push(`## ${inline(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Adds a `Source:` line under the h1 of a Markdown twin, so each page in the full file says where it lives. */
export function withSourceLine(markdown: string, pageUrl: string): string {
  const [heading = '', ...rest] = markdown.split('\n');
  return [heading, '', `Source: <${pageUrl}>`, ...rest].join('\n');
}

export function renderLlmsFullTxt(
  {title, summary}: Pick<LlmsTxtInput, 'title' | 'summary'>,
  pages: readonly {markdown: string; pageUrl: string}[],
): string {
  const header = `# ${inline(title)}\n\n> ${inline(summary)}\n`;
  const body = pages.map(({markdown, pageUrl}) => withSourceLine(markdown.trimEnd(), pageUrl));
  return `${[header, ...body].join('\n\n---\n\n')}\n`;
}
