import {describe, expect, it} from 'vitest';
import {
  addText,
  contextFileName,
  decodeContext,
  encodeContext,
  encodeText,
  groupByContext,
} from '../contexts';
import {isIndexedRoute} from '../build';
import type {ContextFile} from '../types';
import {docPage, heading, recordsOf, sampleRecords} from './fixtures';

/** A context written to its two files and read back from them. */
function roundTrip(context: ContextFile) {
  const [records, text] = [encodeContext(context), encodeText(context)].map((body) =>
    JSON.parse(JSON.stringify(body)),
  );
  return decodeContext(records, text);
}

describe('context files', () => {
  const records = sampleRecords();
  const contexts = groupByContext(records);

  it('puts each language and docs tag in its own context', () => {
    expect([...contexts.keys()].sort()).toEqual([
      'en|default',
      'en|docs-default-3.7.0',
      'en|docs-default-current',
    ]);
    const total = [...contexts.values()].reduce((n, c) => n + c.records.length, 0);
    expect(total).toBe(records.length);
  });

  it('restores exactly the DocSearch records from the compact file', () => {
    for (const context of contexts.values()) {
      expect(roundTrip(context)).toEqual(context.records);
    }
  });

  it('keeps in the records file the headings, and the text of page titles only', () => {
    const context = contexts.get('en|docs-default-current')!;
    const headingsOnly = decodeContext(JSON.parse(JSON.stringify(encodeContext(context))));
    expect(headingsOnly.map((r) => r.hierarchy)).toEqual(context.records.map((r) => r.hierarchy));
    const titles = context.records.filter((r) => r.type === 'lvl1' && r.content);
    const sections = context.records.filter((r) => r.type !== 'lvl1' && r.content);
    expect(titles.length).toBeGreaterThan(0);
    expect(sections.length).toBeGreaterThan(0);
    for (const [index, record] of headingsOnly.entries()) {
      const original = context.records[index]!;
      expect(record.content).toBe(original.type === 'lvl1' ? original.content : null);
    }
    addText(headingsOnly, encodeText(context));
    expect(headingsOnly).toEqual(context.records);
  });

  it('writes the further parts of a long section as 0, and restores them', () => {
    const paragraph = (n: number) => `<p>${`word${n} `.repeat(60).trim()}.</p>`;
    const long = recordsOf(
      docPage('Long', `${heading(2, 'Options', 'options')}${paragraph(1)}${paragraph(2)}`),
      '/docs/long',
    );
    const context = groupByContext(long).get('en|docs-default-current')!;
    const parts = long.filter((r) => r.type === 'content').length;
    expect(parts).toBeGreaterThan(0);
    expect(encodeContext(context).records.filter((r) => r === 0)).toHaveLength(parts);
    expect(roundTrip(context)).toEqual(long);
    expect(() => decodeContext({...encodeContext(context), records: [0]})).toThrow(
      'record 0 continues no section',
    );
  });

  it('refuses a text file made for other records', () => {
    const context = contexts.get('en|default')!;
    const records = decodeContext(encodeContext(context));
    expect(() => addText(records, encodeText(context).slice(1))).toThrow(/text file/);
  });

  it('keeps the names a section defines', () => {
    const [first, ...rest] = sampleRecords().filter((r) => r.docusaurus_tag === 'default');
    const withNames = [{...first!, names: ['onBrokenLinks', 'trailingSlash']}, ...rest];
    const context = {language: 'en', tag: 'default', records: withNames};
    const decoded = roundTrip(context);
    expect(decoded[0]!.names).toEqual(['onBrokenLinks', 'trailingSlash']);
    expect(decoded).toEqual(withNames);
  });

  it('keeps the pages a section links to, within its context only', () => {
    const [first, ...rest] = sampleRecords().filter(
      (r) => r.docusaurus_tag === 'docs-default-current',
    );
    const links = ['/docs/deployment/', '/blog/releases/3.8', '/docs/api/docusaurus-config'];
    const context = {
      language: 'en',
      tag: 'docs-default-current',
      records: [{...first!, links}, ...rest],
    };
    const decoded = roundTrip(context);
    // The post is in another context; a trailing slash the page's own URL lacks is dropped.
    expect(decoded[0]!.links).toEqual(['/docs/deployment', '/docs/api/docusaurus-config']);
    expect(decoded[0]!.names).toBeUndefined();
    expect(decoded.slice(1)).toEqual(rest);
  });

  it('stores each page once', () => {
    const current = encodeContext(contexts.get('en|docs-default-current')!);
    const pages = current.pages.map(([url]) => url);
    expect(new Set(pages).size).toBe(pages.length);
    expect(current.records.length).toBeGreaterThan(pages.length);
  });

  it('names files so that any host can serve them', () => {
    expect(contextFileName('en', 'docs-default-3.8.1', 'abc123')).toBe(
      'en-docs-default-3.8.1.abc123.json',
    );
    expect(contextFileName('pt-BR', 'a/b c', 'h')).toBe('pt-BR-a_b_c.h.json');
    expect(contextFileName('en', 'default', 'h', 'text')).toBe('en-default.text.h.json');
  });
});

describe('isIndexedRoute', () => {
  const options = {baseUrl: '/', excludePaths: ['/tests', '/search']};

  it('skips excluded areas, their sub-pages and .html files', () => {
    expect(isIndexedRoute('/docs/installation', options)).toBe(true);
    expect(isIndexedRoute('/', options)).toBe(true);
    expect(isIndexedRoute('/tests', options)).toBe(false);
    expect(isIndexedRoute('/tests/docs/x', options)).toBe(false);
    expect(isIndexedRoute('/testsuite', options)).toBe(true);
    expect(isIndexedRoute('/search', options)).toBe(false);
    expect(isIndexedRoute('/404.html', options)).toBe(false);
  });

  it('understands a base URL', () => {
    const withBase = {baseUrl: '/site/', excludePaths: ['/tests']};
    expect(isIndexedRoute('/site/docs', withBase)).toBe(true);
    expect(isIndexedRoute('/site/tests/a', withBase)).toBe(false);
    expect(isIndexedRoute('/other/docs', withBase)).toBe(false);
  });
});
