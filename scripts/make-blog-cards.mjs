// Renders the social card of every blog post that declares `image: ./img/social-card.png`
// (the release posts) from the post's own front matter, in the style of the site card
// (make-identity-images.mjs). Run after adding such a post: `node scripts/make-blog-cards.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const blogDir = path.join(root, 'blog');
const cardImage = './img/social-card.png';
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const logoShapes = logo.replace(/<\/?svg[^>]*>/g, '');

/** The `key: value` pairs of a post's front matter (flat string values are all we need). */
function readFrontMatter(file) {
  const block = fs.readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^([a-z_]+):[ \t]*(.*)$/gm)].map(([, key, value]) => [key, value.trim()]),
  );
}

/**
 * What the card shows: the version from the title, the date (front matter, or the
 * `YYYY/MM-DD-name` folder) and the post URL (front matter slug, or the dated path).
 */
function describePost(file, frontMatter) {
  const relative = path.relative(blogDir, path.dirname(file));
  const dated = /^(\d{4})\/(\d{2})-(\d{2})-(.+)$/.exec(relative);
  const version = /Docusaurus (\d+(?:\.\d+)?)/.exec(frontMatter.title ?? '')?.[1];
  const date = frontMatter.date ?? (dated && `${dated[1]}-${dated[2]}-${dated[3]}`);
  const slug = frontMatter.slug ?? (dated && `/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`);
  if (!version || !date || !slug) {
    throw new Error(
      `${file}: a post with a generated card needs "Docusaurus X.Y" in its title, and a date and slug (front matter or dated folder).`,
    );
  }
  return {version, date: new Date(`${date}T00:00:00Z`), url: `docusaurus.io/blog${slug}`};
}

function cardSvg({version, date, url}) {
  const released = date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1d5a3a"/>
  <path d="M0 470 C300 400 700 560 1200 440 V630 H0Z" fill="#2e8555"/>
  <g transform="translate(96 96) scale(4)">${logoShapes}</g>
  <text x="96" y="330" font-family="DejaVu Sans, sans-serif" font-size="104" font-weight="700" fill="#fff">Docusaurus ${version}</text>
  <text x="100" y="400" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#d8f2e4">Release notes · ${released}</text>
  <text x="100" y="560" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#ffd35c">${url}</text>
</svg>`;
}

const posts = fs
  .readdirSync(blogDir, {recursive: true})
  .filter((file) => path.basename(file) === 'index.mdx')
  .map((file) => path.join(blogDir, file))
  .sort();

for (const post of posts) {
  const frontMatter = readFrontMatter(post);
  if (frontMatter.image !== cardImage) {
    continue;
  }
  const out = path.join(path.dirname(post), cardImage);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  // A flat palette keeps each card well under 60 KB.
  await sharp(Buffer.from(cardSvg(describePost(post, frontMatter))))
    .png({palette: true, colors: 32, compressionLevel: 9})
    .toFile(out);
  console.log(`${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
}
