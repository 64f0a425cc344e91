/**
 * scripts/search/keyword-sources.jsonl records where the front matter keywords in readers' words
 * came from: public threads where readers asked in those words. Each keyword must be on its page
 * in every docs version that has the page, and no source may be a thread a held-out real
 * question was taken from: the held-out third measures the search, so its threads must not have
 * shaped it. scripts/search/mined-questions.jsonl holds readers' questions the docs were then
 * written to answer (2026-12-07): none may come from a thread of the real questions at all, so
 * that the set measures what the docs were not written against.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {realQuestions} from './real-questions';

const ROOT = path.resolve(__dirname, '../../../..');
const VERSION_DIRS = ['docs', 'versioned_docs/version-3.8.1', 'versioned_docs/version-3.7.0'];

interface KeywordSource {
  /** The page's file, under docs/. */
  file: string;
  keyword: string;
  sources: string[];
}

interface MinedQuestion {
  query: string;
  /** The Canary page that answers it, as in real-questions.ts. */
  page: string;
  source: string;
}

function readLines<T>(file: string): T[] {
  return fs
    .readFileSync(path.join(ROOT, 'scripts/search', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

const entries = readLines<KeywordSource>('keyword-sources.jsonl');
const mined = readLines<MinedQuestion>('mined-questions.jsonl');

/** A GitHub thread as repository and number, so an issue and its pull request URL compare. */
function thread(url: string): string {
  const match = /github\.com\/([^/]+\/[^/]+)\/(?:issues|pull|discussions)\/(\d+)/.exec(url);
  return match ? `${match[1]!.toLowerCase()}#${match[2]}` : url;
}

async function keywordsOf(file: string): Promise<string[]> {
  const fileContent = fs.readFileSync(file, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
  const keywords = frontMatter.keywords;
  return Array.isArray(keywords) ? keywords.map(String) : [];
}

describe('keyword sources', () => {
  it('lists keywords with a public source each', () => {
    expect(entries.length).toBeGreaterThan(200);
    for (const {file, keyword, sources} of entries) {
      expect(file, keyword).toMatch(/^docs\/.+\.mdx$/);
      expect(sources.length, keyword).toBeGreaterThan(0);
      sources.forEach((source) => expect(source, keyword).toMatch(/^https:\/\//));
    }
  });

  it('puts each keyword on its page, in every version that has the page', async () => {
    const missing: string[] = [];
    for (const {file, keyword} of entries) {
      const relative = file.slice('docs/'.length);
      for (const dir of VERSION_DIRS) {
        const page = path.join(ROOT, dir, relative);
        if (fs.existsSync(page) && !(await keywordsOf(page)).includes(keyword)) {
          missing.push(`${dir}/${relative}: ${keyword}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('takes no keyword from a thread of the held-out questions', () => {
    const heldOut = new Set(
      realQuestions.filter((q) => q.split === 'held-out').map((q) => thread(q.source)),
    );
    const used = entries.flatMap(({keyword, sources}) =>
      sources.filter((source) => heldOut.has(thread(source))).map((s) => `${keyword}: ${s}`),
    );
    expect(used).toEqual([]);
  });
});

describe('mined questions', () => {
  it('each name a public thread and a docs page', () => {
    expect(mined.length).toBeGreaterThan(200);
    for (const {query, page, source} of mined) {
      expect(page, query).toMatch(/^\/docs\/?[^\s#?]*$/);
      expect(source, query).toMatch(/^https:\/\//);
    }
  });

  it('come from threads none of the real questions was taken from', () => {
    const asked = new Set(realQuestions.map((q) => thread(q.source)));
    const shared = mined.filter(({source}) => asked.has(thread(source))).map((q) => q.source);
    expect(shared).toEqual([]);
  });
});
