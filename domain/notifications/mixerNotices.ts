import { checkInOpensAt } from "../mixers/Mixer";
import { circleSignal, type MixerEvent, type Rsvp } from "../mixers/MixerEvent";
import type { NoticeCandidate } from "./dueNotices";
import { MIXER_REMINDER_PUSH_BEFORE_START_MS } from "./notificationRules";
import { notificationTexts } from "./notificationTexts";

/** The tag of every notification about a student's mixer: each one replaces the last. */
export const mixerTag = (eventId: string): string => `mixer:${eventId}`;

/** The screen a mixer's notifications open: its card on the dashboard. */
export const mixerLink = (event: MixerEvent): string => `/dashboard#mixer-${event.mixer.id}`;

/** The notice recorded on an RSVP once its student was sent (or let go) a notification. */
export const mixerPushKey = (key: string): string => `push:${key}`;

/**
 * Everything a school's mixer says to the student of `rsvp`, due yet or not: a spot that opened
 * for them on the waitlist ("seats"), the reminder an hour before the start (until the door opens), and their icebreaker
 * circle once they have one ("mixers"). Nothing while waiting in line or after cancelling (what
 * they were shown is withdrawn instead: mixerNoticesToWithdraw).
 */
export function mixerNoticeCandidates(event: MixerEvent, rsvp: Rsvp, timeZone: string | null): NoticeCandidate[] {
  if (rsvp.status !== "going") return [];
  const { startsAt, endsAt } = event.mixer;
  const make = (
    key: string,
    kind: "seats" | "mixers",
    reminder: boolean,
    dueAt: number,
    usefulUntil: number,
    text: { readonly title: string; readonly body: string },
  ): NoticeCandidate => ({
    key,
    reminder,
    dueAt,
    usefulUntil,
    notice: { kind, ...text, link: mixerLink(event), tag: mixerTag(event.id), alert: true },
  });
  const candidates: NoticeCandidate[] = [];
  if (rsvp.promotedAt !== null) {
    candidates.push(
      make(
        "spot-opened",
        "seats",
        false,
        rsvp.promotedAt,
        startsAt,
        notificationTexts.mixerSpotOpened(event, timeZone),
      ),
    );
  }
  candidates.push(
    make(
      "reminder",
      "mixers",
      true,
      startsAt - MIXER_REMINDER_PUSH_BEFORE_START_MS,
      // Until the door opens ("I'm here"), as a meal's hour-before reminder lasts until "find each other".
      checkInOpensAt(event.mixer),
      notificationTexts.mixerReminder(event, timeZone),
    ),
  );
  if (rsvp.circle !== null) {
    const seatedAt = Math.max(event.circlesFormedAt ?? startsAt, rsvp.checkedInAt ?? startsAt);
    candidates.push(
      make(
        "circle",
        "mixers",
        false,
        seatedAt,
        endsAt,
        notificationTexts.mixerCircle(circleSignal(event.id, rsvp.circle)),
      ),
    );
  }
  return candidates;
}

/**
 * Whether a cancelled RSVP's student had been shown something of the mixer (which is then taken
 * away). A withdrawal is not recorded: taking away what is not shown does nothing, so a second one
 * is harmless, and nothing is written on an RSVP an erasure may be removing.
 */
export function mixerNoticesToWithdraw(rsvp: Rsvp): boolean {
  return rsvp.status === "cancelled" && rsvp.notices.some((notice) => notice.startsWith("push:"));
}
