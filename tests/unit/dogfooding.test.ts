// Content rules of the test area (_dogfooding) that no build error would catch.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../_dogfooding');
const pagesDir = path.join(root, '_pages tests');
const blogDir = path.join(root, '_blog tests');

/** Splits a Markdown file into its front matter block and its body. */
function splitFrontMatter(file: string): {frontMatter: string; body: string} {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return match
    ? {frontMatter: match[1]!, body: text.slice(match[0].length)}
    : {frontMatter: '', body: text};
}

function postFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .map((file) => path.join(dir, file));
}

describe('markdown-tests-md and markdown-tests-mdx', () => {
  it('share the same body, so only the parser differs', () => {
    const md = splitFrontMatter(path.join(pagesDir, 'markdown-tests-md.md'));
    const mdx = splitFrontMatter(path.join(pagesDir, 'markdown-tests-mdx.mdx'));
    expect(mdx.body).toBe(md.body);
    expect(md.body).toContain('{1 + 1}');
  });
});

describe('test blog', () => {
  const posts = postFiles(blogDir).map((file) => ({file, ...splitFrontMatter(file)}));
  const listed = posts.filter(({frontMatter}) => !/^(draft|unlisted): true$/m.test(frontMatter));

  it('lists 19 to 21 posts: 3 a page fills pages 1 to 7 exactly', () => {
    expect(listed.length).toBeGreaterThanOrEqual(19);
    expect(listed.length).toBeLessThanOrEqual(21);
  });

  it('keeps one draft, one unlisted post and one .html slug', () => {
    expect(posts.filter(({frontMatter}) => /^draft: true$/m.test(frontMatter))).toHaveLength(1);
    expect(posts.filter(({frontMatter}) => /^unlisted: true$/m.test(frontMatter))).toHaveLength(1);
    expect(posts.filter(({frontMatter}) => /^slug: .*\.html$/m.test(frontMatter))).toHaveLength(1);
  });

  it('says in every post what it tests', () => {
    for (const {file, body} of posts) {
      expect(body.replace(/^import .*\n|^export .*\n|^\s*\n/gm, ''), file).toMatch(/^Tests /);
    }
  });
});
