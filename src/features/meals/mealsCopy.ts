import type { MealOutcome } from "../../../domain/meetups/MealHistory";

export const mealsCopy = {
  historyTitle: "Your meals",
  historyDescription: "Every meal you were matched for on Strangers, and how it went.",
  historyHeading: "Your meals",
  historyEmpty: "No meals yet. Join a meal day from your dashboard.",
  with: (names: string) => `With ${names}`,
  at: (place: string) => `at ${place}`,
  /** A tablemate whose first name the table was never told (its day did not come). */
  someone: "a student",
  reportWhich: (names: string, when: string) => `(${names}, ${when})`,
  outcome: {
    met: "You met",
    "no-show": "Missed: counted as a no-show",
    "missed-by-them": "They didn't come",
    "cancelled-late": "You cancelled late",
    cancelled: "You cancelled",
    off: "Called off",
    upcoming: "Coming up",
  } satisfies Record<MealOutcome, string>,
  peopleTitle: "Your people",
  peopleDescription: "Strangers you met who want to meet again.",
  peopleHeading: "Your people",
  peopleIntro: "Everyone here met you and said they'd meet again, as you did. Say hello!",
  peopleEmpty: "Nobody yet. After a meal, if you both say you'd meet again, you'll find each other here.",
  metOn: (day: string) => `Met on ${day}`,
  email: (name: string) => `Email ${name}`,
  loading: "Loading…",
  loadFailed: "We couldn't load this. Check your connection and try again.",
  retry: "Try again",
  dashboardLink: "Back to your dashboard",
} as const;
