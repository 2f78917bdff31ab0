/**
 * One measurement of the matcher's benchmark, in a process of its own so that its peak memory is
 * its own: `node worker.mjs <mode> <n> <seed> [runs]` prints one line of JSON.
 *
 * Modes:
 * - round: matchRound as the app calls it (dense exact up to EXACT_MATCHING_MAX_STUDENTS, sparse
 *   above), `runs` times; then matchPairs once for the weight of the pairs.
 * - exact: matchPairs on the dense graph (every possible pair): the exact optimum.
 * - sparse: matchPairs on the sparse graph whatever n (to compare with exact where both run).
 * - bound: an upper bound on the students any matching can pair (cardinalityBound.ts), untimed.
 */
import { matchPairs, matchRound } from "../../domain/matching/matchRound";
import { EXACT_MATCHING_MAX_STUDENTS } from "../../domain/matching/pairing";
import { cardinalityBound } from "./cardinalityBound";
import { generateRound } from "./generateRound";

const [mode = "round", nText = "100", seedText = "1", runsText = "1"] = process.argv.slice(2);
const n = Number(nText);
const seed = Number(seedText);
const runs = Number(runsText);
const input = generateRound(n, seed);

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

const times: number[] = [];
const cpuTimes: number[] = [];
let result: Record<string, unknown> = {};
if (mode === "round") {
  let groups = 0;
  let trios = 0;
  let unmatched = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpuStart = cpuSeconds();
    const round = matchRound(input);
    times.push((performance.now() - start) / 1000);
    cpuTimes.push(cpuSeconds() - cpuStart);
    groups = round.groups.length;
    trios = round.groups.filter((g) => g.members.length === 3).length;
    unmatched = round.unmatched.length;
  }
  const pairs = matchPairs(input);
  result = {
    graph: n <= EXACT_MATCHING_MAX_STUDENTS ? "dense" : "sparse",
    groups,
    trios,
    unmatched,
    matched: n - unmatched,
    pairs: pairs.pairs.length,
    weight: pairs.weight,
  };
} else if (mode === "bound") {
  result = { bound: cardinalityBound(input) };
} else {
  const start = performance.now();
  const cpuStart = cpuSeconds();
  const pairs = matchPairs(input, { graph: mode === "exact" ? "dense" : "sparse" });
  times.push((performance.now() - start) / 1000);
  cpuTimes.push(cpuSeconds() - cpuStart);
  result = { pairs: pairs.pairs.length, weight: pairs.weight };
}
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const maxRssMiB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(
  `${JSON.stringify({
    mode,
    n,
    seed,
    runs,
    seconds: median(times),
    cpuSeconds: median(cpuTimes),
    maxRssMiB,
    excludedPairs: input.excludedPairs.size,
    ...result,
  })}\n`,
);
