import {defineConfig} from 'vitest/config';

// Tests of the production build output (links, security headers). `scripts/test.sh` runs them
// after `docusaurus build`; the unit tests (vitest.config.ts) run before it and never read build/.
export default defineConfig({
  test: {
    include: ['tests/output/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
