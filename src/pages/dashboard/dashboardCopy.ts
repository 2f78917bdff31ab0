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
  addToCalendar: "Add to calendar",
  noneScheduled: "The next meal times will be announced soon.",
} as const;
