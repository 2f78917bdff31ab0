import { describe, expect, it } from "vitest";
import { pairKey } from "../../../domain/matching/pairKey";
import {
  type SeatingCandidate,
  type SeatingInput,
  type SeatingResult,
  seatTables,
  type TableSizeRange,
} from "../../../domain/matching/seatTables";
import { canSeatExactly } from "../../../domain/matching/tableSizes";
import { exhaustiveSeating } from "./support/exhaustiveSeating";
import { mulberry32, randomInt, sample } from "./support/random";
import { randomSeatingRound } from "./support/randomSeatingRound";
import { seatingProblems } from "./support/seatingChecks";

/** For the tests that seat or match hundreds of rounds: ample on a busy machine. */
const SLOW_TEST_TIMEOUT_MS = 60_000;

function student(id: string, slots: string[], extra: Partial<SeatingCandidate> = {}): SeatingCandidate {
  return { id, school: "umich.edu", slots, interests: [], dietary: [], major: "", priority: false, ...extra };
}
const ids = (count: number, prefix = "s") =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);
const round = (
  candidates: SeatingCandidate[],
  excluded: [string, string][] = [],
  tableSize?: TableSizeRange,
): SeatingInput => ({
  candidates,
  excludedPairs: new Set(excluded.map(([a, b]) => pairKey(a, b))),
  ...(tableSize ? { tableSize } : {}),
});
const seated = (result: SeatingResult) => result.tables.reduce((sum, table) => sum + table.members.length, 0);

function expectValid(input: SeatingInput, result: SeatingResult): void {
  expect(seatingProblems(input, result)).toEqual([]);
}

