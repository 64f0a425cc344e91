/**
 * Docs pages show when they last changed and who changed them, which the framework reads from
 * git. A copy of the sources without history (a source archive, a container build whose context
 * leaves out `.git`) makes that git call fail the whole build, so those options follow whether
 * the site sits in a git work tree, with a one-line notice when it does not.
 */
import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';

export const NO_GIT_NOTICE =
  'No git history here (a source archive?): docs pages are built without their last-update date and author.';

/** Whether `dir` is inside a git work tree that git itself can read. */
export function hasGitHistory(dir: string): boolean {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return answer.toString().trim() === 'true';
  } catch {
    // Not a work tree (git exits 128), or no git at all.
    return false;
  }
}

export interface LastUpdateOptions {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

// Kept on globalThis: the framework loads the site config more than once in one build (once to
// read the locales, again for each locale's build), each time with fresh modules.
const ANSWERS = Symbol.for('docusaurus-website.lastUpdateOptions');
type WithAnswers = typeof globalThis & {[ANSWERS]?: Map<string, LastUpdateOptions>};
const answers = ((globalThis as WithAnswers)[ANSWERS] ??= new Map());

/**
 * The docs plugins' last-update options for the site in `dir`: on with git history, off without
 * it. Asked once per folder, so the notice is printed once however many docs instances ask.
 */
export function lastUpdateOptions(
  dir: string,
  notify: (message: string) => void = (message) => logger.info(message),
): LastUpdateOptions {
  let options = answers.get(dir);
  if (!options) {
    const withHistory = hasGitHistory(dir);
    if (!withHistory) {
      notify(NO_GIT_NOTICE);
    }
    options = {showLastUpdateTime: withHistory, showLastUpdateAuthor: withHistory};
    answers.set(dir, options);
  }
  return options;
}
