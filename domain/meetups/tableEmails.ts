import type { OutgoingEmail } from "../shared/ports/Mailer";
import type { Match, MatchMember } from "./Match";
import { confirmDeadlineOf } from "./matchStatus";
import { dayOf, interestInEmail, placeOf, quotedNames, timeInEmail } from "./meetupEmails";

/**
 * A group dinner's emails, in the stages it is told: the seating (who, without names), the day's
 * details (names, place, signal), a seat the waitlist filled, a table merged into another. The same
 * rules as every lifecycle email (meetupEmails.ts): what students wrote goes in cleaned and quoted.
 */

/** A tablemate before names are told: "a Junior in “Biology”". */
function describedMember(member: MatchMember): string {
  const level = interestInEmail(member.classLevel);
  const major = interestInEmail(member.major);
  const who = level === "" ? "a student" : `a ${level}`;
  return major === "" ? who : `${who} in “${major}”`;
}

function interestsLine(match: Match): string {
  const interests = match.sharedInterests
    .map(interestInEmail)
    .filter((interest) => interest !== "")
    .slice(0, 5);
  return interests.length === 0 ? "" : ` Interests shared at the table: ${interests.map((i) => `“${i}”`).join(", ")}.`;
}

export function seatedEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  return {
    to,
    subject: "You have a table for a group dinner on Strangers",
    text: `You're seated at a table of ${others.length + 1} for the group dinner on ${timeInEmail(match.slot, timeZone)}, with ${others.map(describedMember).join(", ")}.${interestsLine(match)}\n\nTheir first names and the place come on ${dayOf(match.revealAt, timeZone)}. Please confirm your seat by ${timeInEmail(confirmDeadlineOf(match), timeZone)} in the app.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function tableToldEmail(to: string, match: Match, others: readonly MatchMember[], timeZone: string | null) {
  return {
    to,
    subject: "Your table today: who and where",
    text: `Your group dinner on ${timeInEmail(match.slot, timeZone)} is at ${placeOf(match)}, with ${quotedNames(others)}. From 15 minutes before, open "Find your table": everyone at your table sees the same colour.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function seatFilledEmail(to: string, match: Match, timeZone: string | null) {
  const told = match.place === null ? "" : ` at ${placeOf(match)}`;
  return {
    to,
    subject: "A seat opened up: you have a table",
    text: `A seat opened up at a table for the group dinner on ${timeInEmail(match.slot, timeZone)}${told}, and it's yours: you asked to wait for one, so you're confirmed. Details and who's at the table are in the app.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}

export function tablesMergedEmail(to: string, table: Match, joining: boolean, timeZone: string | null) {
  const text = joining
    ? `Too few at your table confirmed in time, so you join another table at the same time and place: the group dinner on ${timeInEmail(table.slot, timeZone)} at ${placeOf(table)}.`
    : `More people join your table for the group dinner on ${timeInEmail(table.slot, timeZone)}: their table was too small to go on.`;
  return {
    to,
    subject: joining ? "You're joining another table" : "Your table is growing",
    text: `${text} Who's at the table is in the app.`,
    link: "/dashboard",
    about: table.memberIds,
  } satisfies OutgoingEmail;
}