describe("seatTables on hand-built rounds", () => {
  it("seats nobody in an empty round", () => {
    expect(seatTables(round([]))).toEqual({ tables: [], unseated: [], score: 0 });
  });

  it("seats four students who share a time at one table at that time", () => {
    const input = round(ids(4).map((id) => student(id, ["19:00"])));
    const result = seatTables(input);
    expect(result.tables).toEqual([{ members: ids(4), slot: "19:00" }]);
    expect(result.unseated).toEqual([]);
  });

  it("says 'too few at this time' to three students, and to one whose time nobody else can make", () => {
    const three = round(ids(3).map((id) => student(id, ["19:00"])));
    expect(seatTables(three).unseated.map((u) => u.reason)).toEqual(Array(3).fill("too-few-at-this-time"));
    const input = round([...ids(4).map((id) => student(id, ["19:00"])), student("late", ["21:00"])]);
    const result = seatTables(input);
    expect(result.unseated).toEqual([{ id: "late", reason: "too-few-at-this-time" }]);
    expectValid(input, result);
  });

  it("leaves one of seven out (4 to 6 cannot seat 7), never the one left unseated last round", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const input = round(ids(7).map((id, i) => student(id, ["19:00"], { priority: i < 3 })));
      const result = seatTables(input, { seed });
      expect(result.unseated).toHaveLength(1);
      expect(result.unseated[0]?.reason).toBe("count-does-not-split");
      expect(["s000", "s001", "s002"]).not.toContain(result.unseated[0]?.id);
      expectValid(input, result);
    }
  });

  it(
    "seats everyone of every count from 8 to 40 at one time",
    () => {
      for (let n = 8; n <= 40; n++) {
        const input = round(ids(n).map((id) => student(id, ["19:00"])));
        const result = seatTables(input, { effort: 0.1 });
        expect(result.unseated, `n = ${n}`).toEqual([]);
        expectValid(input, result);
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it("never seats an excluded pair together, even when it costs the table", () => {
    // Four students, a and b blocked: no table of four is possible without them together.
    const input = round(
      ids(4).map((id) => student(id, ["19:00"])),
      [["s000", "s001"]],
    );
    const result = seatTables(input);
    expect(result.tables).toEqual([]);
    expect(result.unseated.map((u) => u.reason)).toEqual(Array(4).fill("constraints"));
    // Eight students with a few blocks: two tables of four that part them.
    const eight = round(
      ids(8).map((id) => student(id, ["19:00"])),
      [
        ["s000", "s001"],
        ["s000", "s002"],
        ["s001", "s003"],
        ["s004", "s005"],
      ],
    );
    const parted = seatTables(eight);
    expect(seated(parted)).toBe(8);
    expectValid(eight, parted);
  });

  it("seats a table at a time all its members can make, and only students of one school together", () => {
    const input = round([
      ...ids(4, "early").map((id) => student(id, ["18:00"])),
      ...ids(4, "late").map((id) => student(id, ["20:00"])),
      ...ids(4, "both").map((id) => student(id, ["18:00", "20:00"])),
      ...ids(4, "msu").map((id) => student(id, ["18:00"], { school: "msu.edu" })),
    ]);
    const result = seatTables(input);
    expect(seated(result)).toBe(16);
    expectValid(input, result);
  });

  it("chooses the time of each table: students who can make several go where the tables fit", () => {
    // Five can only make 18:00, three only 20:00, three either: 18:00 gets 5 + 0..1 and 20:00 3 + 2..3.
    const input = round([
      ...ids(5, "early").map((id) => student(id, ["18:00"])),
      ...ids(3, "late").map((id) => student(id, ["20:00"])),
      ...ids(3, "both").map((id) => student(id, ["18:00", "20:00"])),
    ]);
    const result = seatTables(input);
    expect(result.unseated).toEqual([]);
    expect(result.tables.map((t) => t.slot).sort()).toEqual(["18:00", "20:00"]);
    expectValid(input, result);
  });

  it("mixes majors: two departments of four make two mixed tables, not two departments", () => {
    // The computer scientists share an interest: one table of them would score 6 · 3 = 18. Two mixed
    // tables score 2 · 3 for their interest and 8 · MIXED_MAJORS_WEIGHT for the mix: 30.
    const input = round([
      ...ids(4, "cs").map((id) => student(id, ["19:00"], { major: "Computer Science", interests: ["Robots"] })),
      ...ids(4, "bio").map((id) => student(id, ["19:00"], { major: "biology " })),
    ]);
    const result = seatTables(input);
    for (const table of result.tables) {
      expect(table.members.filter((id) => id.startsWith("cs"))).toHaveLength(2);
    }
  });

  it("seats people with shared interests and dietary needs together", () => {
    const input = round([
      ...ids(4, "jazz").map((id) => student(id, ["19:00"], { interests: ["Jazz", "Chess", "Film"] })),
      ...ids(4, "veg").map((id) => student(id, ["19:00"], { interests: ["hiking"], dietary: ["vegetarian"] })),
    ]);
    const result = seatTables(input);
    expect(result.tables.map((t) => t.members)).toEqual([ids(4, "jazz"), ids(4, "veg")]);
    expect(result.score).toBe(6 * 9 + 6 * (3 + 4));
  });

  it("keeps to a table size given by the meal time, and only multiples of 6 can be seated at tables of exactly 6", () => {
    const input = round(
      ids(14).map((id) => student(id, ["19:00"])),
      [],
      { min: 6, max: 6 },
    );
    const result = seatTables(input);
    expect(result.tables.map((t) => t.members.length)).toEqual([6, 6]);
    expect(result.unseated.map((u) => u.reason)).toEqual(["count-does-not-split", "count-does-not-split"]);
    expectValid(input, result);
  });

  it("rejects the same student twice, a size range that is not 2 ≤ min ≤ max, and more than 32 slots", () => {
    expect(() => seatTables(round([student("a", ["s"]), student("a", ["s"])]))).toThrow(/twice/);
    expect(() => seatTables(round([], [], { min: 1, max: 6 }))).toThrow(RangeError);
    expect(() => seatTables(round([], [], { min: 5, max: 4 }))).toThrow(RangeError);
    const slots = Array.from({ length: 33 }, (_, i) => `slot${i}`);
    expect(() => seatTables(round([student("a", slots)]))).toThrow(/32 slots/);
  });

  it("gives the same seating for the same seed whatever the order of the input, and a valid one with another seed", () => {
    const random = mulberry32(31);
    const input = randomSeatingRound(random, {
      students: 60,
      schools: 2,
      slots: 4,
      maxSlots: 2,
      interests: 8,
      priorityShare: 0.2,
      exclusionShare: 0.3,
    });
    const shuffled: SeatingInput = {
      candidates: sample(random, input.candidates, input.candidates.length),
      excludedPairs: new Set(sample(random, [...input.excludedPairs], input.excludedPairs.size)),
    };
    expect(seatTables(shuffled, { seed: 7, effort: 0.1 })).toEqual(seatTables(input, { seed: 7, effort: 0.1 }));
    expectValid(input, seatTables(input, { seed: 8, effort: 0.1 }));
  });

  it("(the property check itself rejects seatings that break the rules)", () => {
    const input = round(
      [...ids(5).map((id) => student(id, ["19:00"])), student("p", ["19:00"], { priority: true })],
      [["s000", "s001"]],
    );
    const valid = seatTables(input);
    expect(seatingProblems(input, valid)).toEqual([]);
    const broken: SeatingResult[] = [
      { ...valid, tables: [{ members: ["s000", "s001", "s002", "s003"], slot: "19:00" }] }, // excluded pair, p dropped
      { ...valid, tables: [{ members: ["s002", "s003", "s004"], slot: "19:00" }] }, // too small
      { ...valid, tables: [{ members: ["p", "s002", "s003", "s004"], slot: "20:00" }] }, // nobody can make 20:00
      { ...valid, score: valid.score + 1 }, // the score is not the tables'
      {
        tables: [{ members: ["s001", "s002", "s003", "s004"], slot: "19:00" }],
        unseated: [
          { id: "s000", reason: "count-does-not-split" },
          { id: "p", reason: "count-does-not-split" }, // p could take s002's seat
        ],
        score: 0,
      },
    ];
    for (const result of broken) expect(seatingProblems(input, result)).not.toEqual([]);
  });
});

describe("seatTables against the exhaustive optimum (n ≤ 12)", () => {
  it(
    "seats as many (and as many left unseated last round) as any seating can, with ≥ 99% of the best score on average (150 rounds)",
    () => {
      const random = mulberry32(41);
      let ratios = 0;
      let counted = 0;
      for (let r = 0; r < 150; r++) {
        const input = randomSeatingRound(random, {
          students: randomInt(random, 0, 12),
          schools: randomInt(random, 1, 2),
          slots: randomInt(random, 1, 4),
          maxSlots: randomInt(random, 1, 3),
          interests: randomInt(random, 1, 8),
          priorityShare: 0.3,
          exclusionShare: [0, 0, 0.1, 0.2][randomInt(random, 0, 3)] as number,
          allowNoSlot: random() < 0.2,
        });
        const result = seatTables(input, { effort: 0.25 });
        const best = exhaustiveSeating(input);
        const context = JSON.stringify({ r, input: { ...input, excludedPairs: [...input.excludedPairs] } });
        expect(seatingProblems(input, result), context).toEqual([]);
        const unseatedIds = new Set(result.unseated.map((u) => u.id));
        const prioritySeated = input.candidates.filter((c) => c.priority && !unseatedIds.has(c.id)).length;
        expect(prioritySeated, context).toBe(best.prioritySeated);
        expect(seated(result), context).toBe(best.seated);
        expect(result.score, context).toBeLessThanOrEqual(best.score);
        if (best.score > 0) {
          ratios += result.score / best.score;
          counted += 1;
        }
      }
      expect(ratios / counted).toBeGreaterThanOrEqual(0.99);
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});

describe("seatTables properties at every size", () => {
  it(
    "holds every rule on random rounds of 0 to 40 students (200 rounds, blocks up to one per student)",
    () => {
      const random = mulberry32(51);
      for (let r = 0; r < 200; r++) {
        const input = randomSeatingRound(random, {
          students: randomInt(random, 0, 40),
          schools: randomInt(random, 1, 3),
          slots: randomInt(random, 1, 6),
          maxSlots: randomInt(random, 1, 3),
          interests: randomInt(random, 1, 10),
          priorityShare: 0.2,
          exclusionShare: [0, 0.3, 1][randomInt(random, 0, 2)] as number,
          allowNoSlot: random() < 0.2,
        });
        const tableSize = (
          [
            { min: 4, max: 6 },
            { min: 2, max: 3 },
            { min: 5, max: 8 },
          ] as const
        )[randomInt(random, 0, 2)] as TableSizeRange;
        const sized = { ...input, tableSize };
        expect(seatingProblems(sized, seatTables(sized, { effort: 0.05 })), `round ${r}`).toEqual([]);
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  const large = [
    { seed: 61, students: 300, schools: 1, slots: 4, maxSlots: 3, exclusionShare: 0.2 },
    { seed: 62, students: 800, schools: 2, slots: 8, maxSlots: 2, exclusionShare: 1 },
    { seed: 63, students: 1500, schools: 1, slots: 6, maxSlots: 4, exclusionShare: 0.1 },
  ];
  for (const { seed, ...shape } of large) {
    it(
      `holds every rule for ${shape.students} students in ${shape.schools} school(s), seed ${seed}`,
      () => {
        const input = randomSeatingRound(mulberry32(seed), { ...shape, interests: 10, priorityShare: 0.1 });
        expectValid(input, seatTables(input, { effort: 0.05 }));
      },
      SLOW_TEST_TIMEOUT_MS,
    );
  }

  it(
    "seats everyone at one time, without blocks, whenever the count can be split (every range, every count to 60)",
    () => {
      for (const range of [
        { min: 4, max: 6 },
        { min: 5, max: 6 },
        { min: 3, max: 3 },
        { min: 2, max: 8 },
      ]) {
        for (let n = 0; n <= 60; n += n < 20 ? 1 : 7) {
          const input = round(
            ids(n).map((id) => student(id, ["19:00"])),
            [],
            range,
          );
          const result = seatTables(input, { effort: 0.05 });
          const expected = canSeatExactly(n, range) ? 0 : n - largestSeatable(n, range);
          expect(result.unseated, `${n} students at tables of ${range.min}–${range.max}`).toHaveLength(expected);
          expectValid(input, result);
        }
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    "seats everyone when a seating of everyone exists: planted tables at several times, blocks between them (20 rounds up to 600)",
    () => {
      const random = mulberry32(71);
      for (let r = 0; r < 20; r++) {
        const input = plantedRound(random, randomInt(random, 2, 100));
        const result = seatTables(input, { effort: 0.03 });
        expect(result.unseated, `round ${r}`).toEqual([]);
        expectValid(input, result);
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});

/** The most students of n that tables of the range can seat exactly. */
function largestSeatable(n: number, range: TableSizeRange): number {
  for (let m = n; m > 0; m--) if (canSeatExactly(m, range)) return m;
  return 0;
}

/**
 * A round built around a seating of everyone: tables of 4 to 6 at random times of the evening,
 * each student of a table able to make its time and up to two others, a fifth of the students
 * left unseated last round, and blocks only between students of different planted tables.
 */
function plantedRound(random: () => number, tables: number): SeatingInput {
  const times = ["17:30", "18:00", "18:30", "19:00", "19:30", "20:00"];
  const interests = ["Jazz", "Chess", "Film", "Hiking", "Cooking", "Robots"];
  const candidates: SeatingCandidate[] = [];
  const tableOf = new Map<string, number>();
  for (let t = 0; t < tables; t++) {
    const time = times[randomInt(random, 0, times.length - 1)] as string;
    for (let k = randomInt(random, 4, 6); k > 0; k--) {
      const id = `t${t}-${k}`;
      tableOf.set(id, t);
      candidates.push(
        student(id, [time, ...sample(random, times, randomInt(random, 0, 2))], {
          interests: sample(random, interests, randomInt(random, 0, 3)),
          major: ["Biology", "History", ""][randomInt(random, 0, 2)] as string,
          priority: random() < 0.2,
        }),
      );
    }
  }
  const excludedPairs = new Set<string>();
  for (let k = 0; k < candidates.length / 3; k++) {
    const a = candidates[randomInt(random, 0, candidates.length - 1)] as SeatingCandidate;
    const b = candidates[randomInt(random, 0, candidates.length - 1)] as SeatingCandidate;
    if (tableOf.get(a.id) !== tableOf.get(b.id)) excludedPairs.add(pairKey(a.id, b.id));
  }
  return { candidates: sample(random, candidates, candidates.length), excludedPairs };
}
