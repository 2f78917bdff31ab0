#!/usr/bin/env node
// `npm run bench:match`: the speed and quality of the matcher (domain/matching/matchRound.ts) on
// one school's round of n opt-ins. A report, not a test: it never fails on a slow result.
//
// How it runs: the TypeScript of scripts/bench-match/worker.ts (and the domain code it imports) is
// bundled once with Vite's build API into a temporary folder (Node 20 cannot run TypeScript), then
// every measurement runs in a child process of its own (`node worker.mjs <mode> <n> <seed> <runs>`),
// so that its peak memory is its own. Rounds come from scripts/bench-match/generateRound.ts, seeded:
// the same seed gives the same round (one school, two meal days of 8 dinner slots, 1–4 slots each
// with the evening peak more likely, 2–6 of 30 interests with a popularity skew, 20% with one
// dietary need, 10% priority, n/10 excluded pairs).
//
// How to read the table:
// - graph: "dense" = every possible pair, solved exactly (up to EXACT_MATCHING_MAX_STUDENTS, in
//   domain/matching/pairing.ts); "sparse" = each student's best partners only (SPARSE_PARTNERS_PER_STUDENT).
// - wall s: median wall-clock time of matchRound over the runs (1 run for n ≥ 5,000). cpu s: the
//   process's user + system CPU time for the same call: on a busy machine, the better estimate of
//   what one idle core would take (the matcher is single-threaded).
// - matched: students in a group (pairs · trios · unmatched). weight: the total weight of the
//   pairs before trios (pairWeight.ts), as matchPairs reports it.
// - exact weight, % of exact: the exact optimum's weight (the blossom algorithm on the dense graph
//   of every possible pair, maximum cardinality first) and the matcher's weight as a share of it,
//   where the exact solver is run (n ≤ --exact-up-to, 2,000 by default; its dense graph grows as
//   n², and at 10,000 it took 13 minutes). "—" where it is not run. Then the number of students
//   the exact optimum matches, and its wall and CPU time.
// - peak MiB: the child process's maximum resident set size (process.resourceUsage().maxRSS),
//   Node's own ~45 MiB included.
//
// Options: --sizes 100,1000,5000,10000 · --seed N · --exact-up-to N · --runs N (small sizes)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const sizes = option("sizes", "100,1000,2000,5000,10000").split(",").map(Number);
const seed = Number(option("seed", "1"));
const exactUpTo = Number(option("exact-up-to", "2000"));
const smallRuns = Number(option("runs", "5"));

const outDir = mkdtempSync(join(tmpdir(), "bench-match-"));
try {
  const { build } = await import("vite");
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    root: ROOT,
    build: {
      ssr: join(ROOT, "scripts/bench-match/worker.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
      rolldownOptions: { output: { entryFileNames: "[name].mjs" } },
    },
  });
  const worker = join(outDir, "worker.mjs");
  const measure = (mode, n, runs) => {
    const child = spawnSync(process.execPath, [worker, mode, String(n), String(seed), String(runs)], {
      encoding: "utf8",
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) throw new Error(`worker ${mode} ${n} failed:\n${child.stderr}`);
    return JSON.parse(child.stdout.trim().split("\n").at(-1));
  };

  const rows = [];
  for (const n of sizes) {
    const runs = n >= 5000 ? 1 : n >= 2000 ? 3 : smallRuns;
    process.stderr.write(`n = ${n}: matchRound × ${runs}…`);
    const round = measure("round", n, runs);
    let exact;
    if (n <= exactUpTo) {
      process.stderr.write(" exact…");
      exact = measure("exact", n, 1);
    }
    process.stderr.write(" done\n");
    rows.push({ n, round, exact });
  }

  const fmt = (x, digits = 2) => x.toFixed(digits);
  const lines = [
    "| n | graph | wall s | cpu s | matched (pairs · trios · unmatched) | weight | exact weight | % of exact | exact: matched · wall s · cpu s | peak MiB |",
    "|---:|---|---:|---:|---|---:|---:|---:|---|---:|",
  ];
  for (const { n, round, exact } of rows) {
    const percent = exact ? `${fmt((100 * round.weight) / exact.weight)}%` : "—";
    const exactCell = exact ? `${2 * exact.pairs} · ${fmt(exact.seconds)} · ${fmt(exact.cpuSeconds)}` : "—";
    lines.push(
      `| ${n.toLocaleString("en-US")} | ${round.graph} | ${fmt(round.seconds)} | ${fmt(round.cpuSeconds)} | ` +
        `${round.matched} (${round.pairs} · ${round.trios} · ${round.unmatched}) | ${round.weight} | ` +
        `${exact ? exact.weight : "—"} | ${percent} | ${exactCell} | ${Math.round(round.maxRssMiB)} |`,
    );
  }
  const [one, five] = loadavg();
  console.info(lines.join("\n"));
  console.info(
    `\nseed ${seed} · ${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length} · Node ${process.version} · ` +
      `load average ${fmt(one)} / ${fmt(five)} (1 / 5 min; above 1, wall times include waiting for a core)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
