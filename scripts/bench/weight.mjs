/**
 * Weight benchmark: how much JavaScript and CSS a reader downloads, in gzip bytes.
 *
 * Each scenario runs in a fresh browser context (empty cache) against the served build/ in
 * Debian's Chromium. Every JS and CSS response body is compressed with zlib gzip at level 9 and
 * summed, so the figures do not depend on how the server compresses. Scenarios:
 * - first load of the home page, a doc page and a blog post (until the page is hydrated and the
 *   network is idle);
 * - a client-side navigation from one doc to another (only what the second doc adds).
 * Link prefetching is turned off (the browser reports save-data), as on a metered connection:
 * prefetches download at idle time what a later click may need, not what the page needs. Prism
 * follows the same rule (src/theme/CodeBlock/Content/highlighter.ts): with save-data it loads
 * only when code must be highlighted in the browser, so the navigation to a doc with code pays
 * for it. One more scenario loads a doc page on an ordinary connection and counts the scripts and
 * styles that arrive in the 2.5 s after hydration too (link prefetches, not scripts, left out):
 * nothing should, since Prism waits for the reader to head for a link.
 *
 * With --all-docs, every page the docs plugins built (every version, category and tag page, and
 * the community docs) is loaded the first way too, and the heaviest is reported against issue
 * 27's limit: no doc page loads more than 150 KB of gzip JS by the time the network is idle.
 * Pages load at 1280×720 without scrolling: live diagrams and live code download as they near
 * the viewport (HydrateNearViewport), so they count where the first screen reaches them.
 *
 * In-run reference: /tests/pages/layout-no-children, a page with the site layout and nothing
 * else, measured in the same run. Its JS is the site shell (framework, router, theme layout)
 * that every page pays for; each page's figure minus the shell is what its own content costs.
 *
 * Target (issue 10): at most 130 KB gzip JS for a first doc-page load. Figures are compared with
 * scripts/bench/baseline.json; a regression of more than 10 % sets a non-zero exit code.
 */
import {chromium} from '@playwright/test';
import {args, buildDir, report, serveBuild} from './lib.mjs';
import {docPagePaths} from './doc-pages.mjs';
import {recordWeight, trackNetwork} from './page-weight.mjs';

const DOC_FIRST_LOAD_JS_TARGET_KB = 130;
/** Issue 27: the most JS (KB gzip) any doc page may load, diagrams included. */
const ANY_DOC_JS_LIMIT_KB = 150;

const pages = {
  shell: '/tests/pages/layout-no-children',
  home: '/',
  doc: '/docs/installation',
  post: '/blog/releases/3.8',
  docsLanding: '/docs/',
  navigationTo: '/docs/configuration',
};

async function settle(page) {
  // The server's HTML carries data-has-hydrated="false"; the client sets "true".
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
}

async function measure(browser, baseUrl, scenario, {saveData = true} = {}) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  // Docusaurus skips link prefetching when the connection reports save-data.
  if (saveData) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        get: () => ({saveData: true, effectiveType: '4g'}),
      });
    });
  }
  const page = await context.newPage();
  try {
    return await scenario(page, baseUrl);
  } finally {
    await context.close();
  }
}

const firstLoad = (path) => async (page, baseUrl) => {
  const stop = recordWeight(page);
  await page.goto(`${baseUrl}${path}`);
  await settle(page);
  return stop();
};

/** A first load that also waits for scripts loaded after hydration, counting scripts and styles. */
const firstLoadWithIdleScripts = (path) => async (page, baseUrl) => {
  const stop = recordWeight(page, (request) =>
    ['script', 'stylesheet'].includes(request.resourceType()),
  );
  const quiet = trackNetwork(page);
  await page.goto(`${baseUrl}${path}`);
  await settle(page);
  // Idle callbacks run within their 2 s timeout at the latest.
  await page.waitForTimeout(2500);
  await quiet();
  return stop();
};

async function docToDoc(page, baseUrl) {
  await page.goto(`${baseUrl}${pages.doc}`);
  await settle(page);
  const stop = recordWeight(page);
  const quiet = trackNetwork(page);
  await page.locator(`nav.menu a[href="${pages.navigationTo}"]`).first().click();
  await page.waitForURL(`**${pages.navigationTo}`);
  // What the new page loads once it shows (Prism, on this connection) counts too.
  await quiet();
  return stop();
}

