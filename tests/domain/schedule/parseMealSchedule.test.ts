import { describe, expect, it } from "vitest";
import {
  MIXER_MAX_CAPACITY,
  MIXER_MAX_DURATION_MINUTES,
  MIXER_TITLE_MAX_LENGTH,
  TABLE_MAX_SEATS,
  TABLE_MIN_SEATS,
} from "../../../domain/schedule/mealKinds";
import { parseMealSchedule, SCHEDULE_MAX_WEEKLY_ENTRIES } from "../../../domain/schedule/parseMealSchedule";
import { weeklyMealTimesFrom } from "../../../domain/schedule/readMealCalendar";
import { type ScheduleData, scheduleDataOf } from "../../../domain/schedule/scheduleData";
import { instantOfWallTime } from "../../../domain/schedule/wallClock";

const VALID: ScheduleData = {
  timeZone: "America/Detroit",
  weekly: [
    { weekday: "Wed", times: ["12:30", "12:00"], kind: "lunch-for-two" },
    { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 3, max: 5 } },
    {
      weekday: "Thu",
      times: ["19:00"],
      kind: "mixer",
      mixer: { title: " Thursday mixer ", duration_minutes: 120, capacity: 40 },
    },
  ],
  dated: [{ at: "2026-12-03T19:00" }],
};

const problemsOf = (data: unknown) => {
  const parsed = parseMealSchedule(data);
  return parsed.ok ? [] : parsed.problems;
};

