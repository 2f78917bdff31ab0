/**
 * A published instance of the maximally diverse grouping problem (MDGPLIB, see
 * publishedInstances.mjs) as a school for the product's seating: one student per element, all free
 * at one slot, no blocks, tables of exactly the instance's group size, and the instance's values as
 * the pair scores, in thousandths (the instances give at most 3 decimals), so that the search sums
 * integers as it does on our rounds.
 */
import type { MatchCandidate } from "../../domain/matching/model";
import type { PairScores } from "../../domain/matching/pairScores";
import type { SchoolGraph } from "../../domain/matching/schoolGraph";
import { schoolGraphsOfRound } from "../../domain/matching/schoolGraphsOfRound";
import type { TableSizeRange } from "../../domain/matching/seatingModel";

/** The instances' values are given to 3 decimals: the scores are thousandths. */
export const SCORE_UNITS_PER_VALUE = 1000;

export interface PublishedInstance {
  readonly graph: SchoolGraph;
  readonly scores: PairScores;
  readonly range: TableSizeRange;
  /** The instance's objective of these groups, in its own units, summed afresh from the file's values. */
  readonly objectiveOf: (groups: readonly (readonly number[])[]) => number;
}

/** Parses an MDGPLIB file ("n g ss a b a b …", then "i j value" per pair); only equal-size ("ss") instances. */
export function parsePublishedInstance(text: string): PublishedInstance {
  const lines = text.split("\n");
  const header = (lines[0] as string).trim().split(/\s+/);
  const n = Number(header[0]);
  const groups = Number(header[1]);
  if (header[2] !== "ss" || n % groups !== 0) throw new Error(`not an equal-size instance: ${lines[0]}`);
  const values = new Int32Array(n * n);
  const given = new Float64Array(n * n);
  for (const line of lines.slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 3) continue;
    const i = Number(fields[0]);
    const j = Number(fields[1]);
    const units = Math.round(Number(fields[2]) * SCORE_UNITS_PER_VALUE);
    values[i * n + j] = units;
    values[j * n + i] = units;
    given[i * n + j] = Number(fields[2]);
  }
  const width = String(n).length;
  const candidates: MatchCandidate[] = Array.from({ length: n }, (_, i) => ({
    id: `e${String(i).padStart(width, "0")}`,
    school: "mdgplib",
    slots: ["one-time"],
    interests: [],
    dietary: [],
    priority: false,
  }));
  // Ids padded, so that the graph's order (by id) is the instance's.
  const graph = schoolGraphsOfRound({ candidates, excludedPairs: new Set() })[0] as SchoolGraph;
  const size = n / groups;
  const objectiveOf = (groups: readonly (readonly number[])[]) => {
    let value = 0;
    for (const members of groups) {
      for (const i of members) for (const j of members) if (i < j) value += given[i * n + j] as number;
    }
    return value;
  };
  return {
    graph,
    scores: { score: (i, j) => values[i * n + j] as number },
    range: { min: size, max: size },
    objectiveOf,
  };
}
