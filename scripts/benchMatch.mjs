#!/usr/bin/env node
// `npm run bench:match`: the speed and quality of the matcher (domain/matching/matchRound.ts) on
// one school's round of n opt-ins. A report, not a test: it never fails on a slow result.
//
// How it runs: scripts/bench-match/worker.ts (and the domain code it imports) bundled once, then
// every measurement in a child process of its own (`node worker.mjs <mode> <n> <seed> <runs>`), so
// that its peak memory is its own (scripts/benchWorker.mjs). Rounds come from
// scripts/bench-match/generateRound.ts, seeded: the same seed gives the same round (one school, two
// meal days of 8 dinner slots, 1–4 slots each with the evening peak more likely, 2–6 of 30 interests
// with a popularity skew, 20% with one dietary need, 10% priority, n/10 excluded pairs).
//
// How to read the table:
// - graph: "dense" = every possible pair, solved exactly (up to EXACT_MATCHING_MAX_STUDENTS, in
//   domain/matching/pairing.ts); "sparse" = each student's best partners only (SPARSE_PARTNERS_PER_STUDENT).
// - wall s: median wall-clock time of matchRound over the runs (1 run for n ≥ 5,000). cpu s: the
//   process's user + system CPU time for the same call: on a busy machine, the better estimate of
//   what one idle core would take (the matcher is single-threaded).
// - matched: students in a group (pairs · trios · unmatched). weight: the total weight of the
//   pairs before trios (pairWeight.ts), as matchPairs reports it.
// - paired / bound: students in pairs (before trios) against an upper bound on what any matching
//   can pair, computed without the matcher (scripts/bench-match/cardinalityBound.ts: per connected
//   component of the full graph, all its students, less one if odd). Equal: maximum cardinality proven.
// - exact weight, % of exact: the exact optimum's weight (the blossom algorithm on the dense graph
//   of every possible pair, maximum cardinality first) and the matcher's weight as a share of it,
//   where the exact solver is run (n ≤ --exact-up-to, 2,000 by default; its dense graph grows as
//   n², and at 10,000 it took 13 minutes). "—" where it is not run. Then the number of students
//   the exact optimum pairs, and its wall and CPU time.
// - peak MiB: the child process's maximum resident set size (process.resourceUsage().maxRSS),
//   Node's own ~45 MiB included.
//
// Options: --sizes 100,1000,5000,10000 · --seed N · --exact-up-to N · --runs N (small sizes)
import { cpus, loadavg } from "node:os";
import { commandLineOption as option, withWorker } from "./benchWorker.mjs";

const sizes = option("sizes", "100,1000,2000,5000,10000").split(",").map(Number);
const seed = Number(option("seed", "1"));
const exactUpTo = Number(option("exact-up-to", "2000"));
const smallRuns = Number(option("runs", "5"));

await withWorker("scripts/bench-match/worker.ts", async (measureWith) => {
  const measure = (mode, n, runs) => measureWith(mode, n, seed, runs);
  const rows = [];
  for (const n of sizes) {
    const runs = n >= 5000 ? 1 : n >= 2000 ? 3 : smallRuns;
    process.stderr.write(`n = ${n}: matchRound × ${runs}…`);
    const round = measure("round", n, runs);
    process.stderr.write(" bound…");
    const { bound } = measure("bound", n, 1);
    let exact;
    if (n <= exactUpTo) {
      process.stderr.write(" exact…");
      exact = measure("exact", n, 1);
    }
    process.stderr.write(" done\n");
    rows.push({ n, round, bound, exact });
  }

  const fmt = (x, digits = 2) => x.toFixed(digits);
  const lines = [
    "| n | graph | wall s | cpu s | matched (pairs · trios · unmatched) | paired / bound | weight | exact weight | % of exact | exact: paired · wall s · cpu s | peak MiB |",
    "|---:|---|---:|---:|---|---:|---:|---:|---:|---|---:|",
  ];
  for (const { n, round, bound, exact } of rows) {
    const percent = exact ? `${fmt((100 * round.weight) / exact.weight)}%` : "—";
    const exactCell = exact ? `${2 * exact.pairs} · ${fmt(exact.seconds)} · ${fmt(exact.cpuSeconds)}` : "—";
    lines.push(
      `| ${n.toLocaleString("en-US")} | ${round.graph} | ${fmt(round.seconds)} | ${fmt(round.cpuSeconds)} | ` +
        `${round.matched} (${round.pairs} · ${round.trios} · ${round.unmatched}) | ${2 * round.pairs} / ${bound} | ${round.weight} | ` +
        `${exact ? exact.weight : "—"} | ${percent} | ${exactCell} | ${Math.round(round.maxRssMiB)} |`,
    );
  }
  const [one, five] = loadavg();
  console.info(lines.join("\n"));
  console.info(
    `\nseed ${seed} · ${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length} · Node ${process.version} · ` +
      `load average ${fmt(one)} / ${fmt(five)} (1 / 5 min; above 1, wall times include waiting for a core)`,
  );
});
