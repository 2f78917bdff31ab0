/**
 * One measurement of the seating's benchmark, in a process of its own so that its peak memory is its
 * own: `node worker.mjs <mode> <n> <seed> [effort] [restarts]` prints one line of JSON.
 *
 * Modes:
 * - seat: seatTables as the app calls it (effort 1, or the one given), timed; then, untimed, the
 *   objective of random seatings of the same students at the same tables (each slot's seated
 *   students shuffled over that slot's tables, 20 times, averaged) and a check of every hard constraint.
 * - reference: the best of `restarts` runs of seatTables, each with a seed of its own and
 *   effort / restarts, so that together they spend `effort` times the default budget.
 * - exhaustive: the exact optimum by enumerating every partition (n ≤ 12).
 * - published: `node worker.mjs published <file> <seed> [effort]`: the product's seating of one
 *   school (seatSchool) on a published instance of the problem (publishedInstance.ts), timed; its
 *   objective in the instance's units, summed afresh from the file's values too (they must agree),
 *   and whether every element sits at one group of the size.
 */
import { readFileSync } from "node:fs";
import { pairKey } from "../../domain/matching/pairKey";
import {
  DEFAULT_TABLE_SIZE,
  type SeatingCandidate,
  type SeatingInput,
  type SeatingResult,
  seatSchool,
  seatTables,
} from "../../domain/matching/seatTables";
import { tablePairScore } from "../../domain/matching/tableCompatibility";
import { seededRandom } from "../../domain/shared/seededRandom";
import { shuffled } from "../../domain/shared/shuffled";
import { exhaustiveSeating } from "../../tests/domain/matching/support/exhaustiveSeating";
import { generateSeating } from "./generateSeating";
import { parsePublishedInstance, SCORE_UNITS_PER_VALUE } from "./publishedInstance";

const [mode = "seat", nText = "60", seedText = "1", effortText = "1", restartsText = "4"] = process.argv.slice(2);
const published = mode === "published";
const n = published ? 0 : Number(nText);
const seed = Number(seedText);
const effort = Number(effortText);
const input = generateSeating(n, seed);

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function timed<T>(run: () => T): { value: T; seconds: number; cpuSeconds: number } {
  const start = performance.now();
  const cpuStart = cpuSeconds();
  const value = run();
  return { value, seconds: (performance.now() - start) / 1000, cpuSeconds: cpuSeconds() - cpuStart };
}

function tableScore(members: readonly SeatingCandidate[]): number {
  let score = 0;
  for (let a = 0; a < members.length; a++) {
    for (let b = a + 1; b < members.length; b++) {
      score += tablePairScore(members[a] as SeatingCandidate, members[b] as SeatingCandidate);
    }
  }
  return score;
}

/** Every hard constraint of the result, counted when broken. */
function violations(seatingInput: SeatingInput, result: SeatingResult): number {
  const byId = new Map(seatingInput.candidates.map((c) => [c.id, c]));
  let broken = 0;
  const seen = new Set<string>();
  for (const table of result.tables) {
    const members = table.members.map((id) => byId.get(id) as SeatingCandidate);
    if (members.length < DEFAULT_TABLE_SIZE.min || members.length > DEFAULT_TABLE_SIZE.max) broken += 1;
    for (const member of members) {
      if (!member.slots.includes(table.slot)) broken += 1;
      if (seen.has(member.id)) broken += 1;
      seen.add(member.id);
    }
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        const x = members[a] as SeatingCandidate;
        const y = members[b] as SeatingCandidate;
        if (seatingInput.excludedPairs.has(pairKey(x.id, y.id))) broken += 1;
      }
    }
  }
  for (const { id } of result.unseated) {
    if (seen.has(id)) broken += 1;
    seen.add(id);
  }
  return broken + Math.abs(seen.size - seatingInput.candidates.length);
}

/** The average objective of random seatings of the same students at the same tables. */
function randomSeatingScore(result: SeatingResult): number {
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const random = seededRandom(seed + 7);
  const bySlot = new Map<string, SeatingResult["tables"][number][]>();
  for (const table of result.tables) bySlot.set(table.slot, [...(bySlot.get(table.slot) ?? []), table]);
  const draws = 20;
  let total = 0;
  for (let draw = 0; draw < draws; draw++) {
    for (const tables of bySlot.values()) {
      const people = shuffled(
        tables.flatMap((table) => table.members),
        random,
      );
      let next = 0;
      for (const table of tables) {
        const members = people.slice(next, next + table.members.length).map((id) => byId.get(id) as SeatingCandidate);
        next += table.members.length;
        total += tableScore(members);
      }
    }
  }
  return total / draws;
}

let result: Record<string, unknown>;
const candidateById = new Map(input.candidates.map((c) => [c.id, c]));
const byId = (id: string): SeatingCandidate => candidateById.get(id) as SeatingCandidate;

if (mode === "seat") {
  const run = timed(() => seatTables(input, { effort }));
  const seating = run.value;
  result = {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    tables: seating.tables.length,
    seated: n - seating.unseated.length,
    unseated: seating.unseated.length,
    score: seating.score,
    recomputedScore: seating.tables.reduce((sum, table) => sum + tableScore(table.members.map(byId)), 0),
    randomScore: randomSeatingScore(seating),
    violations: violations(input, seating),
  };
} else if (mode === "reference") {
  const restarts = Number(restartsText);
  const run = timed(() => {
    let best: SeatingResult | undefined;
    for (let restart = 0; restart < restarts; restart++) {
      const seating = seatTables(input, { seed: 1000 + restart, effort: effort / restarts });
      const better =
        !best ||
        seating.unseated.length < best.unseated.length ||
        (seating.unseated.length === best.unseated.length && seating.score > best.score);
      if (better) best = seating;
    }
    return best as SeatingResult;
  });
  result = {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    seated: n - run.value.unseated.length,
    score: run.value.score,
  };
} else if (published) {
  const instance = parsePublishedInstance(readFileSync(nText, "utf8"));
  const { graph, scores, range } = instance;
  const run = timed(() => seatSchool(graph, scores, range, seededRandom(seed), effort));
  const seen = new Set(run.value.tables.flatMap((table) => table.members));
  const wrongSize = run.value.tables.filter((table) => table.members.length !== range.min).length;
  const value = run.value.score / SCORE_UNITS_PER_VALUE;
  const recomputedValue = instance.objectiveOf(run.value.tables.map((table) => table.members));
  // The search's sum of thousandths against a sum of the file's values afresh: they must agree.
  const miscounted = Math.abs(recomputedValue - value) > 1e-9 * Math.max(1, value) ? 1 : 0;
  result = {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    n: graph.size,
    groupSize: range.min,
    value,
    recomputedValue,
    violations: wrongSize + (graph.size - seen.size) + run.value.unseated.length + miscounted,
  };
} else {
  const run = timed(() => exhaustiveSeating(input));
  result = { seconds: run.seconds, cpuSeconds: run.cpuSeconds, ...run.value };
}
process.stdout.write(`${JSON.stringify({ mode, n, seed, effort, ...result })}\n`);
