import {describe, expect, it} from 'vitest';
import {
  camelParts,
  indexTerms,
  normalizeTerm,
  queryTerms,
  spellings,
  stems,
  tokenSpans,
} from '../tokenize';

describe('tokenSpans', () => {
  it('splits on spaces and punctuation and keeps offsets into the original text', () => {
    const text = 'Use `docusaurus.config.js`, then run build!';
    const spans = tokenSpans(text);
    expect(spans.map((s) => s.term)).toEqual([
      'use',
      'docusaurus',
      'config',
      'js',
      'then',
      'run',
      'build',
    ]);
    for (const span of spans) {
      expect(normalizeTerm(text.slice(span.start, span.end))).toBe(span.term);
    }
  });

  it('folds case and Latin diacritics, so readers need not type accents', () => {
    expect(queryTerms('Déjà Vu ÉCOLE naïve')).toEqual(['deja', 'vu', 'ecole', 'naive']);
  });

  it('keeps words of other alphabets whole (Cyrillic, Greek, Arabic, Hebrew, Devanagari)', () => {
    expect(queryTerms('Документация сайта')).toEqual(['документация', 'сайта']);
    expect(queryTerms('Τεκμηρίωση')).toEqual(['τεκμηριωση']);
    expect(queryTerms('التوثيق الكامل')).toEqual(['التوثيق', 'الكامل']);
    expect(queryTerms('תיעוד מלא')).toEqual(['תיעוד', 'מלא']);
    expect(queryTerms('दस्तावेज़ीकरण')).toHaveLength(1);
  });

  it('turns Chinese and Japanese runs into overlapping pairs of characters', () => {
    expect(queryTerms('文档搜索')).toEqual(['文档', '档搜', '搜索']);
    expect(queryTerms('検索')).toEqual(['検索']);
    expect(queryTerms('字')).toEqual(['字']);
    // Mixed words: the Latin part stays a word of its own.
    expect(queryTerms('Docusaurus文档')).toEqual(['docusaurus', '文档']);
  });

  it('marks the exact characters of each CJK pair', () => {
    const text = 'A 文档搜索 page';
    const pairs = tokenSpans(text).filter((s) => /\p{Script=Han}/u.test(s.term));
    expect(pairs.map((s) => text.slice(s.start, s.end))).toEqual(['文档', '档搜', '搜索']);
  });

  it('finds no terms in emoji and symbols', () => {
    expect(queryTerms('🚀 ✨ -> || **')).toEqual([]);
  });

  it('keeps Korean words whole: they are separated by spaces', () => {
    expect(queryTerms('문서 검색')).toEqual(['문서', '검색']);
  });
});

describe('camelParts and indexTerms', () => {
  it('indexes identifiers whole and by their camelCase parts', () => {
    expect(indexTerms('onBrokenLinks')).toEqual(['onbrokenlinks', 'on', 'broken', 'links']);
    expect(indexTerms('useDocusaurusContext')).toEqual([
      'usedocusauruscontext',
      'use',
      'docusaurus',
      'context',
    ]);
  });

  it('splits runs of capitals before a capitalised word', () => {
    expect(camelParts('HTMLParser').map((p) => p.term)).toEqual(['html', 'parser']);
  });

  it('leaves plain words, numbers and one-letter parts alone', () => {
    expect(camelParts('sidebar')).toEqual([]);
    expect(camelParts('i18n')).toEqual([]);
    expect(camelParts('iOS').map((p) => p.term)).toEqual(['os']);
  });

  it('searches a query by its whole words only', () => {
    expect(queryTerms('onBrokenLinks')).toEqual(['onbrokenlinks']);
  });
});

describe('stems', () => {
  it('brings inflected English words to a shared stem', () => {
    for (const group of [
      ['create', 'creates', 'creating', 'created'],
      ['page', 'pages'],
      ['category', 'categories'],
      ['configure', 'configuring', 'configured', 'configuration'],
      ['translate', 'translation'],
      ['deploy', 'deploying', 'deployment', 'deployments'],
    ]) {
      const shared = group.map((word) => new Set([word, ...stems(word)]));
      const common = [...shared[0]!].filter((term) => shared.every((set) => set.has(term)));
      expect(common, group.join(', ')).not.toEqual([]);
    }
    expect(stems('installation')).toContain('install');
    // A -ment word keeps a root of 5 letters or more ("docu" would complete to "docusaurus").
    expect(stems('document')).toEqual([]);
    expect(stems('comments')).toEqual([]);
  });

  it('brings -ize and -ise words to a root of 5 letters or more', () => {
    expect(stems('customize')).toEqual(['custom']);
    expect(stems('customise')).toEqual(['custom']);
    expect(stems('resize')).toEqual([]);
  });

  it('leaves short words, other scripts and words ending in ss, us, is alone', () => {
    for (const word of ['use', 'docs', 'class', 'status', 'analysis', 'документы', 'i18n']) {
      expect(stems(word), word).toEqual([]);
    }
  });
});

describe('spellings', () => {
  it('gives British words their American spelling and back', () => {
    for (const [british, american] of [
      ['colour', 'color'],
      ['colours', 'colors'],
      ['behaviour', 'behavior'],
      ['customise', 'customize'],
      ['organisation', 'organization'],
      ['analyse', 'analyze'],
      ['labelled', 'labeled'],
      ['grey', 'gray'],
      ['centre', 'center'],
      ['licence', 'license'],
    ]) {
      expect(spellings(british!), british).toEqual([american]);
      expect(spellings(american!), american).toEqual([british]);
    }
  });

  it('has nothing for words spelled one way', () => {
    for (const word of ['error', 'tutorial', 'size', 'literal', 'feeling', 'docs']) {
      expect(spellings(word), word).toEqual([]);
    }
  });
});
