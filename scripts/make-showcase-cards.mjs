// Generates the preview card of every showcase site (src/data/showcase) as a small WebP in
// static/img/showcase/<id>.webp: the site name on a colour derived from that name, its address
// and its tag chips. No screenshot is ever downloaded. Run after adding or editing a site:
// `node scripts/make-showcase-cards.mjs` (add `--prune` to delete cards of removed sites).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const outDir = path.join(root, 'static/img/showcase');
const require = createRequire(import.meta.url);
// jiti (the TypeScript loader Docusaurus itself uses for its config) reads the typed data.
const jiti = require('jiti')(import.meta.url, {
  alias: {
    '@docusaurus/Translate': path.join(root, 'scripts/lib/translate-stub.mjs'),
    '@site': root,
  },
});
const {allSites, tags} = jiti(path.join(root, 'src/data/showcase/index.ts'));

const WIDTH = 640;
const HEIGHT = 320;
const FONT = 'DejaVu Sans, sans-serif';
/** DejaVu Sans glyphs average about this fraction of the font size in width. */
const BOLD_CHAR_WIDTH = 0.64;
const CHIP_CHAR_WIDTH = 0.6;

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A stable hue from the site name, so a card keeps its colour across runs. */
function hueOf(name) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  }
  return hash % 360;
}

function displayAddress(website) {
  const url = new URL(website);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;
}

/** Lays the chips out in rows from the left; rows grow upwards from the bottom edge. */
function chipsSvg(siteTags) {
  const fontSize = 15;
  const rows = [[]];
  let x = 40;
  for (const tag of siteTags) {
    const {label, color} = tags[tag];
    const width = Math.round(label.length * fontSize * CHIP_CHAR_WIDTH + 36);
    if (x + width > WIDTH - 40) {
      rows.push([]);
      x = 40;
    }
    rows.at(-1).push({label, color, width, x});
    x += width + 8;
  }
  const top = 252 - (rows.length - 1) * 38;
  return rows
    .flatMap((row, index) =>
      row.map(
        ({label, color, width, x: left}) => `<g transform="translate(${left} ${top + index * 38})">
    <rect width="${width}" height="30" rx="15" fill="#000" fill-opacity="0.28"/>
    <circle cx="15" cy="15" r="6" fill="${color}"/>
    <text x="27" y="20.5" font-family="${FONT}" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>
  </g>`,
      ),
    )
    .join('\n  ');
}

function cardSvg(site) {
  const hue = hueOf(site.title);
  const titleSize = Math.min(50, Math.floor((WIDTH - 80) / (site.title.length * BOLD_CHAR_WIDTH)));
  const initial = escapeXml([...site.title][0].toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 52% 30%)"/>
  <path d="M0 210 C180 170 420 260 ${WIDTH} 190 V${HEIGHT} H0Z" fill="hsl(${hue} 45% 40%)"/>
  <text x="${WIDTH - 30}" y="200" text-anchor="end" font-family="${FONT}" font-size="220" font-weight="700" fill="#fff" fill-opacity="0.08">${initial}</text>
  <text x="40" y="${60 + titleSize}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(site.title)}</text>
  <text x="42" y="${100 + titleSize}" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity="0.8">${escapeXml(displayAddress(site.website))}</text>
  ${chipsSvg(site.tags)}
</svg>`;
}

fs.mkdirSync(outDir, {recursive: true});
let largest = 0;
for (const site of allSites) {
  const out = path.join(outDir, `${site.id}.webp`);
  await sharp(Buffer.from(cardSvg(site)))
    .webp({quality: 82, effort: 6})
    .toFile(out);
  largest = Math.max(largest, fs.statSync(out).size);
}
console.log(`${allSites.length} cards in ${path.relative(root, outDir)}, largest ${largest} bytes`);

if (process.argv.includes('--prune')) {
  const wanted = new Set(allSites.map((site) => `${site.id}.webp`));
  for (const file of fs.readdirSync(outDir)) {
    if (!wanted.has(file)) {
      fs.rmSync(path.join(outDir, file));
      console.log(`removed ${file}`);
    }
  }
}
