/**
 * Random but realistic group-dinner rounds for the seating's benchmark, from a seed: the matcher's
 * benchmark students (scripts/bench-match/generateRound.ts: availability, interests, dietary needs,
 * priority, excluded pairs) on one evening of 8 dinner slots, each with a major drawn with a
 * popularity skew (the most common about 6× as likely as the least), 5% without one.
 */
import type { SeatingCandidate, SeatingInput } from "../../domain/matching/seatTables";
import { seededRandom } from "../../domain/shared/seededRandom";
import { generateRound } from "../bench-match/generateRound";

const MAJORS = [
  "Computer Science",
  "Economics",
  "Biology",
  "Psychology",
  "Mechanical Engineering",
  "Political Science",
  "English",
  "Mathematics",
  "Business",
  "Nursing",
  "History",
  "Chemistry",
  "Architecture",
  "Music",
  "Philosophy",
  "Physics",
  "Sociology",
  "Film",
  "Linguistics",
  "Art History",
] as const;

export function generateSeating(n: number, seed: number): SeatingInput {
  const round = generateRound(n, seed, 1);
  const random = seededRandom(seed ^ 0x5eed);
  const popularity = MAJORS.map((_, rank) => 1 / (rank + 1) ** 0.6);
  const total = popularity.reduce((a, b) => a + b, 0);
  const pickMajor = (): string => {
    if (random() < 0.05) return "";
    let r = random() * total;
    for (let k = 0; k < MAJORS.length; k++) {
      r -= popularity[k] as number;
      if (r < 0) return MAJORS[k] as string;
    }
    return MAJORS[MAJORS.length - 1] as string;
  };
  const candidates: SeatingCandidate[] = round.candidates.map((candidate) => ({ ...candidate, major: pickMajor() }));
  return { candidates, excludedPairs: round.excludedPairs };
}
