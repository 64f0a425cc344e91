// Relevance part of `npm run bench:search`: scores what the modal shows and what /search lists
// on the real readers' questions (the 'tune' and 'held-out' splits apart) and on the judged
// queries, for the local index of the build or the provider SEARCH_PROVIDER names (see README,
// "Search for sites that outgrow a static index"). Prints figures; asserts nothing.
//
// Misses (not in the modal's top 3, then second or third) are listed for the judged queries and
// the 'tune' split only (`--misses`): the held-out split is looked at as totals, so the ranking is
// never tuned on its questions.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const tests = path.join(root, 'src/plugins/search-index/__tests__');
const {judgeAll, summarize, describeMiss, percent, MODAL_CUTOFFS, PAGE_CUTOFFS} = jiti(
  path.join(tests, 'relevance.ts'),
);
const {canaryEngine, localSource, providerSource} = jiti(path.join(tests, 'sources.ts'));
const {judgedQueries} = jiti(path.join(tests, 'judged-queries.ts'));
const realQuestionsFile = path.join(tests, 'real-questions.ts');
const minedQuestionsFile = path.join(root, 'scripts/search/mined-questions.jsonl');

/**
 * The question sets: the real questions by split (when present), the judged queries and, with
 * `mined`, the questions the docs were written against (misses listed: they are for tuning).
 */
function questionSets(mined) {
  const sets = [];
  if (fs.existsSync(realQuestionsFile)) {
    const {realQuestions} = jiti(realQuestionsFile);
    for (const split of ['tune', 'held-out']) {
      sets.push({
        name: `real questions, ${split}`,
        cases: realQuestions.filter((q) => q.split === split),
        showMisses: split === 'tune',
      });
    }
  } else {
    console.log(`\n(No ${path.relative(root, realQuestionsFile)}: real questions not scored.)`);
  }
  sets.push({name: 'judged queries', cases: judgedQueries, showMisses: true});
  if (mined) {
    const cases = fs
      .readFileSync(minedQuestionsFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line));
    sets.push({name: 'mined questions', cases, showMisses: true});
  }
  return sets;
}

function row(set, list, scores, cutoffs) {
  return {
    set,
    list,
    queries: scores.count,
    ...Object.fromEntries(cutoffs.map((k) => [`top ${k}`, percent(scores.top[k])])),
    MRR: scores.mrr.toFixed(3),
  };
}

/**
 * @param {{contexts: unknown[]}} index the build's index (readBuiltIndex)
 * @param {{misses: boolean, ungroupedModal: boolean, mined: boolean}} options
 */
export async function measureRelevance(index, {misses, ungroupedModal, mined}) {
  const source =
    process.env.SEARCH_PROVIDER && process.env.SEARCH_PROVIDER !== 'local'
      ? providerSource(process.env, index.contexts)
      : localSource(canaryEngine(index.contexts), {
          groupsByPage: !ungroupedModal,
          name: ungroupedModal ? 'local index, modal without page groups' : 'local index',
        });
  console.log(`\nRelevance: ${source.name}, searched from a Canary docs page`);
  const results = {};
  const modalRows = [];
  const pageRows = [];
  for (const set of questionSets(mined)) {
    const judgements = await judgeAll(source, set.cases);
    const summary = summarize(judgements);
    results[set.name] = summary;
    modalRows.push(row(set.name, 'modal', summary.modal, MODAL_CUTOFFS));
    pageRows.push(row(set.name, 'search page', summary.page, PAGE_CUTOFFS));
    if (misses && set.showMisses) {
      const missed = judgements.filter((j) => j.modalRank === null || j.modalRank > 3);
      console.log(`\n${set.name}: ${missed.length} not in the modal's top 3`);
      for (const j of missed) {
        console.log(`  ${describeMiss(j, 'modal')}`);
      }
      // Second or third: in view, but not the first hit a reader's Enter opens.
      const notFirst = judgements.filter((j) => j.modalRank === 2 || j.modalRank === 3);
      console.log(`${set.name}: ${notFirst.length} second or third in the modal`);
      for (const j of notFirst) {
        console.log(`  ${describeMiss(j, 'modal')}`);
      }
    }
  }
  console.log('\nModal (rows as shown, 5 visible)');
  console.table(modalRows);
  console.log('Search page');
  console.table(pageRows);
  return {provider: source.name, sets: results};
}
