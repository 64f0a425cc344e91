/**
 * `npm run bench`: the build, weight, precache and Lighthouse benchmarks one after the other (the weight and
 * Lighthouse ones measure the build the first one leaves). Arguments such as --update-baseline
 * are passed on. Exits non-zero if any benchmark failed or regressed, after running all of them.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const failed = [];
for (const name of ['build', 'weight', 'precache', 'lighthouse']) {
  console.log(`\n=== ${name} benchmark ===`);
  const script = fileURLToPath(new URL(`${name}.mjs`, import.meta.url));
  const {status} = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    failed.push(name);
  }
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed or regressed: ${failed.join(', ')}`);
  process.exit(1);
}
