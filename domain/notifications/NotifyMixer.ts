import { readProfiles } from "../meetups/readProfiles";
import { mixersBetween } from "../mixers/Mixer";
import type { MixerEvent, Rsvp } from "../mixers/MixerEvent";
import type { MixerLedger, MixerScope } from "../mixers/ports/MixerLedger";
import { MIXER_EVENTS_PAGE_SIZE } from "../mixers/RunMixerJobs";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { MIXER_MAX_DURATION_MINUTES } from "../schedule/mealKinds";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { DAY_MS, MINUTE_MS } from "../shared/time";
import { deliverableNow, latestOf, mayBeDue, type NoticeCandidate } from "./dueNotices";
import { mixerNoticeCandidates, mixerNoticesToWithdraw, mixerPushKey, mixerTag } from "./mixerNotices";
import { notificationPreferencesOf } from "./NotificationPreferences";
import type { Notifier } from "./ports/Notifier";

export interface NotifyMixerPorts {
  readonly mixers: MixerLedger;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/** What one student of the event is to be sent: the keys to record first, then the notice. */
interface Sending {
  readonly uid: string;
  readonly keys: readonly string[];
  readonly notice: NoticeCandidate["notice"];
}

/**
 * The notifications a school's mixer brings its students (system), run after a change to an RSVP
 * (a spot that opened, a circle, a cancellation) and by the timed jobs (the reminder): for each
 * student going, of what is due now (mixerNoticeCandidates), in the kinds they keep on and as their
 * quiet hours allow, only the latest is shown (one tag per student's mixer). Each is recorded on the
 * RSVP first, in one change of the ledger's, and sent only by the run whose change counted: once,
 * however many runs at once. A student who cancels has what they were shown withdrawn
 * (withdrawCancelled, after the cancellation).
 */
export class NotifyMixer {
  readonly #ports: NotifyMixerPorts;

  constructor(ports: NotifyMixerPorts) {
    this.#ports = ports;
  }

  /** The event's students, or only `uid`'s RSVP (a trigger on it). */
  async execute(eventId: string, uid?: string): Promise<void> {
    const { mixers, clock, notifier } = this.#ports;
    const scope: MixerScope = uid === undefined ? "all" : { uid };
    const now = clock.now();
    const { event, rsvps } = await this.#read(eventId, scope);
    if (event === null) return;
    const { timeZone } = await this.#ports.schedule.read();
    const open = (rsvp: Rsvp) =>
      mixerNoticeCandidates(event, rsvp, timeZone).filter(
        (candidate) => !rsvp.notices.includes(mixerPushKey(candidate.key)) && mayBeDue(candidate, now),
      );
    // Nothing to tell (a run again, a mixer long over): no profile is read.
    const waiting = rsvps.filter((rsvp) => open(rsvp).length > 0);
    if (waiting.length === 0) return;
    const profiles = await readProfiles(
      this.#ports.profiles,
      waiting.map((rsvp) => rsvp.uid),
    );
    const sendings: Sending[] = waiting.flatMap((rsvp): Sending[] => {
      const preferences = notificationPreferencesOf(profiles.get(rsvp.uid) ?? null);
      const due = deliverableNow(open(rsvp), preferences, timeZone, now);
      const latest = latestOf(due);
      if (latest === null) return [];
      return [{ uid: rsvp.uid, keys: due.map((candidate) => mixerPushKey(candidate.key)), notice: latest.notice }];
    });
    if (sendings.length === 0) return;
    const recorded = await mixers.change(eventId, scope, (facts) => recordSendings(facts.event, facts.rsvps, sendings));
    for (const sending of sendings.filter((one) => recorded.includes(one.uid))) {
      await notifier.notify(sending.uid, sending.notice);
    }
  }

  /** After `uid` cancelled (or left the line): what they were shown of the mixer is taken away. */
  async withdrawCancelled(eventId: string, uid: string): Promise<void> {
    const [rsvp] = (await this.#read(eventId, { uid })).rsvps;
    if (rsvp !== undefined && mixerNoticesToWithdraw(rsvp)) await this.#ports.notifier.withdraw(uid, mixerTag(eventId));
  }

  /** The event and the RSVPs of `scope` as they stand: the ledger's change that stores nothing. */
  #read(eventId: string, scope: MixerScope) {
    return this.#ports.mixers.change(eventId, scope, (facts) => ({ change: null, answer: facts }));
  }

  /** The timed jobs' part: every school's event of the mixers from those under way to those of the next day. */
  async executeDue(): Promise<void> {
    const now = this.#ports.clock.now();
    const calendar = await this.#ports.schedule.read();
    for (const mixer of mixersBetween(calendar, now - MIXER_MAX_DURATION_MINUTES * MINUTE_MS, now + DAY_MS)) {
      let afterId: string | null = null;
      for (;;) {
        const page = await this.#ports.mixers.eventsOf(mixer.id, MIXER_EVENTS_PAGE_SIZE, afterId);
        for (const event of page) await this.execute(event.id);
        afterId = page.at(-1)?.id ?? null;
        if (page.length < MIXER_EVENTS_PAGE_SIZE || afterId === null) break;
      }
    }
  }
}

/**
 * The sendings recorded on their RSVPs, as one change: only a student whose RSVP has none of them
 * yet and is still going is recorded, and so sent; the answer says whom.
 */
function recordSendings(event: MixerEvent | null, rsvps: readonly Rsvp[], sendings: readonly Sending[]) {
  if (event === null) return { change: null, answer: [] as string[] };
  const byUid = new Map(rsvps.map((rsvp) => [rsvp.uid, rsvp]));
  const changed: Rsvp[] = [];
  for (const sending of sendings) {
    const rsvp = byUid.get(sending.uid);
    if (rsvp?.status !== "going" || sending.keys.some((key) => rsvp.notices.includes(key))) continue;
    changed.push({ ...rsvp, notices: [...rsvp.notices, ...sending.keys] });
  }
  return {
    change: changed.length === 0 ? null : { event, rsvps: changed },
    answer: changed.map((rsvp) => rsvp.uid),
  };
}
