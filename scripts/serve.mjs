/**
 * `npm run serve`: serves the production build on loopback like a static host would (see
 * scripts/lib/static-server.mjs for how it differs from `docusaurus serve`).
 *
 *   node scripts/serve.mjs [--dir build] [--host 127.0.0.1] [--port 3000] [--uncompressed]
 *
 * Text responses are gzipped as a host would send them; --uncompressed sends files as they are
 * (the end-to-end tests rewrite responses in flight and want the plain bodies).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {serveStatic} from './lib/static-server.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    uncompressed: {type: 'boolean', default: false},
  },
});
const root = path.resolve(siteDir, values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port number: ${values.port}`);
  process.exit(1);
}
const server = await serveStatic(root, {host: values.host, port, gzip: !values.uncompressed}).catch(
  (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} on ${values.host} is already in use: stop what runs there or pass --port.`
        : `Cannot serve the build: ${error.message}`,
    );
    process.exit(1);
  },
);
console.log(`Serving ${path.relative(siteDir, root) || '.'} at ${server.url}/ (Ctrl+C stops)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
