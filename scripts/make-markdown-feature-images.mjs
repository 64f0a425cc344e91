// Draws the example images that the Markdown feature pages (docs/guides/markdown-features)
// and the static assets page display. Every picture is our own SVG; the raster copies are
// rendered with sharp. Run once after changing a drawing:
// `node scripts/make-markdown-feature-images.mjs`.
import fs from 'node:fs';
import sharp from 'sharp';

const docImg = (p) =>
  new URL(`../docs/guides/markdown-features/img/${p}`, import.meta.url).pathname;
const staticImg = (p) => new URL(`../static/img/docs/${p}`, import.meta.url).pathname;

/** A valley at dawn: wide enough (1600 px) for the ideal-image plugin to emit several sizes. */
function landscape({sky, hills, sun, label}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1180" cy="300" r="110" fill="${sun}"/>
  <path d="M0 560 C 260 430 470 470 700 560 S 1180 660 1600 500 V900 H0Z" fill="${hills[0]}"/>
  <path d="M0 690 C 300 600 560 640 860 720 S 1340 760 1600 680 V900 H0Z" fill="${hills[1]}"/>
  <path d="M0 800 C 420 740 900 780 1600 820 V900 H0Z" fill="${hills[2]}"/>
  <text x="80" y="150" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${label}</text>
</svg>`;
}

const light = {
  sky: ['#8fd3f4', '#e6f7ff'],
  hills: ['#5fb383', '#2e8555', '#1d5a3a'],
  sun: '#ffd166',
};
const dark = {
  sky: ['#0b1026', '#2b3a67'],
  hills: ['#2b5d45', '#1d4632', '#102a1e'],
  sun: '#f1f3f8',
};

await sharp(Buffer.from(landscape({...light, label: 'Docusaurus valley'})))
  .png()
  .toFile(docImg('valley.png'));
// WebP, not PNG: on this site the ideal-image plugin takes over every PNG and JPEG imported
// from JS or MDX, so the pages that show a plain `require()`/`import` of an image use WebP.
await sharp(Buffer.from(landscape({...light, label: 'By day'})))
  .resize(800)
  .webp({quality: 80})
  .toFile(docImg('valley-day.webp'));
await sharp(Buffer.from(landscape({...dark, label: 'By night'})))
  .resize(800)
  .webp({quality: 80})
  .toFile(docImg('valley-night.webp'));

// The same drawings as plain SVG files in static/, for the pages that show URL-based assets.
fs.writeFileSync(staticImg('valley-day.svg'), landscape({...light, label: 'By day'}));
fs.writeFileSync(staticImg('valley-night.svg'), landscape({...dark, label: 'By night'}));

// Painted with currentColor so that, imported as a React component, it follows the text colour.
fs.writeFileSync(
  docImg('blocks.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
  <title>Three building blocks</title>
  <rect x="2" y="10" width="28" height="28" rx="4" fill="currentColor"/>
  <circle cx="60" cy="24" r="14" fill="none" stroke="currentColor" stroke-width="4"/>
  <path d="M90 38 L104 10 L118 38 Z" fill="currentColor" opacity="0.6"/>
</svg>
`,
);
console.log('markdown feature images written');
