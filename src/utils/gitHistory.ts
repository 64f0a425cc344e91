/**
 * Docs pages show when they last changed and who changed them, which the framework reads from
 * git. A copy of the sources without history (a source archive, a container build whose context
 * leaves out `.git`) makes that git call fail the whole build, so those options follow whether
 * the site sits in a git work tree, with a one-line notice when it does not.
 */
import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';

export const NO_GIT_NOTICE =
  'No git history here (a source archive?): docs pages are built without their last-update date and author, the sitemap without lastmod dates.';

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
const ANSWERS = Symbol.for('docusaurus-website.gitHistory');
type WithAnswers = typeof globalThis & {[ANSWERS]?: Map<string, boolean>};
const answers = ((globalThis as WithAnswers)[ANSWERS] ??= new Map());

/**
 * Whether the site in `dir` has git history, asked once per folder, so the notice is printed
 * once however many options ask.
 */
export function siteHasGitHistory(
  dir: string,
  notify: (message: string) => void = (message) => logger.info(message),
): boolean {
  let answer = answers.get(dir);
  if (answer === undefined) {
    answer = hasGitHistory(dir);
    if (!answer) {
      notify(NO_GIT_NOTICE);
    }
    answers.set(dir, answer);
  }
  return answer;
}

/** The docs plugins' last-update options: on with git history, off without it. */
export function lastUpdateOptions(
  dir: string,
  notify?: (message: string) => void,
): LastUpdateOptions {
  const withHistory = siteHasGitHistory(dir, notify);
  return {showLastUpdateTime: withHistory, showLastUpdateAuthor: withHistory};
}

/** The sitemap's `lastmod`: each page's last commit date with git history, none without it. */
export function sitemapLastmod(dir: string, notify?: (message: string) => void): 'date' | null {
  return siteHasGitHistory(dir, notify) ? 'date' : null;
}
