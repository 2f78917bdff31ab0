import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import type { ReviewRecords } from "./ports/ReviewRecords";
import { reviewQueue } from "./reviewQueue";
import { REPORT_SUMMARY_AFTER_MS } from "./reviewRules";
import { openReportsSummaryEmail } from "./trustEmails";

/**
 * The team's daily summary (system): one email listing the open reports that have waited more
 * than REPORT_SUMMARY_AFTER_HOURS, the overdue first; nothing when there are none.
 */
export class SummariseOpenReports {
  readonly #reviews: ReviewRecords;
  readonly #mailer: Mailer;
  readonly #clock: Clock;

  constructor(reviews: ReviewRecords, mailer: Mailer, clock: Clock) {
    this.#reviews = reviews;
    this.#mailer = mailer;
    this.#clock = clock;
  }

  /** How many reports the email listed (0: none sent). `to`: the team's address (empty: nobody). */
  async execute(to: string): Promise<number> {
    const now = this.#clock.now();
    const waiting = reviewQueue(await this.#reviews.listOpen(), now).filter(
      (report) => now - report.filedAt >= REPORT_SUMMARY_AFTER_MS,
    );
    if (waiting.length === 0 || to === "") return 0;
    await this.#mailer.send(openReportsSummaryEmail(to, waiting, now));
    return waiting.length;
  }
}
