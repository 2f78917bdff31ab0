#!/usr/bin/env node
// `npm run bench:tables`: the speed and quality of the seating of group dinners
// (domain/matching/seatTables.ts) on one school's opt-ins for one meal time. A report, not a test:
// it never fails on a slow or poor result.
//
// How it runs: as bench:match (scripts/benchWorker.mjs), scripts/bench-tables/worker.ts bundled once,
// every measurement in a child process of its own (`node worker.mjs <mode> <n> <seed> …`), so that
// its peak memory is its own. Rounds come from scripts/bench-tables/generateSeating.ts, seeded: the matcher
// benchmark's students (availability, interests, dietary needs, 10% priority, n/10 excluded pairs)
// on one evening of 8 dinner slots, each with a major.
//
// How to read the table:
// - wall s, cpu s: seatTables as the app calls it (default budget), one run; on a busy machine CPU
//   time is the better estimate of what one idle core would take (the seating is single-threaded).
// - peak MiB: the child process's maximum resident set size (process.resourceUsage().maxRSS), Node's
//   own ~45 MiB included.
// - seated · unseated, objective: the sum of the scores of every pair at every table.
// - vs exhaustive: for n ≤ --exhaustive-up-to (12), the objective as a share of the exact optimum
//   (every partition enumerated, tests/domain/matching/support/exhaustiveSeating.ts), averaged over
//   --seeds seeds (20), with the lowest; and how many of those seeds seat as many as the optimum.
// - vs reference: for larger n, the objective as a share of a reference run given 20× the budget,
//   as the best of 4 restarts (each with its own seed and 5× the budget).
// - vs random: the objective as a multiple of random seatings of the same students at the same
//   tables (each slot's students shuffled over its tables; 20 draws averaged).
// - broken: hard constraints broken (size, slot, excluded pair, anyone twice or missing): always 0.
//
// The published instances (bench-tables/publishedInstances.mjs: the standard benchmark of the
// maximally diverse grouping problem, 120 to 480 elements in equal groups of 12 to 24, with their
// best-known values) go through the product's seating of one school (seatSchool) at the default
// budget and at --published-efforts (10×; 100× takes some 20 minutes of CPU), each over
// --published-seeds seeds (3), as the README's table:
// - % of best-known: the objective as a share of the best-known value, averaged over the seeds,
//   with the lowest; beside it TPSDP's own average over its 20 runs, as a share of its best.
//
// Options: --sizes 12,60,600,6000 · --seed N · --seeds N (for the exhaustive average) ·
//          --exhaustive-up-to N · --no-reference · --published-seeds N · --published-efforts 10,100 ·
//          --mdgp-dir DIR (the instances offline; or MDGP_INSTANCES_DIR) · --no-published · --only-published
import { cpus, loadavg } from "node:os";
import { PUBLISHED_INSTANCES, publishedInstanceFiles } from "./bench-tables/publishedInstances.mjs";
import { commandLineOption as option, withWorker } from "./benchWorker.mjs";

const sizes = option("sizes", "12,60,600,6000").split(",").map(Number);
const seed = Number(option("seed", "1"));
const seeds = Number(option("seeds", "20"));
const exhaustiveUpTo = Number(option("exhaustive-up-to", "12"));
const withReference = !process.argv.includes("--no-reference");
const onlyPublished = process.argv.includes("--only-published");
let withPublished = !process.argv.includes("--no-published");
const publishedSeeds = Number(option("published-seeds", "3"));
const publishedEfforts = [
  1,
  ...option("published-efforts", "10")
    .split(",")
    .map(Number)
    .filter((effort) => effort > 1),
];
let instanceFiles = new Map();
if (withPublished) {
  try {
    instanceFiles = await publishedInstanceFiles(option("mdgp-dir", process.env.MDGP_INSTANCES_DIR));
  } catch (error) {
    // Offline without a local copy: our own rounds are still measured.
    process.stderr.write(`published instances skipped: ${error.message}\n`);
    withPublished = false;
  }
}
const REFERENCE_EFFORT = 20;
const REFERENCE_RESTARTS = 4;

