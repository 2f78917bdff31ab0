import { beforeEach, describe, expect, it } from "vitest";
import { AdminMealSchedule } from "../../functions/src/adapters/AdminMealSchedule";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The Schedule section's callables on the emulators (opsSchedule, opsSaveSchedule): operators only;
 * a schedule the one parser refuses comes back with its problems in words and nothing written; a
 * valid one replaces `meal_schedule/weekly` and the `meal_times`, with an entry of `operations_audit`.
 */

const admin = adminFirestore(PROJECT_ID);

const SCHEDULE = {
  timeZone: "America/Detroit",
  weekly: [
    { weekday: "Wed", times: ["12:15"], kind: "lunch-for-two" },
    { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 3, max: 5 } },
  ],
  dated: [
    {
      at: "2026-12-03T19:00",
      kind: "mixer",
      mixer: { title: "Winter mixer", duration_minutes: 120, capacity: 60 },
    },
  ],
};

beforeEach(resetEmulators);

describe("the Schedule section's callables", () => {
  it("answer operators only: signed out, a student and a reviewer are refused, and nothing is written", async () => {
    const student = await idTokenWithClaims("cy", {});
    const reviewer = await idTokenWithClaims("tess", { trust_and_safety: true });
    expect((await callFunction("opsSchedule", {})).error?.status).toBe("UNAUTHENTICATED");
    expect((await callFunction("opsSaveSchedule", { schedule: SCHEDULE })).error?.status).toBe("UNAUTHENTICATED");
    for (const token of [student, reviewer]) {
      expect((await callFunction("opsSchedule", {}, token)).error?.status).toBe("PERMISSION_DENIED");
      expect((await callFunction("opsSaveSchedule", { schedule: SCHEDULE }, token)).error?.status).toBe(
        "PERMISSION_DENIED",
      );
    }
    expect((await admin.doc("meal_schedule/weekly").get()).exists).toBe(false);
    expect((await admin.collection("operations_audit").get()).empty).toBe(true);
  });

  it("refuse an invalid schedule with the parser's problems, in words, and write nothing", async () => {
    const operator = await idTokenWithClaims("olga", { operator: true });
    const invalid = {
      ...SCHEDULE,
      timeZone: "Mars/Olympus",
      weekly: [{ weekday: "Wed", times: ["12:75"], kind: "lunch-for-two" }],
    };
    const answer = await callFunction("opsSaveSchedule", { schedule: invalid }, operator);
    expect(answer.result).toEqual({
      status: "refused",
      problems: [
        {
          list: null,
          index: null,
          field: "timeZone",
          message: "“Mars/Olympus” is not a time zone: write one like America/Detroit, or leave it empty.",
        },
        { list: "weekly", index: 0, field: "times", message: "“12:75” is not a time on a 24-hour clock, like 18:30." },
      ],
    });
    expect((await callFunction("opsSaveSchedule", { schedule: "Fridays" }, operator)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
    expect((await admin.doc("meal_schedule/weekly").get()).exists).toBe(false);
    expect((await admin.collection("meal_times").get()).empty).toBe(true);
    expect((await admin.collection("operations_audit").get()).empty).toBe(true);
  });

  it("save a valid schedule for the students and the system at once, logged, and show its next four weeks", async () => {
    const operator = await idTokenWithClaims("olga", { operator: true });
    await admin
      .collection("meal_times")
      .doc("hand-typed")
      .set({ starts_at: new Date("2025-09-05T18:30:00Z") });
    const answer = await callFunction("opsSaveSchedule", { schedule: SCHEDULE }, operator);
    expect(answer.result).toMatchObject({ status: "saved", view: { data: SCHEDULE } });
    const { preview } = (answer.result as { view: { preview: { date: string }[] } }).view;
    expect(preview.length).toBeGreaterThanOrEqual(8);

    const saved = await new AdminMealSchedule(admin).read();
    expect(saved.weekly).toEqual([
      { weekday: "Wed", times: ["12:15"], kind: "lunch-for-two" },
      { weekday: "Fri", times: ["18:00"], kind: "group-dinner", tableSize: { min: 3, max: 5 } },
    ]);
    expect(saved.dated).toEqual([
      {
        startsAt: Date.parse("2026-12-04T00:00:00Z"),
        kind: "mixer",
        mixer: { title: "Winter mixer", durationMinutes: 120, capacity: 60 },
      },
    ]);
    // The time typed by hand before is gone: the saved schedule is the whole schedule.
    expect((await admin.collection("meal_times").get()).size).toBe(1);
    const log = await admin.collection("operations_audit").get();
    expect(log.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        by_uid: "olga",
        action: { kind: "schedule-saved", timeZone: "America/Detroit", weeklyEntries: 2, datedTimes: 1 },
      }),
    ]);
    expect((await callFunction("opsSchedule", {}, operator)).result).toMatchObject({ data: SCHEDULE });
  });
});
