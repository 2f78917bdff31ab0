export const dashboardCopy = {
  title: "Dashboard",
  description: "The countdown to your next Strangers meal time.",
  heading: "Your next meal",
  untilNextMeal: "Until next meal time",
  untilNextMealSpoken: "Until the next meal time",
  untilYourMeal: (names: string) => (names === "" ? "Until your meal" : `Until your meal with ${names}`),
  /** A table before its day: the others' first names are not told yet. */
  untilYourTable: "Until your group dinner",
  untilOptedIn: "Until the first meal you joined",
  untilCanJoin: "Until the next meal you can join",
  untilYourMixer: (title: string) => `Until your mixer: ${title}`,
  loading: "Loading next meal time...",
  loadFailed: "We couldn't load the meal times. We'll keep trying.",
  retry: "Try again",
  days: "Days",
  hours: "Hours",
  minutes: "Minutes",
  addToCalendar: "Add to calendar",
  noneScheduled: "The next meal times will be announced soon.",
  completeProfile: "Complete your profile to get matched",
  completeProfileLink: "Complete your profile",
} as const;

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? "" : "s"}`;
}

/**
 * The countdown read as words, for screen readers: "2 days, 1 hour and 5 minutes until the next meal
 * time"; `until` is the label under the digits ("Until your meal with Ben").
 */
export function countdownInWords(days: number, hours: number, minutes: number, until: string): string {
  return `${unit(days, "day")}, ${unit(hours, "hour")} and ${unit(minutes, "minute")} ${until.charAt(0).toLowerCase()}${until.slice(1)}`;
}
