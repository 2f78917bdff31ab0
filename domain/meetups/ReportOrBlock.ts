import type { Backoffice } from "../ports/Backoffice";
import type { Clock } from "../ports/Clock";
import type { MatchStore } from "../ports/MatchStore";
import type { ReportStore } from "../ports/ReportStore";
import type { Session } from "../session/Session";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import { matchStatus } from "./matchStatus";
import { MeetupError } from "./meetupErrors";
import { REPORT_DETAILS_MAX_LENGTH } from "./meetupRules";
import { REPORT_REASONS, type ReportReason, type SafetyReport } from "./Report";

export interface ReportOrBlockPorts {
  readonly session: Session;
  readonly matches: MatchStore;
  readonly reports: ReportStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
}

/**
 * "Report or block", one tap away on every match: a block keeps the two apart for good; a report
 * (a reason and what happened) also goes to the trust and safety team, who review it within
 * 24–48 hours. Either way a meal still ahead between them is called off, and the one who filed
 * it is not penalised for it.
 */
export class ReportOrBlock {
  readonly #ports: ReportOrBlockPorts;

  constructor(ports: ReportOrBlockPorts) {
    this.#ports = ports;
  }

  async block(matchId: string, otherUid: string): Promise<void> {
    await this.#file(matchId, otherUid, "block", null, "");
  }

  async report(matchId: string, otherUid: string, reason: ReportReason, details: string): Promise<void> {
    if (!REPORT_REASONS.includes(reason) || details.length > REPORT_DETAILS_MAX_LENGTH) {
      throw new MeetupError("invalid");
    }
    await this.#file(matchId, otherUid, "report", reason, details.trim());
  }

  async #file(
    matchId: string,
    otherUid: string,
    kind: SafetyReport["kind"],
    reason: ReportReason | null,
    details: string,
  ): Promise<void> {
    const { session, matches, reports, backoffice, clock } = this.#ports;
    const user = currentStudent(session);
    await asMeetupFailure(async () => {
      const match = await matches.get(matchId);
      const me = match?.members[user.uid];
      if (match === null || me === undefined || !match.memberIds.includes(otherUid) || otherUid === user.uid) {
        throw new MeetupError("not-a-member");
      }
      const now = clock.now();
      await reports.file({
        id: `${matchId}_${user.uid}_${kind}_${otherUid}_${now}`,
        kind,
        reporterUid: user.uid,
        reportedUid: otherUid,
        school: match.school,
        matchId,
        reason,
        details,
        createdAt: now,
      });
      const status = matchStatus(match, now);
      if ((status === "proposed" || status === "on") && now < match.slot && me.cancelledAt === null) {
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
