import {describe, expect, it} from 'vitest';
import {
  docSearchDisplayOrder,
  groupByPage,
  groupTitleQuery,
  modalRecords,
  pageGroupTitle,
} from '../modalGroups';
import type {SearchRecord} from '../types';
import {sampleRecords} from './fixtures';

const records = sampleRecords();
const byUrl = (url: string): SearchRecord => {
  const record = records.find((r) => r.url === url);
  if (!record) {
    throw new Error(`No sample record ${url}`);
  }
  return record;
};
const hitsOf = (...urls: string[]) => urls.map((url) => ({record: byUrl(url)}));

describe('groupByPage', () => {
  it('keeps pages in the order of their best hit, and as many sections of each as asked', () => {
    const hits = hitsOf(
      '/docs/sidebar',
      '/docs/sidebar#sidebar-items',
      '/docs/sidebar#collapsible',
      '/docs/deployment',
      '/docs/sidebar#sidebar-items',
      '/docs/deployment#github-pages',
    );
    expect(groupByPage(hits, 2).map((h) => h.record.url)).toEqual([
      '/docs/sidebar',
      '/docs/sidebar#sidebar-items',
      '/docs/deployment',
      '/docs/deployment#github-pages',
    ]);
    // The modal's share: each page's best section.
    expect(groupByPage(hits).map((h) => h.record.url)).toEqual([
      '/docs/sidebar',
      '/docs/deployment',
    ]);
  });
});

describe('docSearchDisplayOrder', () => {
  const item = (lvl0: string, lvl1: string, id: string) => ({id, hierarchy: {lvl0, lvl1}});

  it('groups by lvl0 in order of appearance, then by page inside a group, five at most', () => {
    const items = [
      item('Guides', 'Sidebar', 'a'),
      item('API', 'Config', 'b'),
      item('Guides', 'Deployment', 'c'),
      item('Guides', 'Sidebar', 'd'),
    ];
    expect(docSearchDisplayOrder(items).map((i) => i.id)).toEqual(['a', 'd', 'c', 'b']);
    const many = Array.from({length: 7}, (_, i) => item('Guides', `Page ${i}`, String(i)));
    expect(docSearchDisplayOrder(many)).toHaveLength(5);
  });

  it('puts group titles that read as numbers first, as a JavaScript object orders its keys', () => {
    const items = [item('Blog', 'Post', 'a'), item('2024', 'Post', 'b')];
    expect(docSearchDisplayOrder(items).map((i) => i.id)).toEqual(['b', 'a']);
  });
});

describe('modalRecords', () => {
  it('shows pages in ranking order, where DocSearch alone would pull a group together', () => {
    // The blog post (group "Blog") sits between two docs pages of group "Guides".
    const hits = hitsOf('/docs/sidebar', '/blog/releases/3.8', '/docs/deployment');
    const ungrouped = docSearchDisplayOrder(hits.map((h) => h.record));
    expect(ungrouped.map((r) => r.url)).toEqual([
      '/docs/sidebar',
      '/docs/deployment',
      '/blog/releases/3.8',
    ]);
    expect(modalRecords(hits).map((r) => r.url)).toEqual([
      '/docs/sidebar',
      '/blog/releases/3.8',
      '/docs/deployment',
    ]);
  });

  it('gives one page one of the five visible rows', () => {
    const hits = hitsOf(
      '/docs/sidebar',
      '/docs/sidebar#sidebar-items',
      '/docs/sidebar#collapsible',
      '/docs/deployment',
    );
    const shown = modalRecords(hits).slice(0, 5);
    expect(shown.filter((r) => r.url_without_anchor === '/docs/sidebar')).toHaveLength(1);
    expect(shown.map((r) => r.url_without_anchor)).toContain('/docs/deployment');
  });
});

describe('pageGroupTitle', () => {
  it('names the page under its group', () => {
    expect(pageGroupTitle({lvl0: 'Guides', lvl1: 'Sidebar'})).toBe('Guides › Sidebar');
    expect(pageGroupTitle({lvl0: 'Blog', lvl1: 'Blog'})).toBe('Blog');
  });
});

describe('groupTitleQuery', () => {
  it('searches the page title of a group title that DocSearch suggested', () => {
    expect(groupTitleQuery('Guides › Tabs')).toBe('Tabs');
    expect(groupTitleQuery(pageGroupTitle({lvl0: 'Docs', lvl1: 'Sidebar items'}))).toBe(
      'Sidebar items',
    );
  });

  it('leaves every other query as typed', () => {
    for (const query of ['tabs', 'Guides Tabs', 'a›b', 'Guides › ', ' › ', '']) {
      expect(groupTitleQuery(query)).toBe(query);
    }
  });
});
