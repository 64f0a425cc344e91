// Renders the social card of every release post (`blog/releases/<version>/img/social-card.png`)
// from the post's own front matter, in the style of the site card (make-identity-images.mjs).
// Run after adding a release post: `node scripts/make-blog-cards.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const releasesDir = path.join(root, 'blog/releases');
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const logoShapes = logo.replace(/<\/?svg[^>]*>/g, '');

/** Reads `date:` from a post's front matter; every release post must set it. */
function readDate(file) {
  const frontMatter = fs.readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
  const date = /^date:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(frontMatter)?.[1];
  if (!date) {
    throw new Error(`${file}: a release post needs "date: YYYY-MM-DD" in its front matter.`);
  }
  return new Date(`${date}T00:00:00Z`);
}

function cardSvg(version, date) {
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
  <text x="100" y="560" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#ffd35c">docusaurus.io/blog/releases/${version}</text>
</svg>`;
}

for (const version of fs.readdirSync(releasesDir).sort()) {
  const post = path.join(releasesDir, version, 'index.mdx');
  if (!fs.existsSync(post)) {
    continue;
  }
  const out = path.join(releasesDir, version, 'img/social-card.png');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  // A flat palette keeps each card well under 60 KB.
  await sharp(Buffer.from(cardSvg(version, readDate(post))))
    .png({palette: true, colors: 32, compressionLevel: 9})
    .toFile(out);
  console.log(`${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
}
