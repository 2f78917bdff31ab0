import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import { deliverableNow } from "./dueNotices";
import { notificationPreferencesOf } from "./NotificationPreferences";
import { REVIEW_OUTCOME_USEFUL_MS } from "./notificationRules";
import type { Notifier } from "./ports/Notifier";
import type { ReviewOutcomeLedger } from "./ports/ReviewOutcomeLedger";
import { reviewOutcomeCandidate } from "./reviewNotice";

export interface NotifyReviewOutcomePorts {
  readonly reviewOutcomes: ReviewOutcomeLedger;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/**
 * A reporter hears that the team reviewed their report (system): right after the review, or when
 * their quiet hours end (the timed jobs), within a day; with "reviews" on. Recorded on the report
 * first and sent only by the run that recorded it: once, however many runs at once.
 */
export class NotifyReviewOutcome {
  readonly #ports: NotifyReviewOutcomePorts;

  constructor(ports: NotifyReviewOutcomePorts) {
    this.#ports = ports;
  }

  /** Right after a review: this report's reporter, if nothing holds it. */
  async execute(reportId: string): Promise<void> {
    await this.#tell((outcome) => outcome.reportId === reportId);
  }

  /** The timed jobs' part: every reporter still to be told of a review of the last day. */
  async executeDue(): Promise<void> {
    await this.#tell(() => true);
  }

  async #tell(which: (outcome: { readonly reportId: string }) => boolean): Promise<void> {
    const { reviewOutcomes, profiles, schedule, notifier, clock } = this.#ports;
    const now = clock.now();
    const untold = (await reviewOutcomes.untoldSince(now - REVIEW_OUTCOME_USEFUL_MS)).filter(which);
    if (untold.length === 0) return;
    const { timeZone } = await schedule.read();
    for (const outcome of untold) {
      const profile = await profiles.read(outcome.reporterUid);
      // A reporter who has deleted their account since: nobody to tell.
      if (profile === null) continue;
      const preferences = notificationPreferencesOf(profile);
      const [due] = deliverableNow([reviewOutcomeCandidate(outcome)], preferences, timeZone, now);
      if (due === undefined) continue;
      if (await reviewOutcomes.markTold(outcome.reportId, now)) await notifier.notify(outcome.reporterUid, due.notice);
    }
  }
}
