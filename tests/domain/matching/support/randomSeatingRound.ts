import type { SeatingCandidate, SeatingInput } from "../../../../domain/matching/seatTables";
import { randomInt } from "./random";
import { type RoundShape, randomRound } from "./randomRound";

const MAJORS = ["Biology", "Economics", "History", "Computer Science", "biology", ""];

/** A random seating round of the given shape (randomRound's students, each with a major, some unknown). */
export function randomSeatingRound(random: () => number, shape: RoundShape): SeatingInput {
  const round = randomRound(random, shape);
  const candidates: SeatingCandidate[] = round.candidates.map((candidate) => ({
    ...candidate,
    major: MAJORS[randomInt(random, 0, MAJORS.length - 1)] as string,
  }));
  return { candidates, excludedPairs: round.excludedPairs };
}
