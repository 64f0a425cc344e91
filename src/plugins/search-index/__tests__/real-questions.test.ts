/**
 * Checks the shape of the real readers' questions (real-questions.ts): enough of them, each once,
 * each with its public source, a page path of our site and the split written by the fixed rule.
 * Whether each page exists in the build is checked by tests/output/real-questions.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {realQuestions} from './real-questions';

/** A path of our site: starts with '/', no anchor, query, space or trailing slash. */
const PAGE_PATH = /^\/[^\s#?]*[^\s#?/]$/;
/** Versioned docs live at /docs/<number>...; answers are Canary pages. */
const VERSIONED = /^\/docs\/\d/;

describe('real readers’ questions', () => {
  it('holds at least 170 questions', () => {
    expect(realQuestions.length).toBeGreaterThanOrEqual(170);
  });

  it('has each query once, trimmed and short enough to type', () => {
    const seen = new Map<string, number>();
    realQuestions.forEach(({query}, index) => {
      expect(query, `#${index}`).toBe(query.trim());
      expect(query.length, query).toBeGreaterThan(2);
      expect(query.length, query).toBeLessThanOrEqual(120);
      const key = query.toLowerCase().replace(/\s+/g, ' ');
      expect(seen.get(key), `"${query}" also at #${seen.get(key)}`).toBeUndefined();
      seen.set(key, index);
    });
  });

  it('takes each question from a public http(s) page, one question per thread', () => {
    const seen = new Set<string>();
    for (const {query, source} of realQuestions) {
      const url = new URL(source);
      expect(['http:', 'https:'], `${query}: ${source}`).toContain(url.protocol);
      expect(seen.has(source), `${source} used twice`).toBe(false);
      seen.add(source);
    }
  });

  it('points every answer at a Canary page path without anchor or trailing slash', () => {
    for (const {query, page, alsoAccepted = []} of realQuestions) {
      for (const path of [page, ...alsoAccepted]) {
        expect(path, query).toMatch(PAGE_PATH);
        expect(path, query).not.toMatch(VERSIONED);
      }
      expect(alsoAccepted, query).not.toContain(page);
      expect(new Set(alsoAccepted).size, query).toBe(alsoAccepted.length);
    }
  });

  it('says where each answer comes from', () => {
    for (const {query, answer} of realQuestions) {
      expect(['maintainer-link', 'judged'], query).toContain(answer);
    }
  });

  it('keeps the split fixed: every third question (index % 3 === 2) is held out', () => {
    realQuestions.forEach(({query, split}, index) => {
      expect(split, `#${index} ${query}`).toBe(index % 3 === 2 ? 'held-out' : 'tune');
    });
  });

  it('keeps error messages answered by the troubleshooting page to about 15 %', () => {
    const troubleshooting = realQuestions.filter(({page}) => page === '/docs/troubleshooting');
    expect(troubleshooting.length).toBeLessThanOrEqual(Math.ceil(realQuestions.length * 0.15));
    // Each of them also names the page of the option involved.
    for (const {query, alsoAccepted = []} of troubleshooting) {
      expect(alsoAccepted.length, query).toBeGreaterThan(0);
    }
  });
});
