import type { RescueFailure } from "../../../domain/rescue/rescueErrors";

/** The same-day rescue's words on the dashboard. */
export const rescueCopy = {
  heading: "Free today?",
  standbyPitch: (until: string) =>
    `If someone's match can't come today, we may ask you to join them for the meal. You can say so until ${until}.`,
  standBy: "I'm free today",
  standingBy: "Saving…",
  onStandby: (until: string) =>
    `You're on standby for today. We'll ask you here and by email if someone needs you (until ${until}).`,
  withdraw: "I'm not free after all",
  askedHeading: "Someone is eating alone",
  asked: (place: string, meetingPoint: string, time: string) =>
    `A student at your school is at ${place} (${meetingPoint}) for ${time}, and their match can't come. Join them?`,
  leftAloneHeading: "Your match can't come",
  leftAlone: (place: string) =>
    `Stay at ${place}: we've asked another student to join you. It shows here as soon as they say yes.`,
  aloneToo: (place: string) => `Another student is alone at ${place} too. Eat together?`,
  seatAtTable: (place: string, meetingPoint: string, time: string) =>
    `A group dinner's table at ${place} (${meetingPoint}) for ${time} has a free seat. Join it?`,
  openUntil: (time: string) => `Open until ${time}.`,
  join: "Join",
  joining: "Joining…",
  rescued: "You're matched! Your new meal is on the dashboard.",
  seated: "You have a seat! The table is on the dashboard.",
  lapsed: "No answer in time: we're asking someone else.",
  loadFailed: "We couldn't load today's rescue.",
  retry: "Try again",
  failures: {
    "signed-out": "Your session has ended. Log in again.",
    closed: "“I'm free today” has closed for today.",
    "not-yours": "This offer is not yours to accept.",
    taken: "Someone else has just taken this one.",
    expired: "This offer has lapsed.",
    busy: "You already have a meal today.",
    unreachable: "We couldn't reach Strangers. Check your connection and try again.",
    unexpected: "Something went wrong. Try again.",
  } satisfies Record<RescueFailure, string>,
} as const;
