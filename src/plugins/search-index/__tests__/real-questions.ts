/**
 * Real readers' questions about Docusaurus, each with the page of this site that answers it.
 * judged-queries.ts holds queries we wrote to pin known pages; these were asked by people, so they
 * measure whether the search finds answers to what readers actually type.
 *
 * Gathered on 2026-11-26 from the search tool's stored copies of public GitHub issue and pull
 * request threads (facebook/docusaurus and projects built with it); its stored Q&A pages were
 * searched too but held no usable Docusaurus question. A third batch (real-questions/batch-3.ts
 * and batch-3b.ts, 49 questions, in that order) was gathered on 2026-11-28 the same way, one search a topic of the docs (config,
 * deployment, i18n, versioning, sidebars, blog, styling, swizzling, MDX, plugins, search, SEO,
 * static assets, TypeScript, the v3 migration, the CLI, pasted errors), keeping threads not already
 * in the set; the stored Q&A pages again held no Docusaurus question. A fourth batch
 * (real-questions/batch-4.ts and batch-4b.ts, 46 questions, in that order) was gathered on
 * 2026-11-28 the same way, and a fifth (real-questions/batch-5.ts and batch-5b.ts, 45 questions)
 * on 2026-12-07, by a searcher who did not run our search. A sixth (real-questions/batch-6.ts and
 * batch-6b.ts, 57 questions, in that order) was gathered later that day by two more such
 * searchers, from threads not used before by the set or by the keywords' sources
 * (scripts/search/keyword-sources.jsonl). Every entry keeps the URL of its thread.
 * Questions were picked because they are real and common, spread over the topics of the docs, not
 * because our search already answers them.
 *
 * Shortening: a query is what the reader would type in the search box, cut from the thread's title
 * or its question sentence. Words are dropped, never swapped for the docs' vocabulary ("hide",
 * "dark mode", "not working" stay as written), and a pasted error message stays an error message.
 *
 * Answer: the page a maintainer (of Docusaurus, or of the project where it was asked) linked in
 * reply, with its docusaurus.io path mapped to ours ('maintainer-link'), else the page of this site
 * we judged answers it best ('judged'). Error messages whose best answer is the troubleshooting
 * page point to /docs/troubleshooting (it lands from another branch) and list the page of the
 * option involved in alsoAccepted.
 *
 * Split, fixed once: in the order of `realQuestions`, every third question (index % 3 === 2) is
 * 'held-out', the others 'tune'. The value is written in each entry and never changes: tune the
 * ranking on 'tune' only and report 'held-out' apart. New questions are only ever appended, in files
 * after the last one, so no index or split moves.
 */
import {configDeploy} from './real-questions/config-deploy';
import {docsSidebarVersioning} from './real-questions/docs-sidebar-versioning';
import {markdown} from './real-questions/markdown';
import {themingSearchI18nBlog} from './real-questions/theming-search-i18n-blog';
import {moreConfigBuild} from './real-questions/more-config-build';
import {moreDocsContent} from './real-questions/more-docs-content';
import {moreThemingI18nBlog} from './real-questions/more-theming-i18n-blog';
import {batch3} from './real-questions/batch-3';
import {batch3b} from './real-questions/batch-3b';
import {batch4} from './real-questions/batch-4';
import {batch4b} from './real-questions/batch-4b';
import {batch5} from './real-questions/batch-5';
import {batch5b} from './real-questions/batch-5b';
import {batch6} from './real-questions/batch-6';
import {batch6b} from './real-questions/batch-6b';

export interface RealQuestion {
  /** What a reader would type in the search box: the real question, shortened, in the reader's own words. */
  query: string;
  /** Path (no anchor, no trailing slash) of the Canary page on OUR site that answers it, e.g. '/docs/api/docusaurus-config'. */
  page: string;
  /** Also-correct pages, if a second page answers it equally well (optional, rarely). */
  alsoAccepted?: string[];
  /** Where the question was asked: the public URL (GitHub issue/discussion, Stack Overflow question...). */
  source: string;
  /** Where the answer page comes from: 'maintainer-link' when a maintainer linked that doc in reply, 'judged' when we judged it ourselves. */
  answer: 'maintainer-link' | 'judged';
  /** Fixed once: 'tune' (two thirds) or 'held-out' (one third). */
  split: 'tune' | 'held-out';
}

/** In this order; see the split rule above before reordering anything (don't). */
export const realQuestions: RealQuestion[] = [
  ...configDeploy,
  ...docsSidebarVersioning,
  ...markdown,
  ...themingSearchI18nBlog,
  ...moreConfigBuild,
  ...moreDocsContent,
  ...moreThemingI18nBlog,
  ...batch3,
  ...batch3b,
  ...batch4,
  ...batch4b,
  ...batch5,
  ...batch5b,
  ...batch6,
  ...batch6b,
];
