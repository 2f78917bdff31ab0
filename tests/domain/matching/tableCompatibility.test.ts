import { describe, expect, it } from "vitest";
import { DIETARY_MATCH_WEIGHT, SHARED_INTEREST_WEIGHT } from "../../../domain/matching/pairWeight";
import { schoolGraphsOfRound } from "../../../domain/matching/schoolGraphsOfRound";
import type { SeatingCandidate } from "../../../domain/matching/seatTables";
import { MIXED_MAJORS_WEIGHT, TableCompatibility, tablePairScore } from "../../../domain/matching/tableCompatibility";
import { mulberry32 } from "./support/random";
import { randomSeatingRound } from "./support/randomSeatingRound";

const person = (extra: Partial<SeatingCandidate>): SeatingCandidate => ({
  id: "x",
  school: "umich.edu",
  slots: ["19:00"],
  interests: [],
  dietary: [],
  major: "",
  priority: false,
  ...extra,
});

describe("tablePairScore", () => {
  it("scores shared interests and dietary needs as the pair matcher does, and a mix of majors", () => {
    const a = person({ interests: ["Jazz", "chess"], dietary: ["Halal"], major: "History" });
    const b = person({ interests: ["jazz", "Chess ", "Film"], dietary: ["halal"], major: "Biology" });
    expect(tablePairScore(a, b)).toBe(2 * SHARED_INTEREST_WEIGHT + DIETARY_MATCH_WEIGHT + MIXED_MAJORS_WEIGHT);
  });

  it("gives no mix bonus for one major (whatever its letter case) or an unknown one", () => {
    expect(tablePairScore(person({ major: "History" }), person({ major: " history" }))).toBe(0);
    expect(tablePairScore(person({ major: "History" }), person({ major: "" }))).toBe(0);
  });

  it("is what the seating's bit sets compute, on random students", () => {
    const input = randomSeatingRound(mulberry32(91), {
      students: 80,
      schools: 1,
      slots: 3,
      maxSlots: 2,
      interests: 10,
      priorityShare: 0,
      exclusionShare: 0,
    });
    const [graph] = schoolGraphsOfRound(input);
    if (!graph) throw new Error("one school expected");
    const compatibility = new TableCompatibility(graph);
    const students = graph.students as readonly SeatingCandidate[];
    for (let i = 0; i < graph.size; i++) {
      for (let j = i + 1; j < graph.size; j++) {
        expect(compatibility.score(i, j)).toBe(
          tablePairScore(students[i] as SeatingCandidate, students[j] as SeatingCandidate),
        );
      }
    }
  });
});
