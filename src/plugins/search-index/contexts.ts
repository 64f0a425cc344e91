/**
 * Splits records into files per context (language + docusaurus tag) and back. On disk a context
 * is stored compactly — each page's URL, group and title once, then its records as small
 * arrays, and the further parts of a long section as 0 — and `decodeContext` restores the full
 * DocSearch records, so the browser, the benchmark and the self-hosted engine script all work
 * with the same record shape.
 *
 * A context has two files. Its records (`EncodedContext`) hold the headings, and the text of
 * page title records only, which the modal shows under a page's title: a sixth of the bytes, and
 * enough for a first search to answer from the headings. The text of the other records
 * (`ContextText`) comes in a second file, fetched after the first.
 */
import {
  contextKey,
  HEADING_LEVELS,
  type ContextFile,
  type ContextKey,
  type RecordType,
  type SearchRecord,
} from './types';

const TYPES: RecordType[] = [...HEADING_LEVELS, 'content'];

/** [url, lvl0, lvl1, pageRank, keywords of the title record (when it has any)] */
type EncodedPage = [string, string, string, number, string[]?];
/**
 * [page index, anchor, type index, lvl2…lvl6 (trailing nulls dropped), content (of a page title
 * record; null for others, whose text is in the context's text file), level, names
 * the section defines (empty when it links but defines none), indexes of the pages of the context
 * it links to (when it links to any)]
 */
type EncodedSection = [
  number,
  string | null,
  number,
  (string | null)[],
  string | null,
  number,
  string[]?,
  number[]?,
];
/**
 * A record as stored: a section's record, or 0 for a further part of the section before it (a
 * `content` record: same page, anchor and headings, its text in the text file). A long section
 * has several parts; writing them as 0 keeps each docs version's file under its size budget.
 */
type EncodedRecord = EncodedSection | 0;

/** Whether `record` is a further part of `previous`'s section, as `extractRecords` writes one. */
function isFurtherPart(record: SearchRecord, previous: SearchRecord | undefined): boolean {
  return (
    record.type === 'content' &&
    previous !== undefined &&
    previous.url === record.url &&
    JSON.stringify(previous.hierarchy) === JSON.stringify(record.hierarchy) &&
    record.weight.level === 0 &&
    !record.names &&
    !record.links
  );
}

export interface EncodedContext {
  v: 3;
  language: string;
  tag: string;
  pages: EncodedPage[];
  records: EncodedRecord[];
}

export function groupByContext(records: SearchRecord[]): Map<ContextKey, ContextFile> {
  const contexts = new Map<ContextKey, ContextFile>();
  for (const record of records) {
    const key = contextKey(record.language, record.docusaurus_tag);
    let context = contexts.get(key);
    if (!context) {
      context = {language: record.language, tag: record.docusaurus_tag, records: []};
      contexts.set(key, context);
    }
    context.records.push(record);
  }
  return contexts;
}

/** Records whose text is in the records file: what the modal shows before the text file is in. */
function textInHead(record: SearchRecord): boolean {
  return record.type === 'lvl1';
}

/** The text of every record kept out of the records file, in record order; null for the rest. */
export type ContextText = (string | null)[];

/** Indexes of the pages a record links to, among the pages of its context. */
function linkedPages(record: SearchRecord, pageIndex: ReadonlyMap<string, number>): number[] {
  const indexes = (record.links ?? []).flatMap((path) => {
    // A link may add or drop the trailing slash the page's own URL has.
    const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    const index = pageIndex.get(path) ?? pageIndex.get(other);
    return index === undefined ? [] : [index];
  });
  return [...new Set(indexes)];
}

