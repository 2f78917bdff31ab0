import type { MealKind } from "../../../../domain/schedule/mealKinds";

/** The Schedule section's words. */
export const scheduleCopy = {
  heading: "Schedule",
  intro:
    "When students meet: the meals of every week, the dated ones, and the time zone they are read in. A saved change reaches students at once, without a release.",
  formHeading: "Edit the schedule",
  timeZone: "Time zone",
  timeZoneHint: "An IANA time zone, like America/Detroit. Empty: each device's own (the offline demo only).",
  weeklyHeading: "Every week",
  weeklyEmpty: "No weekly meal.",
  weeklyEntry: (position: number) => `Weekly entry ${position}`,
  datedHeading: "Dated meals",
  datedIntro: "Meals on one date; the weekly meals start after the last of them.",
  datedEmpty: "No dated meal.",
  datedEntry: (position: number) => `Dated meal ${position}`,
  day: "Day",
  kind: "Kind",
  kinds: { "lunch-for-two": "Lunch for two", "group-dinner": "Group dinner", mixer: "Mixer" } satisfies Record<
    MealKind,
    string
  >,
  times: "Times",
  timesHint: "24-hour clock, separated by commas: 12:00, 12:30",
  at: "Date and time",
  atHint: "On the schedule's clock: 2026-12-03T19:00",
  tableMin: "Smallest table",
  tableMax: "Largest table",
  title: "Title",
  duration: "Length in minutes",
  capacity: "Capacity per school",
  remove: "Remove",
  removeEntry: (entry: string) => `Remove ${entry}`,
  addWeekly: "Add a weekly meal",
  addDated: "Add a dated meal",
  save: "Save schedule",
  saving: "Saving…",
  saved: "Saved. Students see the new schedule now.",
  problems: (count: number) =>
    `${count === 1 ? "One thing needs" : `${count} things need`} fixing before the schedule can be saved: see the fields marked.`,
  previewHeading: "The next four weeks",
  previewIntro: (timeZone: string) => `As students will live it, on the schedule's clock (${timeZone}).`,
  deviceZone: "this device's time zone",
  previewEmpty: "No meal in the next four weeks.",
  lunches: (times: string) => `Lunch for two at ${times}`,
  dinners: (times: string, tables: string) => `Group dinner at ${times}, tables of ${tables}`,
  mixer: (title: string, from: string, to: string, capacity: number) =>
    `Mixer “${title}”, ${from} to ${to}, ${capacity} per school`,
  optIn: (opens: string, closes: string) => `Opt-in opens ${opens}, closes ${closes}: the round runs then.`,
  rsvp: (opens: string, closes: string) => `RSVP opens ${opens}, closes ${closes}.`,
} as const;
