// Writes the headings' face, Bricolage Grotesque, cut down to what the headings set: Basic Latin,
// Latin-1 (accented names, © and ·), typographic quotes and dashes, at the weights they use (600–800),
// from the Latin file of @fontsource-variable/bricolage-grotesque (41 KB) to
// src/shared/styles/fonts/bricolage-grotesque-headings.woff2 (committed).
//
//   npm run fonts
//
// Every page preloads it (index.html), and Chromium holds the first paint a moment for a preloaded
// font-display: optional face: the fewer its bytes, the sooner the first paint. Anything outside it
// still gets the face, from the full Latin and Latin Extended files (src/shared/styles/fonts.css),
// downloaded only by a page that needs them.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { HEADINGS_RANGES, HEADINGS_WEIGHTS } from "./headingsFontCut.mjs";

const SOURCE = "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";
const TARGET = fileURLToPath(new URL("../src/shared/styles/fonts/bricolage-grotesque-headings.woff2", import.meta.url));

const text = HEADINGS_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join("");

const source = await readFile(createRequire(import.meta.url).resolve(SOURCE));
const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: HEADINGS_WEIGHTS } });
await writeFile(TARGET, subset);
console.info(`${TARGET}: ${subset.length} bytes (from ${source.length})`);