export function encodeContext(context: ContextFile): EncodedContext {
  const pages: EncodedPage[] = [];
  const pageIndex = new Map<string, number>();
  for (const record of context.records) {
    const page = record.url_without_anchor;
    if (!pageIndex.has(page)) {
      pageIndex.set(page, pages.length);
      pages.push([page, record.hierarchy.lvl0, record.hierarchy.lvl1, record.weight.pageRank]);
    }
  }
  const records = context.records.map((record, position): EncodedRecord => {
    if (isFurtherPart(record, context.records[position - 1])) {
      return 0;
    }
    const index = pageIndex.get(record.url_without_anchor)!;
    if (record.keywords) {
      pages[index]![4] = record.keywords;
    }
    const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    const deeper = [lvl2, lvl3, lvl4, lvl5, lvl6];
    while (deeper.length > 0 && deeper[deeper.length - 1] === null) {
      deeper.pop();
    }
    const encoded: EncodedSection = [
      index,
      record.anchor,
      TYPES.indexOf(record.type),
      deeper,
      textInHead(record) ? record.content : null,
      record.weight.level,
    ];
    const links = linkedPages(record, pageIndex);
    if (record.names || links.length > 0) {
      encoded.push(record.names ?? []);
    }
    if (links.length > 0) {
      encoded.push(links);
    }
    return encoded;
  });
  return {v: 3, language: context.language, tag: context.tag, pages, records};
}

export function encodeText(context: ContextFile): ContextText {
  return context.records.map((record) => (textInHead(record) ? null : record.content));
}

/** Gives the records of a context file the text of its text file (in place). */
export function addText(records: SearchRecord[], text: ContextText): void {
  if (text.length !== records.length) {
    throw new Error(
      `Search index: a text file of ${text.length} records for ${records.length} records.`,
    );
  }
  text.forEach((content, index) => {
    if (content !== null) {
      records[index]!.content = content;
    }
  });
}

/** The records of a context file: with the text of `text`, or with headings (see above) only. */
export function decodeContext(encoded: EncodedContext, text?: ContextText): SearchRecord[] {
  const records = decodeRecords(encoded);
  if (text) {
    addText(records, text);
  }
  return records;
}

/** The records, each further part (0) written out as the section before it has them. */
function expandParts(records: readonly EncodedRecord[]): EncodedSection[] {
  const expanded: EncodedSection[] = [];
  records.forEach((record, index) => {
    if (record !== 0) {
      expanded.push(record);
      return;
    }
    const previous = expanded[index - 1];
    if (!previous) {
      throw new Error(`Search index: record ${index} continues no section.`);
    }
    const [pageIndex, anchor, , deeper] = previous;
    expanded.push([pageIndex, anchor, TYPES.indexOf('content'), deeper, null, 0]);
  });
  return expanded;
}

function decodeRecords(encoded: EncodedContext): SearchRecord[] {
  const seen = new Map<string, number>();
  const positions = new Map<number, number>();
  return expandParts(encoded.records).map(
    ([pageIndex, anchor, typeIndex, deeper, content, level, names, links], index) => {
      const page = encoded.pages[pageIndex];
      if (!page) {
        throw new Error(`Search index: record ${index} points to missing page ${pageIndex}.`);
      }
      const position = positions.get(pageIndex) ?? 0;
      positions.set(pageIndex, position + 1);
      const [path, lvl0, lvl1, pageRank, keywords] = page;
      const url = anchor ? `${path}#${anchor}` : path;
      // Records of one section share the URL; the first keeps it as id, the next get ~1, ~2…
      const count = seen.get(url) ?? 0;
      seen.set(url, count + 1);
      const type = TYPES[typeIndex] ?? 'content';
      return {
        objectID: count === 0 ? url : `${url}~${count}`,
        url,
        url_without_anchor: path,
        anchor,
        type,
        hierarchy: {
          lvl0,
          lvl1,
          lvl2: deeper[0] ?? null,
          lvl3: deeper[1] ?? null,
          lvl4: deeper[2] ?? null,
          lvl5: deeper[3] ?? null,
          lvl6: deeper[4] ?? null,
        },
        content,
        ...(type === 'lvl1' && keywords && {keywords}),
        ...(names && names.length > 0 && {names}),
        ...(links && {links: links.map((linked) => encoded.pages[linked]?.[0] ?? '')}),
        language: encoded.language,
        docusaurus_tag: encoded.tag,
        weight: {pageRank, level, position},
      };
    },
  );
}

/**
 * A file name safe on every host: `en-docs-default-3.8.1.<hash>.json` for the records,
 * `en-docs-default-3.8.1.text.<hash>.json` for their text.
 */
export function contextFileName(
  language: string,
  tag: string,
  hash: string,
  part: 'records' | 'text' = 'records',
): string {
  const safe = `${language}-${tag}`.replace(/[^\w.-]+/g, '_');
  return `${safe}${part === 'text' ? '.text' : ''}.${hash}.json`;
}
