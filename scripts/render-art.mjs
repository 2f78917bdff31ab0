// Renders the hand-drawn SVG artwork in src/shared/art/images/ to responsive AVIF + WebP files.
//
//   npm run art        (or: node scripts/render-art.mjs)
//
// For every entry in src/shared/art/images/catalog.json and every width in its `widths`, writes
// public/art/<id>-<width>.avif and public/art/<id>-<width>.webp, rasterising the SVG at the
// density that yields exactly that width (so edges stay crisp). Also writes
// public/apple-touch-icon.png (180x180, the logo mark on cream) and the web app manifest's icons
// (public/icons/: 192 and 512 px, and a 512 px maskable one). Stale <id>-<width>.avif/.webp
// files in public/art are deleted, so the output is deterministic and the script idempotent.
// Prints a size table; the "phone set" (smallest width of every image, AVIF) must stay <= 500 KB.
//
//   node scripts/render-art.mjs --icons-only   renders the icons alone (quick)
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const artDir = join(root, "src/shared/art/images");
const outDir = join(root, "public/art");
const PHONE_BUDGET = 500 * 1024;

const catalog = JSON.parse(await readFile(join(artDir, "catalog.json"), "utf8"));
const iconsOnly = process.argv.includes("--icons-only");
await mkdir(outDir, { recursive: true });

function render(svg, intrinsicWidth, width) {
  // density 72 = 1 SVG unit per pixel; scale it so the raster is exactly `width` wide.
  return sharp(svg, { density: (72 * width) / intrinsicWidth }).resize({ width });
}

const expected = new Set();
const rows = [];
for (const { id, width: intrinsic, widths } of iconsOnly ? [] : catalog) {
  const svg = await readFile(join(artDir, `${id}.svg`));
  for (const w of widths) {
    const avif = await render(svg, intrinsic, w)
      .avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" })
      .toBuffer();
    const webp = await render(svg, intrinsic, w).webp({ quality: 78, effort: 4 }).toBuffer();
    await writeFile(join(outDir, `${id}-${w}.avif`), avif);
    await writeFile(join(outDir, `${id}-${w}.webp`), webp);
    expected.add(`${id}-${w}.avif`).add(`${id}-${w}.webp`);
    rows.push({ id, w, avif: avif.length, webp: webp.length, phone: w === Math.min(...widths) });
  }
}

// Remove files this script would own (<id>-<width>.avif|webp) that the catalog no longer lists.
for (const name of iconsOnly ? [] : await readdir(outDir)) {
  if (/^[a-z0-9-]+-\d+\.(avif|webp)$/.test(name) && !expected.has(name)) {
    await unlink(join(outDir, name));
    console.info(`removed stale ${name}`);
  }
}

// Apple touch icon: the mark centred on cream, with breathing room.
const mark = await sharp(join(root, "src/shared/art/logo-mark.svg"), { density: (72 * 136) / 64 })
  .resize(136)
  .png()
  .toBuffer();
await sharp({ create: { width: 180, height: 180, channels: 4, background: "#FFF4E6" } })
  .composite([{ input: mark, left: 22, top: 22 }])
  .flatten({ background: "#FFF4E6" })
  .png({ compressionLevel: 9 })
  .toFile(join(root, "public/apple-touch-icon.png"));

// The web app manifest's icons (public/manifest.webmanifest): the mark on cream, as on the
// touch icon. "any" icons keep the same breathing room; the maskable one keeps the mark inside
// the central 80% circle that every platform's mask leaves visible.
const CREAM = "#FFF4E6";
async function icon(size, markShare, file) {
  const markSize = Math.round(size * markShare);
  const offset = Math.round((size - markSize) / 2);
  const iconMark = await sharp(join(root, "src/shared/art/logo-mark.svg"), { density: (72 * markSize) / 64 })
    .resize(markSize)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: iconMark, left: offset, top: offset }])
    .flatten({ background: CREAM })
    .png({ compressionLevel: 9 })
    .toFile(join(root, "public/icons", file));
}
await mkdir(join(root, "public/icons"), { recursive: true });
await icon(192, 136 / 180, "icon-192.png");
await icon(512, 136 / 180, "icon-512.png");
await icon(512, 0.6, "icon-maskable-512.png");
if (iconsOnly) process.exit(0);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const sum = (list, key) => list.reduce((t, r) => t + r[key], 0);
console.info(`${"id".padEnd(20)}${"width".padStart(6)}${"avif".padStart(10)}${"webp".padStart(10)}`);
for (const r of rows) console.info(`${r.id.padEnd(20)}${String(r.w).padStart(6)} ${kb(r.avif)} ${kb(r.webp)}`);
const phone = rows.filter((r) => r.phone);
console.info("-".repeat(46));
console.info(`${"total (all widths)".padEnd(26)} ${kb(sum(rows, "avif"))} ${kb(sum(rows, "webp"))}`);
console.info(`${"phone set (smallest)".padEnd(26)} ${kb(sum(phone, "avif"))} ${kb(sum(phone, "webp"))}`);
if (sum(phone, "avif") > PHONE_BUDGET) {
  console.error(`phone set AVIF exceeds the ${PHONE_BUDGET / 1024} KB budget`);
  process.exitCode = 1;
}
