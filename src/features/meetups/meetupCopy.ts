import type { MealRating, MetAnswer, NoMatchReason } from "../../../domain/meetups/Match";
import type { MealKind } from "../../../domain/schedule/mealKinds";

/** The words of the meals hub on the dashboard: opting in, the reveal, finding each other, the check after. */
export const meetupCopy = {
  hubHeading: "Your meals",
  loading: "Loading your meals…",
  loadFailed: "We couldn't load your meals. We'll keep trying.",
  retry: "Try again",

  /** What each kind of meal is called wherever it is offered. */
  kind: { "lunch-for-two": "Lunch for two", "group-dinner": "Group dinner", mixer: "Mixer" } satisfies Record<
    MealKind,
    string
  >,
  openDayHeading: (kind: string, day: string) => `${kind}: ${day}`,
  kindHint: {
    "lunch-for-two": "One-on-one with a student from your school you haven't met.",
    "group-dinner":
      "A table of 4 to 6 students from your school. When we seat you, you'll see who's at your table by class level and major; their first names and the place come on the day.",
  },
  pickSlots: "When can you make it?",
  pickSlotsHint: "Pick every time that works: more times, better chances.",
  closesAt: (when: string) => `Matching runs ${when}. You can change your times until then.`,
  optIn: "I'm in",
  optingIn: "Joining…",
  youreIn: "You're in",
  saveSlots: "Save times",
  slotsSaved: "Times saved.",
  withdraw: "Withdraw",
  withdrawn: "You're out for this day.",
  completeProfileFirst: "Complete your profile to join a meal: your first name, class level and meal times.",
  completeProfileLink: "Complete your profile",

  pauseLink: "Pause matching",
  pauseHeading: "Pause matching",
  pauseUntil: "Pause until",
  pauseSubmit: "Pause",
  pauseCancel: "Cancel",
  pausedUntil: (when: string) => `Matching is paused until ${when}.`,
  resume: "Resume matching",
  /** A suspension by the trust and safety team: why (a report's reason, in the report form's words) and until when. */
  suspended: (when: string, reason: string) =>
    `Your account is suspended until ${when}, after a report to our trust and safety team (${reason}). Until then you can't join meal days or be matched. If you think this is a mistake, write to us from the Contact page.`,
  noShowPause: (when: string) =>
    `Matching is paused until ${when}: two recent meals were missed without cancelling. See the Safety Guidelines.`,

  matchingHeading: (day: string) => `${day}: matching soon`,
  matchingText: "Opt-in has closed. We're matching everyone now; your match will show here.",
  unmatchedHeading: (day: string) => `${day}: no match this time`,
  /** Why, as the round told the student (matching ran, and did not match them). */
  unmatchedText: {
    "no-partner": "We couldn't find you a match this round. You're first in line next round.",
    "joined-after-matching":
      "Matching for this day had already run when you opted in, and nobody else who opted in after it could make your times.",
    "no-table":
      "We couldn't seat you at a table this round: too few could make your times, or the numbers didn't split into tables. You're first in line next round.",
    "no-place":
      "Your school has no place to meet yet, so we couldn't match you this round. We're on it, and you're first in line next round.",
    snoozed: "You paused matching, so you weren't matched this round.",
    "paused-for-no-shows": "Matching is paused after missed meals, so you weren't matched this round.",
    suspended: "Your account is suspended, so you weren't matched this round.",
    "profile-incomplete":
      "Your profile is missing your first name, class level or a meal time, so you weren't matched this round.",
  } satisfies Record<NoMatchReason, string>,
  waitlistLegend: "Wait for a place at a later time today",
  waitlistSubmit: "Join the waitlist",
  waitlistJoined: "You're on the waitlist. If someone's meal falls through, we'll match you and let you know.",
  leaveWaitlist: "Leave the waitlist",

  matchHeading: "Your match",
  tableHeading: "Your table",
  tableSize: (count: number) => `A table of ${count}.`,
  /** A tablemate before first names are told: their class level and major. */
  unnamedMember: "A student",
  tableToldOn: (when: string) => `You'll see their first names and the place on ${when}.`,
  tableInterests: (interests: string) => `Shared at your table: ${interests}.`,
  seatedFromWaitlist: "A seat opened up and it's yours: you're confirmed.",
  meetAt: (when: string, place: string) => `${when} at ${place}`,
  meetingPoint: (point: string) => `Meeting point: ${point}`,
  sharedInterests: (interests: string) => `You both like ${interests}.`,
  confirm: "Confirm",
  cantMakeIt: "Can't make it",
  confirmBy: (when: string) => `Please confirm by ${when}.`,
  confirmed: "Confirmed",
  waitingForOthers: (names: string) => `Waiting for ${names} to confirm.`,
  waitingForTable: "Waiting for the others at your table to confirm.",
  itsOn: "It's on: see you there!",
  tableOn: (count: number) => `Your table is on: ${count} of you confirmed. See you there!`,
  lateCancelWarning: "It's less than 12 hours before the meal: cancelling now counts as a late cancellation.",
  confirmCancelHeading: "Can't make it?",
  confirmCancelText: (names: string) => `${names} will be told at once that the meal is off.`,
  confirmCancelTableText: "The others at your table will be told, and your seat goes to someone on the waitlist.",
  confirmCancel: "Yes, cancel",
  keep: "Keep the meal",
  offByThem: (names: string) => `${names} can't make it. The meal is off.`,
  offByMe: "You cancelled this meal.",
  offAfterReport: "This meal is off. You won't be matched with them again.",
  offNotConfirmed: "Not everyone confirmed in time, so this meal is off. Nobody is penalised.",
  offTableTooFew:
    "Too few at your table confirmed in time and no other table had room, so this dinner is off. Nobody is penalised.",
  offTableNotConfirmed:
    "You didn't confirm your seat in time, so this dinner went on without you. Nobody is penalised.",
  addToCalendar: "Add to calendar",
  findYourMatch: "Find your match",
  findYourTable: "Find your table",
  findHint: "From 15 minutes before, open this screen: you'll both see the same colour.",
  findTableHint: "From 15 minutes before, open this screen: everyone at your table sees the same colour.",

  feedbackHeading: "Did you meet?",
  met: { yes: "Yes", "they-did-not-come": "They didn't come", "i-could-not-go": "I couldn't go" } satisfies Record<
    MetAnswer,
    string
  >,
  ratingHeading: "How was it?",
  rating: { great: "Great", good: "Good", "not-great": "Not great" } satisfies Record<MealRating, string>,
  meetAgainHeading: "Meet again?",
  meetAgainYes: "Yes",
  meetAgainNo: "No",
  meetAgainHint: "Only if you both say yes will you see each other under Your people.",
  metAtTable: {
    yes: "Yes",
    "they-did-not-come": "Nobody came",
    "i-could-not-go": "I couldn't go",
  } satisfies Record<MetAnswer, string>,
  meetAgainWithLegend: "Who would you meet again?",
  meetAgainWithHint:
    "You'll see each other under Your people only if they choose you too. Nobody sees who didn't choose them.",
  meetAgainWithSave: "Save",
  feedbackThanks: "Thanks! That helps us match you better.",

  youReported: (name: string) => `You reported ${name}. You won't be matched again.`,
  youBlocked: (name: string) => `You blocked ${name}. You won't be matched again.`,
} as const;
