/**
 * The Content-Security-Policy of build/_headers, applied the way a host would: every response
 * from the site carries the headers, and the pages must run without a single violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, hasBuild, sitemapPaths} from '../shared/build';
import {headersOfRule, parseHeadersFile} from '../../src/plugins/security-headers/utils';
import {baseURL} from '../../playwright.config';
import {knownIssue} from './data/known-issues';
import {scrollThrough, waitForHydration} from './utils';

const headersFile = path.join(BUILD_DIR, '_headers');
const headers = fs.existsSync(headersFile)
  ? headersOfRule(parseHeadersFile(fs.readFileSync(headersFile, 'utf8')), '/*')
  : {};

const firstPage = (pattern: RegExp, fallback: string) =>
  (hasBuild() ? sitemapPaths() : []).find((p) => pattern.test(p)) ?? fallback;

const pages = {
  home: '/',
  doc: '/docs/installation',
  'doc with a live code editor and diagrams': '/docs/markdown-features/code-blocks',
  'blog post': firstPage(/^\/blog\/\d{4}\/\d{2}\/\d{2}\//, '/blog/releases/3.8'),
  showcase: '/showcase',
  search: '/search?q=docs',
  'redirect page': '/docs/support',
};

test.describe('pages served with the Content-Security-Policy', () => {
  test.skip(!headers['Content-Security-Policy'], 'No build/_headers: build the site first.');

  test.beforeEach(async ({page}) => {
    await page.route(`${baseURL}/**`, async (route) => {
      // One retry, as a browser does when a kept-alive connection closes under a request (CI saw
      // 'socket hang up' on an idle-time prefetch); a second failure fails the test.
      const response = await route.fetch().catch(() => route.fetch());
      await route.fulfill({response, headers: {...response.headers(), ...headers}});
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, {cspViolations: seen});
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
  });

  // Requests still in flight when a test ends would otherwise fail in the route handler.
  test.afterEach(async ({page}) => {
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  for (const [name, url] of Object.entries(pages)) {
    test(`${name} (${url}) runs without a violation`, async ({page}) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Refused to|Content Security Policy/.test(message.text())) {
          refused.push(message.text());
        }
      });
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toBe(
        headers['Content-Security-Policy'],
      );
      await waitForHydration(page);
      // Let the lazy parts run: the live editor and diagrams (as they near the viewport), and
      // the search results.
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as {cspViolations: string[]}).cspViolations,
      );
      const problems = [...refused, ...violations].filter((problem) => {
        const issue = knownIssue(url, 'csp-violation', problem);
        if (issue) {
          console.warn(`csp: known issue on ${url} (${issue.date}): ${issue.reason}`);
        }
        return !issue;
      });
      expect(problems).toEqual([]);
    });
  }
});
