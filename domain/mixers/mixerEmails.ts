import { timeInEmail as when } from "../meetups/meetupEmails";
import type { OutgoingEmail } from "../shared/ports/Mailer";
import { MINUTE_MS } from "../shared/time";
import type { MixerEvent } from "./MixerEvent";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "./mixerRules";

/**
 * The emails of a mixer, the same whichever backend sends them; times on the schedule's clock. They
 * name no student: a mixer's title is the operators', cut short in a subject as a name is
 * (meetupEmails.ts); the body says it whole.
 */

/** The most of a mixer's title a subject carries. */
export const MIXER_TITLE_IN_SUBJECT_MAX_LENGTH = 40;

const CHECK_IN_MINUTES = CHECK_IN_OPENS_BEFORE_START_MS / MINUTE_MS;

/** The title as a subject (or a notification's line) carries it: cut short past MIXER_TITLE_IN_SUBJECT_MAX_LENGTH. */
export function titleInSubject(event: MixerEvent): string {
  const title = event.mixer.title.replace(/\s+/g, " ").trim();
  return title.length <= MIXER_TITLE_IN_SUBJECT_MAX_LENGTH
    ? title
    : `${title.slice(0, MIXER_TITLE_IN_SUBJECT_MAX_LENGTH - 1).trimEnd()}…`;
}

/** "on Thursday, December 3, 7:00 PM at Main Dining Hall (By the main doors, inside)". */
function whenAndWhere(event: MixerEvent, timeZone: string | null): string {
  const where = event.place === null ? "" : ` at ${event.place.name} (${event.place.meetingPoint})`;
  return `on ${when(event.mixer.startsAt, timeZone)}${where}`;
}

const AT_THE_DOOR = `From ${CHECK_IN_MINUTES} minutes before it starts, tap "I'm here" in the app at the door. At the start, everyone who is there is split into small icebreaker circles, each with its own colour on your phones: look for yours.`;

export function goingEmail(to: string, event: MixerEvent, timeZone: string | null) {
  return {
    to,
    subject: `You're going to ${titleInSubject(event)}`,
    text: `You're going to “${event.mixer.title}” ${whenAndWhere(event, timeZone)}.\n\n${AT_THE_DOOR}\n\nCan't make it? Cancel your RSVP in the app: your spot goes to the first on the waitlist.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function waitlistedEmail(to: string, event: MixerEvent, position: number, timeZone: string | null) {
  return {
    to,
    subject: `You're on the waitlist for ${titleInSubject(event)}`,
    text: `“${event.mixer.title}” ${whenAndWhere(event, timeZone)} is full, so you're on the waitlist: number ${position} in line. If a spot opens before it starts, it's yours and we'll email you.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function promotedEmail(to: string, event: MixerEvent, timeZone: string | null) {
  return {
    to,
    subject: `A spot opened: you're going to ${titleInSubject(event)}`,
    text: `Good news: a spot opened at “${event.mixer.title}” ${whenAndWhere(event, timeZone)}, and it's yours. You're going.\n\n${AT_THE_DOOR}\n\nCan't make it after all? Cancel your RSVP in the app, so the next in line can go.`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}

export function mixerReminderEmail(to: string, event: MixerEvent, timeZone: string | null) {
  return {
    to,
    subject: `${titleInSubject(event)} is today`,
    text: `Reminder: you're going to “${event.mixer.title}” ${whenAndWhere(event, timeZone)}.\n\n${AT_THE_DOOR}`,
    link: "/dashboard",
  } satisfies OutgoingEmail;
}
