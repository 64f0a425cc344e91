/**
 * Accessibility gate: axe-core finds no violation at all, of any impact, under the WCAG 2.0, 2.1
 * and 2.2 A and AA rules and its best practices, on one page of every kind, in light and in dark
 * mode. The templates are clean today; counting minor and moderate findings too keeps them so.
 * Keyboard use of the navbar is in keyboard-navigation.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {fileForPath, hasBuild, sitemapPaths} from '../shared/build';
import {knownIssue, type KnownIssue} from './data/known-issues';
import {NEAR_VIEWPORT_PARTS, axe, scrollThrough, storageNamespace, waitForHydration} from './utils';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The first sitemap page matching `pattern`, so the gate follows the content as it changes. */
function firstPage(pattern: RegExp, fallback: string): string {
  return (hasBuild() ? sitemapPaths() : []).find((p) => pattern.test(p)) ?? fallback;
}

const pageTypes: Record<string, string> = {
  home: '/',
  doc: '/docs/installation',
  'versioned doc': '/docs/3.8.1/installation',
  'category index': '/docs/category/getting-started',
  'community doc': '/community/support',
  'blog list': '/blog',
  'blog post': firstPage(/^\/blog\/\d{4}\/\d{2}\/\d{2}\//, '/blog/releases/3.8'),
  'tag page': firstPage(/^\/blog\/tags\/[^/]+$/, '/blog/tags/release'),
  changelog: '/changelog',
  'changelog release': firstPage(/^\/changelog\/\d+\.\d+\.\d+$/, '/changelog/3.8.1'),
  showcase: '/showcase',
  versions: '/versions',
  search: '/search?q=docs',
  'not found': '/this-page-does-not-exist',
  'tabs and code': '/docs/markdown-features/tabs',
  'code blocks': '/docs/markdown-features/code-blocks',
  'ideal image and themed images': '/docs/markdown-features/assets',
  // Pages where a crawl of the whole site found violations once: task-list checkboxes, coloured
  // badges (feature requests, the test docs' Dogfood label), an error boundary's message.
  'task list': '/docs/markdown-features',
  'feature requests': '/feature-requests',
  'feature request': firstPage(/^\/feature-requests\/[^/]+$/, '/feature-requests/hash-router'),
  'test-area doc': '/tests/docs',
  'crash page': '/tests/pages/crashTest',
  // Dark mode found these: Mermaid's edge labels, and links of an MDX page (no .markdown wrapper).
  'mermaid diagrams': '/docs/markdown-features/diagrams',
  'MDX page': '/tests/pages/markdown-tests-mdx',
  // Several posts with footnotes on one page, and authors known only by an avatar.
  'test blog list with footnotes': '/tests/blog/page/4',
  'post with image-only authors': '/tests/blog/2022/01/20/image-only-authors',
};

/**
 * Whether the page has parts that load near the viewport (live diagrams, drawn again on a mode
 * change, and live code).
 */
async function hasLiveParts(page: Page): Promise<boolean> {
  return (await page.locator(NEAR_VIEWPORT_PARTS).count()) > 0;
}

/**
 * Shows `url` in light mode, chosen the way a reader's stored choice does, and waits until the
 * page is hydrated and its network is idle.
 */
async function showInLightMode(page: Page, url: string): Promise<void> {
  const key = `theme${storageNamespace()}`;
  await page.emulateMedia({colorScheme: 'light'});
  await page.addInitScript(([k]) => window.localStorage.setItem(k, 'light'), [key] as const);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.waitForLoadState('networkidle');
  await livePartsShown(page);
}

/**
 * Switches the shown page to dark mode in place, as a choice made in another tab does (the
 * storage event the colour mode listens to), so the page is not loaded a second time. Pages with
 * diagrams drawn in the browser are loaded again instead: they redraw asynchronously, and axe
 * must not read a diagram half-way through.
 */
async function switchToDarkMode(page: Page, url: string): Promise<void> {
  const key = `theme${storageNamespace()}`;
  await page.emulateMedia({colorScheme: 'dark'});
  if (await hasLiveParts(page)) {
    await page.addInitScript(([k]) => window.localStorage.setItem(k, 'dark'), [key] as const);
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  } else {
    await page.evaluate((k) => {
      const oldValue = window.localStorage.getItem(k);
      window.localStorage.setItem(k, 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: k,
          oldValue,
          newValue: 'dark',
          storageArea: localStorage,
        }),
      );
    }, key);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours change through CSS transitions: axe reading them half-way saw light text on the dark
  // navbar (contrast 1.08, CI run 4 of this change). Wait for the transitions the switch started.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  await livePartsShown(page);
}

/** Live parts render in the browser as they near the viewport: axe reads them all rendered. */
async function livePartsShown(page: Page): Promise<void> {
  if (await hasLiveParts(page)) {
    await scrollThrough(page);
  }
}

/** What axe finds on the page as it is, minus the known issues (reported as warnings). */
async function axeProblems(page: Page, url: string): Promise<string[]> {
  // Only violations are gathered: the passing nodes are not needed and cost time on big pages.
  const {violations} = await axe(page)
    .withTags(AXE_TAGS)
    .options({resultTypes: ['violations']})
    .analyze();
  const known = new Set<KnownIssue>();
  const problems = violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.join(' ');
        return `${violation.id} (${violation.impact}) at ${target}: ${node.failureSummary ?? ''}`;
      }),
    )
    .filter((problem) => {
      const rule = `axe:${problem.split(' ')[0]}` as const;
      const issue = knownIssue(url, rule, problem);
      if (issue) {
        known.add(issue);
      }
      return !issue;
    });
  for (const issue of known) {
    console.warn(`a11y: known issue on ${issue.url} (${issue.date}): ${issue.reason}`);
  }
  return problems;
}

test.describe('axe in light and dark mode', () => {
  for (const [type, url] of Object.entries(pageTypes)) {
    test(`${type} (${url}) has no axe violation`, async ({page}) => {
      const file = fileForPath(url.split('?')[0] ?? url);
      test.skip(
        hasBuild() && !file && type !== 'not found',
        `${url} is not in this build (${type} pages have not landed yet)`,
      );
      for (const mode of ['light', 'dark'] as const) {
        await test.step(`${mode} mode`, async () => {
          await (mode === 'light' ? showInLightMode(page, url) : switchToDarkMode(page, url));
          const problems = await axeProblems(page, url);
          expect(problems, `${mode} mode:\n${problems.join('\n\n')}`).toEqual([]);
        });
      }
    });
  }
});

test('in dark mode, links in running text are underlined, and post titles and author names not', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const line = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((link) => getComputedStyle(link).textDecorationLine);
  expect(await line('main a[aria-label^="Read more"]')).toBe('underline');
  expect(await line('main article h2 a')).toBe('none');
  expect(await line('main .avatar__name a')).toBe('none');
});
