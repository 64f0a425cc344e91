/**
 * Real readers' questions gate: every page given as an answer in
 * src/plugins/search-index/__tests__/real-questions.ts (and every also-accepted page) is a page of
 * the production build, not a redirect, so the search can be judged on pages readers can land on.
 */
import {describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath, parsePage, readBuildFile} from '../shared/build';
import {realQuestions} from '../../src/plugins/search-index/__tests__/real-questions';

const built = buildToCheck('real-questions');

/**
 * Pages that land from another branch: /docs/troubleshooting (error messages with cause and fix)
 * is written on its own branch. Until it is merged, a build without it is accepted; once it
 * exists, it is checked like any other page.
 */
const LANDING_ELSEWHERE = new Set(['/docs/troubleshooting']);

describe.runIf(built)('real readers’ questions', () => {
  it('answers every question with a page of the build', () => {
    const answerPaths = new Set(
      realQuestions.flatMap(({page, alsoAccepted = []}) => [page, ...alsoAccepted]),
    );
    const problems: string[] = [];
    for (const urlPath of answerPaths) {
      const file = fileForPath(urlPath);
      if (!file) {
        if (!LANDING_ELSEWHERE.has(urlPath)) {
          problems.push(`${urlPath}: no page in the build`);
        }
        continue;
      }
      if (parsePage(readBuildFile(file)).refreshTo !== undefined) {
        problems.push(`${urlPath}: a redirect page (${file}), not the page itself`);
      }
    }
    expect(problems).toEqual([]);
  });
});
