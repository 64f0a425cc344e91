// Renders the site's raster artwork (favicon, PWA icons, social card) from our own SVGs.
// Run once after changing the logo: `node scripts/make-identity-images.mjs`.
import fs from 'node:fs';
import sharp from 'sharp';

const logo = fs.readFileSync('static/img/logo.svg');
const out = (p) => new URL(`../static/img/${p}`, import.meta.url).pathname;

for (const size of [192, 512]) {
  await sharp(logo, {density: (72 * size) / 32})
    .resize(size, size)
    .png()
    .toFile(out(`pwa/icon-${size}.png`));
}
const png32 = await sharp(logo, {density: 72}).resize(32, 32).png().toBuffer();
// An .ico file whose single entry is a PNG image (supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(out('favicon.ico'), Buffer.concat([header, png32]));

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d5a3a"/><stop offset="1" stop-color="#2e8555"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(96 170) scale(9)">${logo.toString().replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="440" y="300" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#fff">Docusaurus</text>
  <text x="440" y="370" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#d8f2e4">Docs, blogs and pages from Markdown + React</text>
</svg>`;
await sharp(Buffer.from(card)).png().toFile(out('social-card.png'));
console.log('identity images written');
