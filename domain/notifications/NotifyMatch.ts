import type { Match } from "../meetups/Match";
import { confirmDeadlineOf } from "../meetups/matchStatus";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { DAY_MS } from "../shared/time";
import { deliverableNow, deliveryMomentOf, latestOf, mayBeDue, type NoticeCandidate } from "./dueNotices";
import { isWithdrawnFor, matchNoticeCandidates, matchTag, pushNoticeKey } from "./matchNotices";
import { type NotificationPreferences, notificationPreferencesOf } from "./NotificationPreferences";
import type { DuePushCursor, MatchNoticeLedger } from "./ports/MatchNoticeLedger";
import type { Notifier } from "./ports/Notifier";

/** How many due matches the timed jobs read at a time. */
export const DUE_PUSHES_PAGE_SIZE = 100;

export interface NotifyMatchPorts {
  readonly matches: Pick<MatchLedger, "get" | "listForDay"> & MatchNoticeLedger;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/** The notice recorded once a member's notifications about a match were withdrawn. */
const withdrawnKey = (uid: string) => `push-withdrawn:${uid}`;

/** What one member is to be sent: the keys to claim, and the latest of them, shown. */
interface Sending {
  readonly uid: string;
  readonly keys: readonly string[];
  readonly latestKey: string;
  readonly notice: NoticeCandidate["notice"];
}

const earliest = (moments: readonly (EpochMillis | null)[]): EpochMillis | null =>
  moments.reduce<EpochMillis | null>(
    (min, moment) => (moment !== null && (min === null || moment < min) ? moment : min),
    null,
  );

/**
 * The notifications a match brings (system), run after any change to it and by the timed jobs:
 * for each member, of what is due now (matchNoticeCandidates), in the kinds they keep on, and as
 * quiet hours allow (deliveryMoment: reminders move out of them), only the latest is shown: it
 * replaces the one before (one tag per match), so a late run never sends a stack of stale ones.
 * Each is claimed on the match before it is sent, and sent only by the run whose claim took it:
 * once, however many runs at once (a run that fails half-way sends too few, never two). A member
 * who cancelled has theirs withdrawn, once. The same claim records when the next is due (the due
 * index), so that the timed jobs read only the matches whose time has come.
 */
export class NotifyMatch {
  readonly #ports: NotifyMatchPorts;

  constructor(ports: NotifyMatchPorts) {
    this.#ports = ports;
  }

  async execute(matchId: string): Promise<void> {
    const match = await this.#ports.matches.get(matchId);
    if (match !== null) await this.#settle(match);
  }

  async #settle(match: Match): Promise<void> {
    const { matches, notifier, clock } = this.#ports;
    const now = clock.now();
    const notices = new Set(match.notices);
    const { timeZone } = await this.#ports.schedule.read();
    const unsent = (uid: string) =>
      matchNoticeCandidates(match, uid, now, timeZone).filter(
        (candidate) => !notices.has(pushNoticeKey(candidate.key, uid)) && now < candidate.usefulUntil,
      );
    const withdrawals = match.memberIds.filter((uid) => isWithdrawnFor(match, uid) && !notices.has(withdrawnKey(uid)));
    const staying = match.memberIds.filter((uid) => !isWithdrawnFor(match, uid));
    // Only a member with something that may be due now has their profile read (kinds, quiet hours).
    const waiting = staying.filter((uid) => unsent(uid).some((candidate) => mayBeDue(candidate, now)));
    const profiles = waiting.length === 0 ? new Map() : await readProfiles(this.#ports.profiles, waiting);
    const sendings: Sending[] = [];
    const nextMoments: (EpochMillis | null)[] = [this.#statusMayChangeAt(match, now)];
    for (const uid of staying) {
      const candidates = unsent(uid);
      if (!waiting.includes(uid)) {
        // Nothing may be due before the first may be: the profile is read then.
        nextMoments.push(earliest(candidates.map((candidate) => candidate.dueAt - (candidate.reminder ? DAY_MS : 0))));
        continue;
      }
      const preferences = notificationPreferencesOf(profiles.get(uid) ?? null);
      const due = deliverableNow(candidates, preferences, timeZone, now);
      const latest = latestOf(due);
      if (latest !== null) {
        const keys = due.map((candidate) => pushNoticeKey(candidate.key, uid));
        sendings.push({ uid, keys, latestKey: pushNoticeKey(latest.key, uid), notice: latest.notice });
      }
      const later = candidates.filter((candidate) => !due.includes(candidate));
      nextMoments.push(earliest(later.map((candidate) => laterMoment(candidate, preferences, timeZone, now))));
    }
    const keys = [...withdrawals.map(withdrawnKey), ...sendings.flatMap((sending) => sending.keys)];
    const claimed = new Set(await matches.claimNotices(match.id, keys, { at: earliest(nextMoments), basedOn: match }));
    for (const uid of withdrawals) {
      if (claimed.has(withdrawnKey(uid))) await notifier.withdraw(uid, matchTag(match.id));
    }
    for (const sending of sendings) {
      if (claimed.has(sending.latestKey)) await notifier.notify(sending.uid, sending.notice);
    }
  }

  /**
   * The confirmation cut-off, while ahead: there a match may be called off, or go on with those who
   * confirmed (what they are told changes without a write).
   */
  #statusMayChangeAt(match: Match, now: EpochMillis): EpochMillis | null {
    const deadline = confirmDeadlineOf(match);
    return now < deadline ? deadline : null;
  }

  /** Every match of the day (offline, after a round or a waitlist wrote them). */
  async executeForDay(dayId: string): Promise<void> {
    for (const match of await this.#ports.matches.listForDay(dayId)) await this.#settle(match);
  }

  /** The timed jobs' part: only the matches whose next notification is due (their due index), a page at a time. */
  async executeDue(): Promise<void> {
    const now = this.#ports.clock.now();
    let after: DuePushCursor | null = null;
    for (;;) {
      const page = await this.#ports.matches.duePushes(now, DUE_PUSHES_PAGE_SIZE, after);
      for (const { match } of page) await this.#settle(match);
      const last = page.at(-1);
      if (page.length < DUE_PUSHES_PAGE_SIZE || last === undefined) return;
      after = { at: last.at, matchId: last.match.id };
    }
  }
}

/**
 * When a candidate not deliverable now will be: as quiet hours allow, in a kind kept on, while of
 * use; null when never.
 */
function laterMoment(
  candidate: NoticeCandidate,
  preferences: NotificationPreferences,
  timeZone: string | null,
  now: EpochMillis,
): EpochMillis | null {
  const moment = deliveryMomentOf(candidate, preferences, timeZone);
  return moment !== null && moment > now && moment < candidate.usefulUntil ? moment : null;
}
