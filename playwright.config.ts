import {defineConfig, devices} from '@playwright/test';

// End-to-end tests run against the production build (`npm run build`), served on loopback by
// scripts/serve.mjs (as `npm run serve`), in Debian's Chromium: no browser is ever downloaded.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Per test. Several tests visit dozens of pages; on the 2-core CI machine a page takes 1 to 2 s.
  timeout: 90_000,
  // Per assertion. While the other worker crawls pages, work that takes 2 to 3 s on an idle
  // machine (the search page indexing its context) can pass Playwright's default of 5 s.
  expect: {timeout: 10_000},
  // scripts/test.sh adds a JSON report, from which it counts the tests that passed only on retry.
  reporter: 'list',
  use: {
    baseURL,
    // A trace records every action with DOM snapshots and screenshots: on every test, that made
    // the crawl about 30 % slower (150 pages, interleaved: 114 and 127 s with it, 83 and 89 s
    // without). It is recorded for the retry of a failed test instead; to trace a local run,
    // pass `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${port} --uncompressed`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
