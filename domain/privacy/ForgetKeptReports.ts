import type { ConversationRecords } from "../chat/ports/ConversationRecords";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import type { Clock } from "../shared/ports/Clock";
import type { AccountHolds } from "./ports/AccountHolds";

export interface ForgetKeptReportsPorts {
  readonly reports: ReportRecords;
  readonly matches: MatchRecords;
  readonly conversations: ConversationRecords;
  readonly holds: AccountHolds;
  readonly clock: Clock;
}

/**
 * The daily clean-up (system): a report kept after an account's deletion goes once its retention
 * ends, and with it the messages it named of a student who has left the match (deleted: kept only
 * as the report's evidence, see messagesData). A hold kept for a deleted account's address goes
 * too once its time ends (the reports kept under it end with it: holdOnErasure).
 */
export class ForgetKeptReports {
  readonly #ports: ForgetKeptReportsPorts;

  constructor(ports: ForgetKeptReportsPorts) {
    this.#ports = ports;
  }

  /** The ids of the reports removed. */
  async execute(): Promise<readonly string[]> {
    const { reports, matches, conversations, holds, clock } = this.#ports;
    for (const hold of await holds.keptUntilBefore(clock.now())) await holds.remove(hold.key);
    const expired = await reports.keptUntilBefore(clock.now());
    for (const report of expired) {
      await reports.remove(report.id);
      if (report.messageIds.length === 0) continue;
      const match = await matches.get(report.matchId);
      if (match?.memberIds.includes(report.reportedUid)) continue;
      await conversations.remove(report.matchId, report.messageIds);
    }
    return expired.map((report) => report.id);
  }
}