await withWorker("scripts/bench-tables/worker.ts", async (measure) => {
  const rows = [];
  for (const n of onlyPublished ? [] : sizes) {
    process.stderr.write(`n = ${n}: seatTables…`);
    const run = measure("seat", n, seed, 1);
    const row = { n, run };
    if (n <= exhaustiveUpTo) {
      process.stderr.write(` exhaustive × ${seeds} seeds…`);
      const ratios = [];
      let asManySeated = 0;
      for (let s = seed; s < seed + seeds; s++) {
        const seating = s === seed ? run : measure("seat", n, s, 1);
        const exact = measure("exhaustive", n, s);
        ratios.push(exact.score > 0 ? seating.score / exact.score : 1);
        if (seating.seated === exact.seated) asManySeated += 1;
      }
      row.exhaustive = {
        mean: ratios.reduce((a, b) => a + b, 0) / ratios.length,
        low: Math.min(...ratios),
        asManySeated,
      };
    } else if (withReference) {
      process.stderr.write(` reference (${REFERENCE_EFFORT}× the budget)…`);
      row.reference = measure("reference", n, seed, REFERENCE_EFFORT, REFERENCE_RESTARTS);
    }
    process.stderr.write(" done\n");
    rows.push(row);
  }

  const fmt = (x, digits = 2) => x.toFixed(digits);
  const percent = (x) => `${fmt(100 * x)}%`;
  const lines = [
    "| n | wall s | cpu s | peak MiB | seated · unseated | objective | vs exhaustive (n ≤ 12) | vs reference (20× budget) | vs random | broken |",
    "|---:|---:|---:|---:|---|---:|---|---|---:|---:|",
  ];
  for (const { n, run, exhaustive, reference } of rows) {
    const exhaustiveCell = exhaustive
      ? `${percent(exhaustive.mean)} avg of ${seeds} seeds (lowest ${percent(exhaustive.low)}; as many seated: ${exhaustive.asManySeated}/${seeds})`
      : "—";
    const referenceCell = reference
      ? `${percent(run.score / reference.score)} (${reference.score}; ${fmt(reference.cpuSeconds, 1)} s cpu)`
      : "—";
    lines.push(
      `| ${n.toLocaleString("en-US")} | ${fmt(run.seconds)} | ${fmt(run.cpuSeconds)} | ${Math.round(run.maxRssMiB)} | ` +
        `${run.seated} · ${run.unseated} | ${run.score} | ${exhaustiveCell} | ${referenceCell} | ` +
        `${fmt(run.score / run.randomScore)}× | ${run.violations} |`,
    );
  }
  const [one, five] = loadavg();
  if (!onlyPublished) console.info(lines.join("\n"));
  if (withPublished) {
    const published = [
      `| instance | n · groups of | best-known (TPSDP) | ${publishedEfforts.map((e) => (e === 1 ? "default budget: % of best-known (lowest) · cpu s" : `${e}× budget`)).join(" | ")} | TPSDP's average | broken |`,
      `|---|---|---:|${publishedEfforts.map(() => "---|").join("")}---:|---:|`,
    ];
    for (const { name, bestKnown, tpsdpAverage } of PUBLISHED_INSTANCES) {
      const cells = [];
      let broken = 0;
      let size = "";
      for (const effort of publishedEfforts) {
        process.stderr.write(`${name} × ${effort}: `);
        const ratios = [];
        let cpu = 0;
        for (let s = seed; s < seed + publishedSeeds; s++) {
          const run = measure("published", instanceFiles.get(name), s, effort);
          ratios.push(run.value / bestKnown);
          cpu += run.cpuSeconds;
          broken += run.violations;
          size = `${run.n} · ${run.groupSize}`;
          process.stderr.write(".");
        }
        process.stderr.write("\n");
        const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
        const seconds = effort === 1 ? ` · ${fmt(cpu / ratios.length)} s` : "";
        cells.push(`${fmt(100 * mean)}% (${fmt(100 * Math.min(...ratios))}%)${seconds}`);
      }
      published.push(
        `| ${name} | ${size} | ${bestKnown} | ${cells.join(" | ")} | ${percent(tpsdpAverage / bestKnown)} | ${broken} |`,
      );
    }
    console.info(`\n${published.join("\n")}\n\n${publishedSeeds} seeds from ${seed} per cell`);
  }
  console.info(
    `\nseed ${seed} · ${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length} · Node ${process.version} · ` +
      `load average ${fmt(one)} / ${fmt(five)} (1 / 5 min; above 1, wall times include waiting for a core)`,
  );
});
