import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SearchEngine} from '../../src/plugins/search-index/engine';
import {readBuiltIndex, manifestPath} from '../../src/plugins/search-index/readIndex';
import {
  CANARY_CONTEXT,
  judgedQueries,
} from '../../src/plugins/search-index/__tests__/judged-queries';
import {judge} from '../../src/plugins/search-index/__tests__/relevance';

// Relevance of the index built from the real site: at least 90 % of the judged queries must
// have their page among the first three hits. It runs with the end-to-end suite because that
// suite runs after `docusaurus build`; no browser is involved.

const BUILD = path.join(__dirname, '../../build');
const MIN_HIT_RATE = 0.9;

test('judged queries find their page in the top 3 at least 90 % of the time', () => {
  test.skip(
    !fs.existsSync(manifestPath(BUILD)),
    'build/search-index is missing: run `npm run build` before this test.',
  );
  expect(judgedQueries.length).toBeGreaterThanOrEqual(40);
  const index = readBuiltIndex(BUILD);
  const engine = new SearchEngine();
  for (const context of index.contexts) {
    if (CANARY_CONTEXT.tags.includes(context.key.split('|')[1]!)) {
      engine.add(context.records);
    }
  }
  const {hitRate, judgements} = judge(engine, judgedQueries, CANARY_CONTEXT);
  const misses = judgements
    .filter((j) => !j.found)
    .map((j) => `"${j.query}" (${j.kind}) expected ${j.page}, got ${j.top.join(', ')}`);
  expect(hitRate, `Misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MIN_HIT_RATE);
});