describe("parseMealSchedule: the one strict parser of the console's form and the functions", () => {
  it("turns a valid schedule into its calendar: times sorted, a title trimmed, dated times on the zone's clock", () => {
    const parsed = parseMealSchedule(VALID);
    expect(parsed).toEqual({
      ok: true,
      calendar: {
        timeZone: "America/Detroit",
        weekly: [
          { weekday: "Wed", times: ["12:00", "12:30"], kind: "lunch-for-two" },
          { weekday: "Fri", times: ["18:00"], kind: "group-dinner", tableSize: { min: 3, max: 5 } },
          {
            weekday: "Thu",
            times: ["19:00"],
            kind: "mixer",
            mixer: { title: "Thursday mixer", durationMinutes: 120, capacity: 40 },
          },
        ],
        dated: [
          {
            startsAt: instantOfWallTime({ year: 2026, month: 12, day: 3 }, 19, 0, "America/Detroit"),
            kind: "lunch-for-two",
          },
        ],
      },
    });
    expect(new Date(parsed.ok ? (parsed.calendar.dated[0]?.startsAt ?? 0) : 0).toISOString()).toBe(
      "2026-12-04T00:00:00.000Z",
    );
  });

  it("reads back what scheduleDataOf writes: the form starts from the saved schedule", () => {
    const parsed = parseMealSchedule(VALID);
    if (!parsed.ok) throw new Error("valid");
    expect(parseMealSchedule(scheduleDataOf(parsed.calendar))).toEqual(parsed);
  });

  it("an empty time zone is the device's own", () => {
    expect(parseMealSchedule({ ...VALID, timeZone: "" })).toMatchObject({ ok: true, calendar: { timeZone: null } });
  });

  it("reports each problem where it is, in words, and keeps nothing back", () => {
    const problems = problemsOf({
      timeZone: "Mars/Olympus",
      weekly: [
        { weekday: "Funday", times: ["25:00", "12:00", "12:00"] },
        { weekday: "Fri", times: [], kind: "brunch" },
        { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 5, max: 4 } },
        { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 1, max: TABLE_MAX_SEATS + 1 } },
        {
          weekday: "Thu",
          times: ["19:00"],
          kind: "mixer",
          mixer: {
            title: "x".repeat(MIXER_TITLE_MAX_LENGTH + 1),
            duration_minutes: MIXER_MAX_DURATION_MINUTES + 1,
            capacity: 0,
          },
        },
      ],
      dated: [{ at: "2026-02-30T19:00" }, { at: "tomorrow" }, { at: "2026-12-03T19:00", kind: "mixer" }],
    });
    expect(problems).toEqual([
      {
        list: null,
        index: null,
        field: "timeZone",
        message: "“Mars/Olympus” is not a time zone: write one like America/Detroit, or leave it empty.",
      },
      {
        list: "weekly",
        index: 0,
        field: "weekday",
        message: "Pick a day of the week (Sun, Mon, Tue, Wed, Thu, Fri, Sat).",
      },
      { list: "weekly", index: 0, field: "times", message: "“25:00” is not a time on a 24-hour clock, like 18:30." },
      { list: "weekly", index: 0, field: "times", message: "12:00 is listed twice." },
      { list: "weekly", index: 1, field: "times", message: "Give at least one time, like 18:30." },
      { list: "weekly", index: 1, field: "kind", message: "Pick a kind: lunch-for-two, group-dinner, mixer." },
      {
        list: "weekly",
        index: 2,
        field: "tableSize",
        message: "A table's smallest size cannot be larger than its largest.",
      },
      {
        list: "weekly",
        index: 3,
        field: "tableSize",
        message: `A table's smallest and largest size are whole numbers from ${TABLE_MIN_SEATS} to ${TABLE_MAX_SEATS}.`,
      },
      {
        list: "weekly",
        index: 4,
        field: "title",
        message: `A mixer's title has at most ${MIXER_TITLE_MAX_LENGTH} characters.`,
      },
      {
        list: "weekly",
        index: 4,
        field: "duration",
        message: `A mixer lasts a whole number of minutes, from 1 to ${MIXER_MAX_DURATION_MINUTES}.`,
      },
      {
        list: "weekly",
        index: 4,
        field: "capacity",
        message: `A mixer takes a whole number of people, from 1 to ${MIXER_MAX_CAPACITY}.`,
      },
      {
        list: "dated",
        index: 0,
        field: "at",
        message: "“2026-02-30T19:00” is not a date and time, like 2026-12-03T19:00.",
      },
      { list: "dated", index: 1, field: "at", message: "“tomorrow” is not a date and time, like 2026-12-03T19:00." },
      { list: "dated", index: 2, field: "title", message: "A mixer needs a title." },
      {
        list: "dated",
        index: 2,
        field: "duration",
        message: `A mixer lasts a whole number of minutes, from 1 to ${MIXER_MAX_DURATION_MINUTES}.`,
      },
      {
        list: "dated",
        index: 2,
        field: "capacity",
        message: `A mixer takes a whole number of people, from 1 to ${MIXER_MAX_CAPACITY}.`,
      },
    ]);
  });

  it("refuses what is not a schedule, two dated times of one kind at once, and too many entries", () => {
    expect(problemsOf(null).map((problem) => problem.field)).toEqual(["schedule"]);
    expect(problemsOf({ timeZone: null }).map((problem) => problem.message)).toEqual([
      "The schedule needs its weekly entries and its dated times, even if there are none.",
    ]);
    expect(
      problemsOf({ ...VALID, dated: [{ at: "2026-12-03T19:00" }, { at: "2026-12-03T19:00" }] }).map(
        (problem) => problem.message,
      ),
    ).toEqual(["Another dated time of this kind starts then."]);
    const many = Array.from({ length: SCHEDULE_MAX_WEEKLY_ENTRIES + 1 }, () => VALID.weekly[0]);
    expect(problemsOf({ ...VALID, weekly: many }).map((problem) => problem.message)).toEqual([
      `At most ${SCHEDULE_MAX_WEEKLY_ENTRIES} weekly entries.`,
    ]);
  });

  it("holds the limits the lenient reader of stored documents holds (the same constants of mealKinds)", () => {
    const entry = { weekday: "Fri", times: ["18:00"], kind: "group-dinner", table_size: { min: 1, max: 4 } };
    expect(problemsOf({ ...VALID, weekly: [entry] })).toHaveLength(1);
    // Stored, the same out-of-range size is not held: the usual 4 to 6 stands in.
    expect(weeklyMealTimesFrom([entry])).toEqual([
      { weekday: "Fri", times: ["18:00"], kind: "group-dinner", tableSize: { min: 4, max: 6 } },
    ]);
  });
});
