// The published instances that `npm run bench:tables` seats, beside our own rounds: the standard
// benchmark of the maximally diverse grouping problem (partition n elements into g groups of equal
// size, maximising the sum of the pairwise values inside groups), with their best-known values.
//
// Instances: MDGPLIB (Gallego, Laguna, Martí & Duarte, "Tabu search with strategic oscillation for
// the maximally diverse grouping problem", JORS 64(5), 2013; Optsicom project,
// https://grafo.etsii.urjc.es/optsicom/mdgp.html). Format: "n g ss a b a b …" (each group's
// smallest and largest size), then one line "i j value" per pair. Downloaded from a public copy of
// the library (github.com/Maasouza/ALNS-MDGP, data/mdgplib/, unchanged files) into
// node_modules/.cache/mdgplib/ (git-ignored; 6 MB, never committed); or read, offline, from a
// directory given by --mdgp-dir DIR or MDGP_INSTANCES_DIR, holding <name>.txt or <family>/<name>.txt.
//
// Best-known values: the best of 20 runs of TPSDP, the three-phase search with dynamic population
// size (Yang, Cai, Jin, Tang & Gao, "A three-phase search approach with dynamic population size for
// solving the maximally diverse grouping problem", EJOR 302(3), 925–953, 2022), as published with
// their solutions (https://toyamaailab.github.io/resource/TPSDP_Data.zip, first line of each file:
// best, average, worst of the 20 runs). Each was checked here by summing its solution's pairs on the
// instance file (equal to 3 decimals, the instances' precision).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache", "mdgplib");
const SOURCE = "https://raw.githubusercontent.com/Maasouza/ALNS-MDGP/master/data/mdgplib";

/** name, family, and TPSDP's best and average over 20 runs (the average: how steady the best method is). */
export const PUBLISHED_INSTANCES = [
  { name: "RanReal_n120_ss_01", family: "RanReal", bestKnown: 47363.206898, tpsdpAverage: 47343.681247 },
  { name: "RanReal_n240_ss_01", family: "RanReal", bestKnown: 155246.465892, tpsdpAverage: 155041.877002 },
  { name: "RanReal_n480_ss_01", family: "RanReal", bestKnown: 377946.020198, tpsdpAverage: 377533.297277 },
  { name: "RanInt_n120_ss_01", family: "RanInt", bestKnown: 47909, tpsdpAverage: 47909 },
  { name: "RanInt_n240_ss_01", family: "RanInt", bestKnown: 155577, tpsdpAverage: 155440.2 },
  { name: "RanInt_n480_ss_01", family: "RanInt", bestKnown: 379953, tpsdpAverage: 379263.95 },
  { name: "Geo_n120_ss_01", family: "Geo", bestKnown: 101568.850868, tpsdpAverage: 101553.749279 },
  { name: "Geo_n240_ss_01", family: "Geo", bestKnown: 188824.785912, tpsdpAverage: 188807.337247 },
  { name: "Geo_n480_ss_01", family: "Geo", bestKnown: 551994.364941, tpsdpAverage: 551968.128919 },
];

/**
 * The local path of each instance's file: from the given directory if it has it, else from the
 * cache, downloaded there first if missing. Throws, saying what to do, when neither works.
 */
export async function publishedInstanceFiles(localDirectory) {
  const files = new Map();
  for (const { name, family } of PUBLISHED_INSTANCES) {
    const local = localDirectory
      ? [join(localDirectory, `${name}.txt`), join(localDirectory, family, `${name}.txt`)].find(existsSync)
      : undefined;
    if (local) {
      files.set(name, local);
      continue;
    }
    const cached = join(CACHE, `${name}.txt`);
    if (!existsSync(cached)) {
      const url = `${SOURCE}/${family}/${name}.txt`;
      process.stderr.write(`downloading ${url}\n`);
      let response;
      try {
        response = await fetch(url);
      } catch (error) {
        throw new Error(
          `${url}: ${error.message}; offline, pass --mdgp-dir DIR (or MDGP_INSTANCES_DIR) with the files`,
        );
      }
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(cached, await response.text());
    }
    files.set(name, cached);
  }
  return files;
}
