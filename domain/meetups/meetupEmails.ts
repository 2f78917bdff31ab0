import type { EpochMillis } from "../shared/EpochMillis";
import { namesList } from "../shared/namesList";
import type { OutgoingEmail } from "../shared/ports/Mailer";
import { isFormerMember } from "./formerMember";
import type { Match, MatchMember, NoMatchReason } from "./Match";
import { confirmDeadlineOf } from "./matchStatus";

/**
 * The emails of the lifecycle, the same whichever backend sends them. Times are written on the
 * schedule's clock (its time zone; the device's when it has none).
 *
 * What students wrote themselves (a first name, an interest) goes in as data, never as the app's
 * own voice: cleaned to the characters names and interests use (no links, no line breaks, no
 * dots to make a web address of), cut short, and quoted in the body ("Your match, “Mateo”, …").
 */

/** The most of a student's first name an email carries. */
export const NAME_IN_EMAIL_MAX_LENGTH = 24;
/** The most of an interest an email carries. */
const INTEREST_IN_EMAIL_MAX_LENGTH = 30;

/** A time as the emails write it ("Wednesday, November 25 at 12:30 PM"), on the schedule's clock. */
export function timeInEmail(instant: EpochMillis, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone === null ? {} : { timeZone }),
  }).format(instant);
}

export function dayOf(instant: EpochMillis, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(timeZone === null ? {} : { timeZone }),
  }).format(instant);
}

/** `text` kept to the characters allowed (everything else a space), on one line, at most `maxLength`. */
function cleaned(text: string, allowed: RegExp, maxLength: number): string {
  return text.normalize("NFC").replace(allowed, " ").replace(/\s+/g, " ").trim().slice(0, maxLength).trim();
}

/** A first name as an email may carry it: letters, and the spaces, hyphens and apostrophes names use. */
export function nameInEmail(firstName: string): string {
  return cleaned(firstName, /[^\p{L}\p{M}' ’-]/gu, NAME_IN_EMAIL_MAX_LENGTH);
}

/** An interest (or a major) as an email may carry it: letters, digits and the few signs interests use ("C++", "Rock & roll"). */
export function interestInEmail(interest: string): string {
  return cleaned(interest, /[^\p{L}\p{M}\p{N}' ’&+#-]/gu, INTEREST_IN_EMAIL_MAX_LENGTH);
}

/** The name quoted for a body ("“Mateo”"), or the words for a student without one. */
export function quotedName(member: MatchMember): string {
  const name = nameInEmail(member.firstName);
  return name === "" ? "a student from your school" : `“${name}”`;
}

/** The members' names as a body carries them: quoted, listed ("“Mateo” and “Ana”", "“Ben”, “Cleo”, and “Dev”"). */
export const quotedNames = (members: readonly MatchMember[]) => namesList(members.map(quotedName));

/** Where they meet, with the meeting point: "Main Dining Hall (By the doors)". */
export function placeOf(match: Match): string {
  return match.place === null
    ? "a place we'll tell you on the day"
    : `${match.place.name} (${match.place.meetingPoint})`;
}

export function matchedEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  const interests = match.sharedInterests.map(interestInEmail).filter((interest) => interest !== "");
  const shared =
    interests.length > 0 ? ` You both like ${interests.map((interest) => `“${interest}”`).join(", ")}.` : "";
  return {
    to,
    subject: "You're matched for a meal on Strangers",
    text: `You'll meet ${quotedNames(others)} on ${timeInEmail(match.slot, timeZone)} at ${placeOf(match)}.${shared}\n\nPlease confirm by ${timeInEmail(confirmDeadlineOf(match), timeZone)} in the app. From 15 minutes before, open "Find your match": your phones show the same colour.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function partnerCancelledEmail(
  to: string,
  match: Match,
  cancelled: MatchMember,
  mealIsOff: boolean,
  timeZone: string | null,
) {
  const atTable = match.kind === "group-dinner";
  const outcome = atTable
    ? "Your table is still on: we'll offer the seat to someone on the waitlist."
    : mealIsOff
      ? "The meal is off. If a later slot that day has room, you can join its waitlist in the app."
      : "The meal is still on with the others.";
  // A member who deleted their account is named no more, nor one whose table has not been told names yet.
  const name = isFormerMember(cancelled) ? "" : nameInEmail(cancelled.firstName);
  const who = atTable ? "Someone at your table" : "Your match";
  return {
    to,
    subject: `${name || who} can't make it`,
    text: `${name === "" ? who : `${who}, “${name}”,`} can't make it to your meal on ${timeInEmail(match.slot, timeZone)}. ${outcome}`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function calledOffEmail(to: string, match: Match, timeZone: string | null) {
  const why =
    match.kind === "group-dinner"
      ? `Too few at your table confirmed the group dinner on ${timeInEmail(match.slot, timeZone)} in time, and no other table at that time had room, so it is off.`
      : `Not everyone confirmed your meal on ${timeInEmail(match.slot, timeZone)} in time, so it is off.`;
  return {
    to,
    subject: "Your meal is off",
    text: `${why} Nobody is penalised; you can join the next meal day in the app.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function reminderEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  return {
    to,
    subject: "Your Strangers meal is today",
    text: `Reminder: you're meeting ${quotedNames(others)} on ${timeInEmail(match.slot, timeZone)} at ${placeOf(match)}. Your colour is ${match.signal.colourName} and your code word ${match.signal.codeWord}.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

const NO_MATCH_TEXTS: Record<NoMatchReason, (day: string) => string> = {
  "no-partner": (day) =>
    `We couldn't find you a match for ${day} this time. You're first in line next round, and if a later time that day frees up, you can join its waitlist in the app.`,
  "joined-after-matching": (day) =>
    `Matching for ${day} had already run when you opted in, and nobody else who opted in after it could make your times. If a later time that day frees up, you can join its waitlist in the app.`,
  "no-table": (day) =>
    `We couldn't seat you at a table for the group dinner on ${day}: too few could make your times, or the numbers didn't split into tables. You're first in line next round, and you can join the waitlist for a seat that frees up in the app.`,
  "no-place": (day) =>
    `We couldn't match you for ${day}: your school has no place to meet yet. We're on it, and you're first in line next round.`,
  snoozed: (day) =>
    `You paused matching, so you weren't matched for ${day}. Resume matching in the app to join a meal day.`,
  "paused-for-no-shows": (day) =>
    `Matching is paused after missed meals, so you weren't matched for ${day}. The Safety Guidelines say when it resumes.`,
  suspended: (day) =>
    `Your account is suspended by our trust and safety team, so you weren't matched for ${day}. The app says why and until when.`,
  "profile-incomplete": (day) =>
    `Your profile is missing your first name, class level or a meal time, so you weren't matched for ${day}. Complete it in the app to join a meal day.`,
};

/** A student who opted in and was not matched hears so, and why: nobody is left out in silence. */
export function noMatchEmail(to: string, firstSlot: EpochMillis, reason: NoMatchReason, timeZone: string | null) {
  return {
    to,
    subject: "No match this time",
    text: NO_MATCH_TEXTS[reason](dayOf(firstSlot, timeZone)),
    link: "/dashboard",
  } satisfies OutgoingEmail;
}
