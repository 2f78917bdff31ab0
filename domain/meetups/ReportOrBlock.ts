import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import { isStillAhead } from "./matchStatus";
import { MeetupError } from "./meetupErrors";
import { REPORT_DETAILS_MAX_LENGTH, REPORTED_MESSAGES_MAX } from "./meetupRules";
import type { Backoffice } from "./ports/Backoffice";
import type { MatchStore } from "./ports/MatchStore";
import type { ReportStore } from "./ports/ReportStore";
import { REPORT_REASONS, type ReportReason, type SafetyReport, safetyReportId } from "./Report";

export interface ReportOrBlockPorts {
  readonly session: Session;
  readonly matches: MatchStore;
  readonly reports: ReportStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
}

/**
 * "Report or block", one tap away on every match, before the meal or after it: a block keeps the
 * two apart for good; a report (a reason and what happened) also goes to the trust and safety team,
 * who review it within 24–48 hours. Either way a meal still ahead between them is called off, and
 * the one who filed it is not penalised for it (the cancellation is "for safety": the rules take it
 * only once the report or block is filed), and the one who filed it leaves the match's conversation
 * as it is filed (ReportStore.file): a lunch for two's closes for both, a table's goes on without
 * them (isClosedFor). A report made
 * from the conversation carries the messages it is about, for the trust and safety team. The same report or block again on a match files nothing
 * more, but still calls the meal off if that had not happened.
 */
export class ReportOrBlock {
  readonly #ports: ReportOrBlockPorts;

  constructor(ports: ReportOrBlockPorts) {
    this.#ports = ports;
  }

  async block(matchId: string, otherUid: string): Promise<void> {
    await this.#file(matchId, otherUid, "block", null, "", []);
  }

  /** A report; `messageIds`: the messages of theirs it is about, when reported from the conversation. */
  async report(
    matchId: string,
    otherUid: string,
    reason: ReportReason,
    details: string,
    messageIds: readonly string[] = [],
  ): Promise<void> {
    if (
      !REPORT_REASONS.includes(reason) ||
      details.length > REPORT_DETAILS_MAX_LENGTH ||
      messageIds.length > REPORTED_MESSAGES_MAX
    ) {
      throw new MeetupError("invalid");
    }
    await this.#file(matchId, otherUid, "report", reason, details.trim(), [...new Set(messageIds)]);
  }

  async #file(
    matchId: string,
    otherUid: string,
    kind: SafetyReport["kind"],
    reason: ReportReason | null,
    details: string,
    messageIds: readonly string[],
  ): Promise<void> {
    const { session, matches, reports, backoffice, clock } = this.#ports;
    const user = currentStudent(session);
    await asMeetupFailure(async () => {
      const match = await matches.find(matchId, user.uid);
      const me = match?.members[user.uid];
      if (match === null || me === undefined || !match.memberIds.includes(otherUid) || otherUid === user.uid) {
        throw new MeetupError("not-a-member");
      }
      const about = { reporterUid: user.uid, reportedUid: otherUid, matchId, kind };
      const id = safetyReportId(about);
      const now = clock.now();
      // Filed already (a retry after the meal could not be called off): the first one stands.
      if (!(await reports.filedBy(user.uid)).some((filed) => filed.id === id)) {
        const report = { ...about, id, school: match.school, reason, details, messageIds, createdAt: now };
        await reports.file(report);
        if (kind === "report") await backoffice.afterReportFiled(report);
      }
      if (isStillAhead(match, now) && me.cancelledAt === null) {
        await matches.answer(matchId, user.uid, {
          confirmedAt: me.confirmedAt,
          cancelledAt: now,
          cancelledForSafety: true,
          arrival: me.arrival,
          feedback: me.feedback,
        });
        await backoffice.afterMatchChanged(matchId);
      }
    });
  }
}
