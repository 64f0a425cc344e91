/**
 * The docs pages that the content rules apply to: every `.mdx` page of the current docs except
 * the API reference (`docs/api/**`, `docs/cli.mdx`, `docs/docusaurus-core.mdx`), which has its
 * own tests. Shared by the content test and the URL-list cross-check.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = path.resolve(__dirname, '../../docs');

const API_REFERENCE = [/^api\//, /^cli\.mdx$/, /^docusaurus-core\.mdx$/];

/** Overview pages that mostly link onwards; they need prose, but less of it. */
export const INDEX_PAGES: ReadonlySet<string> = new Set([
  'advanced/index.mdx',
  'migration/index.mdx',
  'guides/whats-next.mdx',
]);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Paths (relative to `docs/`, POSIX separators, sorted) of the non-API doc pages. Files and
 * folders starting with `_` are partials, which the docs plugin does not turn into pages.
 */
export function listContentDocs(): string[] {
  return walk(DOCS_DIR)
    .map((file) => path.relative(DOCS_DIR, file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.mdx'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .filter((file) => !API_REFERENCE.some((pattern) => pattern.test(file)))
    .sort();
}

export function readDoc(file: string): string {
  return fs.readFileSync(path.join(DOCS_DIR, file), 'utf8');
}
