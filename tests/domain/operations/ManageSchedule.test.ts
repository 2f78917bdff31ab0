import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { ManageSchedule } from "../../../domain/operations/ManageSchedule";
import type { ScheduleBook } from "../../../domain/operations/ports/ScheduleBook";
import { ScheduleConsole } from "../../../domain/operations/ScheduleConsole";
import { EMPTY_MEAL_CALENDAR, type MealCalendar } from "../../../domain/schedule/MealCalendar";
import type { ScheduleData } from "../../../domain/schedule/scheduleData";
import { MemoryAuditLog } from "../../support/operationsFakes";

const OLGA = { uid: "olga", email: "olga@state.edu" };
const NOW = Date.UTC(2026, 10, 30, 14);

class MemoryScheduleBook implements ScheduleBook {
  calendar: MealCalendar = EMPTY_MEAL_CALENDAR;
  saves = 0;
  async read() {
    return this.calendar;
  }
  async save(calendar: MealCalendar) {
    this.saves++;
    this.calendar = calendar;
  }
}

const WEDNESDAY_LUNCH: ScheduleData = {
  timeZone: "America/Detroit",
  weekly: [{ weekday: "Wed", times: ["12:15"], kind: "lunch-for-two" }],
  dated: [],
};

function world() {
  const schedule = new MemoryScheduleBook();
  const audit = new MemoryAuditLog();
  const clock = new ManualClock(NOW);
  const manage = new ManageSchedule({
    schedule,
    audit,
    clock,
    ids: { newId: () => `entry-${audit.entries.length + 1}` },
  });
  return { schedule, audit, manage, clock };
}

describe("ManageSchedule: operators edit the meal schedule", () => {
  it("saves a valid schedule for the students at once, logs who saved what, and shows its next four weeks", async () => {
    const { schedule, audit, manage } = world();
    const result = await manage.save(OLGA, WEDNESDAY_LUNCH);
    expect(schedule.calendar.weekly).toEqual([{ weekday: "Wed", times: ["12:15"], kind: "lunch-for-two" }]);
    expect(audit.entries).toEqual([
      {
        id: "entry-1",
        at: NOW,
        by: OLGA,
        action: { kind: "schedule-saved", timeZone: "America/Detroit", weeklyEntries: 1, datedTimes: 0 },
      },
    ]);
    if (result.status !== "saved") throw new Error("saved");
    expect(result.view.data).toEqual(WEDNESDAY_LUNCH);
    expect(result.view.preview.map((date) => date.date)).toEqual([
      "2026-12-02",
      "2026-12-09",
      "2026-12-16",
      "2026-12-23",
    ]);
  });

  it("refuses a schedule with problems, with the parser's words, and saves and logs nothing", async () => {
    const { schedule, audit, manage } = world();
    const result = await manage.save(OLGA, { ...WEDNESDAY_LUNCH, weekly: [{ weekday: "Wed", times: ["noon"] }] });
    expect(result).toEqual({
      status: "refused",
      problems: [
        { list: "weekly", index: 0, field: "times", message: "“noon” is not a time on a 24-hour clock, like 18:30." },
      ],
    });
    expect(schedule.saves).toBe(0);
    expect(audit.entries).toEqual([]);
  });

  it("the console refuses the same schedule before sending it", async () => {
    const { schedule, manage, clock } = world();
    let sent = 0;
    const console = new ScheduleConsole(
      {
        view: () => manage.view(),
        save: (data) => {
          sent++;
          return manage.save(OLGA, data);
        },
      },
      clock,
    );
    const refused = await console.save({ ...WEDNESDAY_LUNCH, timeZone: "Nowhere/Land" });
    expect(refused.status).toBe("refused");
    expect(sent).toBe(0);
    expect((await console.save(WEDNESDAY_LUNCH)).status).toBe("saved");
    expect(sent).toBe(1);
    expect(schedule.calendar.timeZone).toBe("America/Detroit");
  });
});
