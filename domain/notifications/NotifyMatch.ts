import { mealDaysBetween } from "../meetups/MealDay";
import { OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS } from "../meetups/meetupRules";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { DAY_MS } from "../shared/time";
import { deliverableNow, latestOf, mayBeDue } from "./dueNotices";
import { isWithdrawnFor, matchNoticeCandidates, matchTag, pushNoticeKey } from "./matchNotices";
import { notificationPreferencesOf } from "./NotificationPreferences";
import type { Notifier } from "./ports/Notifier";

export interface NotifyMatchPorts {
  readonly matches: Pick<MatchLedger, "get" | "addNotices" | "listForDay">;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/** The notice recorded once a member's notifications about a match were withdrawn. */
const withdrawnKey = (uid: string) => `push-withdrawn:${uid}`;

/**
 * The notifications a match brings (system), run after any change to it and by the timed jobs:
 * for each member, of what is due now (matchNoticeCandidates), in the kinds they keep on, and as
 * quiet hours allow (deliveryMoment: reminders move out of them), only the latest is shown: it
 * replaces the one before (one tag per match), so a late run never sends a stack of stale ones.
 * Each is recorded on the match before it is sent (sent once: a run that fails half-way sends too
 * few, never two). A member who cancelled has theirs withdrawn, once.
 */
export class NotifyMatch {
  readonly #ports: NotifyMatchPorts;

  constructor(ports: NotifyMatchPorts) {
    this.#ports = ports;
  }

  async execute(matchId: string): Promise<void> {
    const { matches, notifier, clock } = this.#ports;
    const match = await matches.get(matchId);
    if (match === null) return;
    const now = clock.now();
    const notices = new Set(match.notices);
    const { timeZone } = await this.#ports.schedule.read();
    const open = (uid: string) =>
      matchNoticeCandidates(match, uid, now, timeZone).filter(
        (candidate) => !notices.has(pushNoticeKey(candidate.key, uid)) && mayBeDue(candidate, now),
      );
    // Nothing left to tell (a meal long over, a run again): no profile is read.
    const waiting = match.memberIds.filter(
      (uid) => (isWithdrawnFor(match, uid) && !notices.has(withdrawnKey(uid))) || open(uid).length > 0,
    );
    if (waiting.length === 0) return;
    const profiles = await readProfiles(this.#ports.profiles, waiting);
    for (const uid of waiting) {
      if (isWithdrawnFor(match, uid)) {
        if (notices.has(withdrawnKey(uid))) continue;
        await matches.addNotices(match.id, [withdrawnKey(uid)]);
        await notifier.withdraw(uid, matchTag(match.id));
        continue;
      }
      const preferences = notificationPreferencesOf(profiles.get(uid) ?? null);
      const due = deliverableNow(
        matchNoticeCandidates(match, uid, now, timeZone).filter(
          (candidate) => !notices.has(pushNoticeKey(candidate.key, uid)),
        ),
        preferences,
        timeZone,
        now,
      );
      const latest = latestOf(due);
      if (latest === null) continue;
      await matches.addNotices(
        match.id,
        due.map((candidate) => pushNoticeKey(candidate.key, uid)),
      );
      await notifier.notify(uid, latest.notice);
    }
  }

  /** Every match of the day. */
  async executeForDay(dayId: string): Promise<void> {
    for (const match of await this.#ports.matches.listForDay(dayId)) await this.execute(match.id);
  }

  /** The timed jobs' part: every match of the meal days from yesterday to the next round's, the reminders as their time comes. */
  async executeDue(): Promise<void> {
    const now = this.#ports.clock.now();
    const calendar = await this.#ports.schedule.read();
    for (const day of mealDaysBetween(calendar, now - DAY_MS, now + OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS + DAY_MS)) {
      await this.executeForDay(day.id);
    }
  }
}
