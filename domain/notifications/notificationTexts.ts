import type { Match, MatchMember } from "../meetups/Match";
import type { MeetingSignal } from "../meetups/MeetingSignal";
import { confirmDeadlineOf } from "../meetups/matchStatus";
import { nameInEmail, timeInEmail } from "../meetups/meetupEmails";
import type { MixerEvent } from "../mixers/MixerEvent";
import { titleInSubject } from "../mixers/mixerEmails";
import type { EpochMillis } from "../shared/EpochMillis";
import { namesList } from "../shared/namesList";

/**
 * The words of the notifications, whichever backend sends them. Short: a phone's lock screen shows
 * a line or two. A first name goes in cleaned as the emails clean it; a message's text never does.
 */

/** The screen a match's notifications open. */
export const MATCH_LINK = "/dashboard";

const shortTime = (instant: EpochMillis, timeZone: string | null) =>
  new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone === null ? {} : { timeZone }),
  }).format(instant);

function nameOf(member: MatchMember, fallback: string): string {
  return nameInEmail(member.firstName) || fallback;
}

const names = (members: readonly MatchMember[]) => namesList(members.map((member) => nameOf(member, "a student")));

export const notificationTexts = {
  matched: (match: Match, others: readonly MatchMember[], timeZone: string | null) =>
    match.kind === "group-dinner"
      ? {
          title: "You have a seat at a group dinner",
          body: `${timeInEmail(match.slot, timeZone)}. Confirm by ${timeInEmail(confirmDeadlineOf(match), timeZone)}.`,
        }
      : {
          title: match.origin === "waitlist" ? "A place opened: you're matched" : "You're matched",
          body: `Lunch with ${names(others)}, ${timeInEmail(match.slot, timeZone)}. Confirm by ${shortTime(confirmDeadlineOf(match), timeZone)}.`,
        },
  seatOpened: (match: Match, timeZone: string | null) => ({
    title: "A seat opened: you have a table",
    body: `Group dinner, ${timeInEmail(match.slot, timeZone)}. You're confirmed: see who's at the table in the app.`,
  }),
  tableTold: (match: Match, others: readonly MatchMember[], timeZone: string | null) => ({
    title: "Your table tonight",
    body: `${names(others)}, ${shortTime(match.slot, timeZone)} at ${match.place?.name ?? "the place in the app"}.`,
  }),
  partnerConfirmed: (match: Match, other: MatchMember, iConfirmed: boolean, timeZone: string | null) => ({
    title: `${nameOf(other, "Your match")} confirmed`,
    body: iConfirmed ? "Your meal is on." : `Confirm by ${shortTime(confirmDeadlineOf(match), timeZone)} and it's on.`,
  }),
  partnerCancelled: (match: Match, other: MatchMember, mealIsOff: boolean) => ({
    title: `${nameOf(other, match.kind === "group-dinner" ? "Someone at your table" : "Your match")} can't make it`,
    body:
      match.kind === "group-dinner"
        ? "Your table is still on: the seat goes to someone on the waitlist."
        : mealIsOff
          ? "The meal is off. A later time that day may have room: see the app."
          : "The meal is still on with the others.",
  }),
  calledOff: () => ({ title: "Your meal is off", body: "Not enough confirmed in time. Nobody is penalised." }),
  confirmReminder: (match: Match, timeZone: string | null) => ({
    title: "Confirm your meal",
    body: `Confirm by ${shortTime(confirmDeadlineOf(match), timeZone)} or it is called off.`,
  }),
  eveningBefore: (match: Match, others: readonly MatchMember[], timeZone: string | null) => ({
    title: "Your meal is tomorrow",
    body: `${names(others)}, ${shortTime(match.slot, timeZone)} at ${match.place?.name ?? "the place in the app"}.`,
  }),
  hourBefore: (match: Match, timeZone: string | null) => ({
    title: "Your meal is in an hour",
    body: `${shortTime(match.slot, timeZone)} at ${match.place?.name ?? "the place in the app"}.`,
  }),
  findEachOther: (match: Match) => ({
    title: "Find each other",
    body: `Open the app: your colour is ${match.signal.colourName}.`,
  }),
  arrived: (other: MatchMember) => ({
    title: `${nameOf(other, "Your match")} is here`,
    body: "Open the app to find each other.",
  }),
  mixerReminder: (event: MixerEvent, timeZone: string | null) => ({
    title: "Your mixer is in an hour",
    body: `${titleInSubject(event)}, ${shortTime(event.mixer.startsAt, timeZone)} at ${event.place?.name ?? "the place in the app"}. Tap "I'm here" at the door.`,
  }),
  mixerSpotOpened: (event: MixerEvent, timeZone: string | null) => ({
    title: "A spot opened: you're going",
    body: `${titleInSubject(event)}, ${timeInEmail(event.mixer.startsAt, timeZone)}${event.place === null ? "" : ` at ${event.place.name}`}.`,
  }),
  mixerCircle: (signal: MeetingSignal) => ({
    title: `Your circle: ${signal.colourName}`,
    body: `Look for the phones showing ${signal.colourName}. Code word: ${signal.codeWord}.`,
  }),
  reviewed: () => ({
    title: "Your report was reviewed",
    body: "Our trust and safety team has looked into what you told us. Thank you for helping keep Strangers safe.",
  }),
  newMessages: (unread: number, senders: readonly string[]) => ({
    title: unread === 1 ? `New message from ${senders[0] ?? "your match"}` : `${unread} new messages`,
    body: unread === 1 ? "Open the chat to read it." : `From ${namesList(senders)}. Open the chat to read them.`,
  }),
} as const;
