// Draws the app icons of the web app manifest into public/icons/ (committed, so a build needs no image tools):
// the "C" mark of LogoMark on the indigo-to-violet gradient, as PNGs. Run `npx tsx scripts/draw-icons.ts` after
// changing the mark. The letter is drawn as a path, so the result does not depend on the fonts installed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const outDir = fileURLToPath(new URL("../public/icons/", import.meta.url));

/**
 * The mark on a 512-unit canvas. `inset` shrinks the mark towards the centre: a maskable icon must keep what matters
 * inside the middle 80% circle, because the platform may crop it to any shape and fills the whole canvas itself.
 */
function markSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset;
  const offset = (512 * inset) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#6d28d9"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M 352 168 A 128 128 0 1 0 352 344" fill="none" stroke="#ffffff" stroke-width="72" stroke-linecap="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, svg: markSvg({ rounded: true, inset: 0 }) },
  { file: "icon-512.png", size: 512, svg: markSvg({ rounded: true, inset: 0 }) },
  { file: "maskable-512.png", size: 512, svg: markSvg({ rounded: false, inset: 0.3 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon-180.png", size: 180, svg: markSvg({ rounded: false, inset: 0.12 }) },
];

fs.mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  const target = path.join(outDir, icon.file);
  await sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toFile(target);
  console.log(`${path.relative(process.cwd(), target)}: ${icon.size}×${icon.size}`);
}
