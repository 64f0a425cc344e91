/**
 * Facts about the main blog, read from `blog/` itself (posts, `tags.yml`, `authors.yml`) with
 * the framework's own front matter and data file parsers, so that the blog tests (build output
 * and e2e) derive their expected routes, titles, dates and counts from the content instead of
 * repeating them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PARSE_FRONT_MATTER,
  parseMarkdownContentTitle,
  readDataFile,
} from '@docusaurus/utils';

const blogDir = path.join(__dirname, '../../blog');

/** Spec §9: the main blog lists 5 posts a page (`postsPerPage` in docusaurus.config.ts). */
export const postsPerPage = 5;

export type BlogPost = {
  /** Source file, relative to `blog/`. */
  file: string;
  /** Route of the post page. */
  permalink: string;
  title: string;
  /** `YYYY-MM-DD`, from front matter or from the `YYYY/MM-DD-name` path. */
  date: string;
  authors: string[];
  tags: string[];
};

export type BlogFacts = {
  /** Newest first, like the blog lists them. */
  posts: BlogPost[];
  /** Tag key → URL of its page. */
  tagPages: Map<string, string>;
  /** Author key → name, for authors that have a page. */
  authorsWithPage: Map<string, string>;
};

// `2021/05-12-announcing-docusaurus-two-beta/index.mdx` or `2021/03-09-releasing-docusaurus-i18n.mdx`
const datedPath = /^(\d{4})\/(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/;

function listPostFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  return typeof value === 'string' ? value.slice(0, 10) : undefined;
}

function authorKeys(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((entry: unknown) => {
    if (typeof entry === 'string') {
      return entry;
    }
    if (entry && typeof entry === 'object' && 'key' in entry && typeof entry.key === 'string') {
      return entry.key;
    }
    throw new Error(`An author must be a key of blog/authors.yml, got ${JSON.stringify(entry)}`);
  });
}

async function readPost(file: string): Promise<BlogPost> {
  const filePath = path.join(blogDir, file);
  const fileContent = fs.readFileSync(filePath, 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  const dated = datedPath.exec(file);
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const permalink = slug
    ? `/blog${slug}`
    : dated && `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`;
  const date = isoDate(frontMatter.date) ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : '');
  const title =
    typeof frontMatter.title === 'string'
      ? frontMatter.title
      : parseMarkdownContentTitle(content).contentTitle;
  if (!permalink || !date || !title) {
    throw new Error(`blog/${file}: cannot tell its URL, date or title`);
  }
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [];
  return {file, permalink, title, date, authors: authorKeys(frontMatter.authors), tags};
}

async function readYaml(file: string): Promise<Record<string, Record<string, unknown>>> {
  const contentPaths = {contentPath: blogDir, contentPathLocalized: blogDir};
  const data = await readDataFile({filePath: file, contentPaths});
  if (!data || typeof data !== 'object') {
    throw new Error(`blog/${file} is missing or empty`);
  }
  return data as Record<string, Record<string, unknown>>;
}

export async function loadBlogFacts(): Promise<BlogFacts> {
  const posts = await Promise.all(listPostFiles(blogDir).map(readPost));
  posts.sort((a, b) => b.date.localeCompare(a.date));

  const tags = await readYaml('tags.yml');
  const tagPages = new Map(
    Object.entries(tags).map(([key, tag]) => [key, `/blog/tags${String(tag.permalink)}`]),
  );

  const authors = await readYaml('authors.yml');
  const authorsWithPage = new Map(
    Object.entries(authors)
      .filter(([, author]) => author.page === true)
      .map(([key, author]) => [key, String(author.name)]),
  );
  return {posts, tagPages, authorsWithPage};
}

/** URL of list page `n` (1-based) under `base`, the way the blog plugin paginates. */
export function pageUrl(base: string, n: number, segment = 'page'): string {
  return n === 1 ? base : `${base}/${segment}/${n}`;
}

export function pageCount(items: number): number {
  return Math.ceil(items / postsPerPage);
}
