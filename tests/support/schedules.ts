import type { LocalScheduleData } from "../../adapters/local/LocalMealSchedule";

/**
 * The schedule the lifecycle's tests of meals for two run on: the spec's six dated times, then
 * weekly lunches for two on Wednesdays (12:00, 12:30, 13:00) and on Fridays (17:30, 18:00, 18:30).
 * The app's own schedule (adapters/local/mealSchedule.json) has group dinners on Fridays and a
 * mixer on Thursdays: their tests say so.
 */
export const MEALS_FOR_TWO_SCHEDULE: LocalScheduleData = {
  timeZone: null,
  dated: [
    "2025-09-19T17:30",
    "2025-09-19T18:00",
    "2025-09-19T18:30",
    "2025-09-05T18:30",
    "2025-09-05T20:00",
    "2025-09-05T20:30",
  ],
  weekly: [
    { weekday: "Wed", times: ["12:00", "12:30", "13:00"], kind: "lunch-for-two" },
    { weekday: "Fri", times: ["17:30", "18:00", "18:30"], kind: "lunch-for-two" },
  ],
};

/** The app's own schedule (adapters/local/mealSchedule.json): Wednesday lunches for two, a Thursday mixer, Friday group dinners. */
export { default as APP_SCHEDULE } from "../../adapters/local/mealSchedule.json";
