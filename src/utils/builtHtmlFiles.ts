/** The HTML files of a build, for plugins' postBuild steps. */
import fs from 'node:fs/promises';
import path from 'node:path';

export async function builtHtmlFiles(outDir: string): Promise<string[]> {
  // Redirect pages live in folders named like files (`docs.html/index.html`): keep files only.
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
