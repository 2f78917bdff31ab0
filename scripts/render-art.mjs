// Renders the hand-drawn SVG artwork in src/shared/art/images/ to responsive AVIF + WebP files.
//
//   npm run art        (or: node scripts/render-art.mjs)
//
// For every entry in src/shared/art/images/catalog.json and every width in its `widths`, writes
// public/art/<id>-<width>.avif and public/art/<id>-<width>.webp, rasterising the SVG at the
// density that yields exactly that width (so edges stay crisp). Also writes
// public/apple-touch-icon.png (180x180, the logo mark on cream). Stale <id>-<width>.avif/.webp
// files in public/art are deleted, so the output is deterministic and the script idempotent.
// Prints a size table; the "phone set" (smallest width of every image, AVIF) must stay <= 500 KB.
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const artDir = join(root, "src/shared/art/images");
const outDir = join(root, "public/art");
const PHONE_BUDGET = 500 * 1024;

const catalog = JSON.parse(await readFile(join(artDir, "catalog.json"), "utf8"));
await mkdir(outDir, { recursive: true });

function render(svg, intrinsicWidth, width) {
  // density 72 = 1 SVG unit per pixel; scale it so the raster is exactly `width` wide.
  return sharp(svg, { density: (72 * width) / intrinsicWidth }).resize({ width });
}

const expected = new Set();
const rows = [];
for (const { id, width: intrinsic, widths } of catalog) {
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
for (const name of await readdir(outDir)) {
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
