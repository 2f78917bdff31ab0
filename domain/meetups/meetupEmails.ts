import type { OutgoingEmail } from "../ports/Mailer";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Match, MatchMember } from "./Match";
import { confirmDeadlineOf } from "./matchStatus";

/**
 * The emails of the lifecycle, the same whichever backend sends them. Times are written on the
 * schedule's clock (its time zone; the device's when it has none).
 */

function when(instant: EpochMillis, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone === null ? {} : { timeZone }),
  }).format(instant);
}

const names = (members: readonly MatchMember[]) =>
  members.map((member) => member.firstName || "a student from your school").join(" and ");

export function matchedEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  const shared = match.sharedInterests.length > 0 ? ` You both like ${match.sharedInterests.join(", ")}.` : "";
  return {
    to,
    subject: "You're matched for a meal on Strangers",
    text: `You'll meet ${names(others)} on ${when(match.slot, timeZone)} at ${match.place.name} (${match.place.meetingPoint}).${shared}\n\nPlease confirm by ${when(confirmDeadlineOf(match), timeZone)} in the app. From 15 minutes before, open "Find your match": your phones show the same colour.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function partnerCancelledEmail(
  to: string,
  match: Match,
  cancelled: MatchMember,
  mealIsOff: boolean,
  timeZone: string | null,
) {
  const outcome = mealIsOff
    ? "The meal is off. If a later slot that day has room, you can join its waitlist in the app."
    : "The meal is still on with the others.";
  return {
    to,
    subject: `${cancelled.firstName || "Your match"} can't make it`,
    text: `${cancelled.firstName || "Your match"} can't make it to your meal on ${when(match.slot, timeZone)}. ${outcome}`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function calledOffEmail(to: string, match: Match, timeZone: string | null) {
  return {
    to,
    subject: "Your meal is off",
    text: `Not everyone confirmed your meal on ${when(match.slot, timeZone)} in time, so it is off. Nobody is penalised; you can join the next meal day in the app.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function reminderEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  return {
    to,
    subject: "Your Strangers meal is today",
    text: `Reminder: you're meeting ${names(others)} at ${when(match.slot, timeZone)}, ${match.place.name} (${match.place.meetingPoint}). Your colour is ${match.signal.colourName} and your code word ${match.signal.codeWord}.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}