/** Whether a load's files include the main bundle: without it, the figure is not a page load. */
const loadedMainBundle = ({files}) => files.some(({file}) => /\/main\.[\w]+\.js$/.test(file));

/**
 * Loads every doc page, a few at a time, and returns the JS of each, heaviest first. A load whose
 * figures lack the main bundle (the page did not load) is measured again, up to twice;
 * `remeasured` counts them, `failed` lists pages never measured.
 */
async function allDocs(browser, baseUrl, concurrency = 2) {
  const queue = docPagePaths(buildDir);
  const results = [];
  const failed = [];
  let remeasured = 0;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      let load = await measure(browser, baseUrl, firstLoad(path));
      for (let attempt = 1; attempt <= 2 && !loadedMainBundle(load); attempt += 1) {
        remeasured += 1;
        load = await measure(browser, baseUrl, firstLoad(path));
      }
      if (loadedMainBundle(load)) {
        results.push({path, js: load.js});
      } else {
        failed.push(path);
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  return {docs: results.sort((a, b) => b.js - a.js), remeasured, failed};
}

const server = await serveBuild();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const results = {
    shell: await measure(browser, server.url, firstLoad(pages.shell)),
    home: await measure(browser, server.url, firstLoad(pages.home)),
    doc: await measure(browser, server.url, firstLoad(pages.doc)),
    post: await measure(browser, server.url, firstLoad(pages.post)),
    docsLanding: await measure(browser, server.url, firstLoad(pages.docsLanding)),
    navigation: await measure(browser, server.url, docToDoc),
    docIdle: await measure(browser, server.url, firstLoadWithIdleScripts(pages.doc), {
      saveData: false,
    }),
  };

  if (process.argv.includes('--files')) {
    for (const [name, {files}] of Object.entries(results)) {
      console.log(`\n${name}`);
      console.table(
        files.sort((a, b) => b.gzipKB - a.gzipKB).map((f) => ({...f, gzipKB: f.gzipKB.toFixed(1)})),
      );
    }
  }

  const label = {
    shell: `site shell (${pages.shell})`,
    home: `home (${pages.home})`,
    doc: `doc (${pages.doc})`,
    post: `blog post (${pages.post})`,
    docsLanding: `docs landing (${pages.docsLanding})`,
    navigation: `navigation ${pages.doc} → ${pages.navigationTo}`,
    docIdle: `doc (${pages.doc}), ordinary connection, 2.5 s after hydration`,
  };
  const figures = Object.entries(results).flatMap(([name, {js, css}]) => [
    {
      key: `${name}Js`,
      label: `${label[name]}: JS`,
      value: js,
      unit: 'KB',
      better: 'lower',
      ...(name === 'doc' ? {target: DOC_FIRST_LOAD_JS_TARGET_KB} : {}),
      ...(name === 'docsLanding' ? {target: ANY_DOC_JS_LIMIT_KB} : {}),
    },
    {key: `${name}Css`, label: `${label[name]}: CSS`, value: css, unit: 'KB', better: 'lower'},
  ]);
  if (args.has('--all-docs')) {
    const {docs, remeasured, failed} = await allDocs(browser, server.url);
    const over = docs.filter(({js}) => js > ANY_DOC_JS_LIMIT_KB);
    console.log(
      `\n${over.length} of ${docs.length} doc pages load more than ${ANY_DOC_JS_LIMIT_KB} KB of JS; the heaviest (KB gzip):`,
    );
    console.log(
      `(${remeasured} loads measured again; never measured: ${failed.join(', ') || 'none'})`,
    );
    if (failed.length > 0) {
      process.exitCode = 1;
    }
    console.table(
      docs.slice(0, Math.max(8, over.length)).map(({path, js}) => ({path, js: js.toFixed(1)})),
    );
    figures.push({
      key: 'heaviestDocJs',
      label: `heaviest doc page (${docs[0].path}): JS`,
      value: docs[0].js,
      unit: 'KB',
      better: 'lower',
      target: ANY_DOC_JS_LIMIT_KB,
    });
  }
  report('weight (gzip level 9)', figures);
  const overShell = (name) => (results[name].js - results.shell.js).toFixed(1);
  console.log(
    `JS beyond the site shell: home ${overShell('home')} KB, doc ${overShell('doc')} KB, blog post ${overShell('post')} KB.`,
  );
} finally {
  await browser.close();
  await server.close();
}
