import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import type { Arrival, Match, MatchMember, MealRating, MetAnswer } from "./Match";
import { feedbackClosesAt, matchStatus } from "./matchStatus";
import { MeetupError } from "./meetupErrors";
import { phaseOf } from "./myMealsView";
import type { Backoffice } from "./ports/Backoffice";
import type { MatchStore, MemberAnswers } from "./ports/MatchStore";
import type { ReportStore } from "./ports/ReportStore";
import { safetyReportId } from "./Report";

export interface RespondToMatchPorts {
  readonly session: Session;
  readonly matches: MatchStore;
  readonly reports: ReportStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
}

/**
 * A member's answers on their match, each at the time it makes sense: confirm while it is being
 * confirmed; "Can't make it" until the meal starts (late after the free window); "I'm here" or
 * "Running late" while finding each other; then "Did you meet?", how it was and "Meet again?".
 * The system then reacts (the others hear of a cancellation at once).
 */
export class RespondToMatch {
  readonly #ports: RespondToMatchPorts;

  constructor(ports: RespondToMatchPorts) {
    this.#ports = ports;
  }

  async confirm(matchId: string): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      if (phaseOf(match, me, now) !== "to-confirm") throw new MeetupError("too-late");
      return { confirmedAt: now };
    });
  }

  async cancel(matchId: string): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      const status = matchStatus(match, now);
      if (me.cancelledAt !== null || !(status === "proposed" || status === "on") || now >= match.slot) {
        throw new MeetupError("too-late");
      }
      return { cancelledAt: now };
    });
  }

  async arrive(matchId: string, kind: Arrival["kind"]): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      if (phaseOf(match, me, now) !== "find-each-other") throw new MeetupError("not-yet");
      return { arrival: { kind, at: now } };
    });
  }

  /** "Did you meet?": yes, they didn't come, or I couldn't go. */
  async answerMet(matchId: string, met: MetAnswer): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      this.#feedbackOpen(match, me, now);
      return { feedback: { met, rating: null, meetAgain: null, meetAgainWith: null, at: now } };
    });
  }

  async answerRating(matchId: string, rating: MealRating): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      const feedback = this.#feedbackOpen(match, me, now);
      if (feedback?.met !== "yes") throw new MeetupError("invalid");
      return { feedback: { ...feedback, rating, at: now } };
    });
  }

  /**
   * A table's "Meet again?": the others at the table the member would meet again (none is an
   * answer too). Two who choose each other see each other under "Your people"; nobody learns who
   * did not choose them, and not choosing someone is not a "not again" (the 8-week cooldown keeps
   * tablemates apart for a while anyway).
   */
  async answerMeetAgainWith(matchId: string, uids: readonly string[]): Promise<void> {
    await this.#answer(matchId, (match, me, now) => {
      const feedback = this.#feedbackOpen(match, me, now);
      const others = new Set(match.memberIds.filter((uid) => uid !== me.uid));
      if (match.kind !== "group-dinner" || feedback?.met !== "yes" || uids.some((uid) => !others.has(uid))) {
        throw new MeetupError("invalid");
      }
      const chosen = [...new Set(uids)].sort();
      return { feedback: { ...feedback, meetAgain: chosen.length > 0, meetAgainWith: chosen, at: now } };
    });
  }

  /** A lunch for two's "Meet again?": yes puts them under "Your people" once every member says so; no quietly keeps them apart. */
  async answerMeetAgain(matchId: string, meetAgain: boolean): Promise<void> {
    const { session, reports, clock } = this.#ports;
    const match = await this.#answer(matchId, (match, me, now) => {
      const feedback = this.#feedbackOpen(match, me, now);
      if (match.kind !== "lunch-for-two" || feedback?.met !== "yes") throw new MeetupError("invalid");
      return { feedback: { ...feedback, meetAgain, at: now } };
    });
    if (meetAgain) return;
    const user = currentStudent(session);
    await asMeetupFailure(async () => {
      for (const other of match.memberIds.filter((uid) => uid !== user.uid)) {
        const about = { reporterUid: user.uid, reportedUid: other, matchId: match.id, kind: "not-again" as const };
        // Said again (the answer changed and changed back): the same report, filed again.
        await reports.file({
          ...about,
          id: safetyReportId(about),
          school: match.school,
          reason: null,
          details: "",
          messageIds: [],
          createdAt: clock.now(),
        });
      }
    });
  }

  #feedbackOpen(match: Match, me: MatchMember, now: EpochMillis): MatchMember["feedback"] {
    const phase = phaseOf(match, me, now);
    if (phase !== "feedback" && !(phase === "done" && now < feedbackClosesAt(match) && me.feedback !== null)) {
      throw new MeetupError(phase === "find-each-other" || phase === "on" ? "not-yet" : "too-late");
    }
    return me.feedback;
  }

  /** Reads the match, checks the change, writes the member's answers, and lets the system react. */
  async #answer(
    matchId: string,
    change: (match: Match, me: MatchMember, now: EpochMillis) => Partial<MemberAnswers>,
  ): Promise<Match> {
    const user = currentStudent(this.#ports.session);
    return asMeetupFailure(async () => {
      const match = await this.#ports.matches.find(matchId, user.uid);
      if (match === null) throw new MeetupError("match-not-found");
      const me = match.members[user.uid];
      if (me === undefined) throw new MeetupError("not-a-member");
      const answers = { ...me, ...change(match, me, this.#ports.clock.now()) };
      await this.#ports.matches.answer(matchId, user.uid, {
        confirmedAt: answers.confirmedAt,
        cancelledAt: answers.cancelledAt,
        cancelledForSafety: answers.cancelledForSafety,
        arrival: answers.arrival,
        feedback: answers.feedback,
      });
      await this.#ports.backoffice.afterMatchChanged(matchId);
      return match;
    });
  }
}
