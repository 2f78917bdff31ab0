import type { Match, MatchMember } from "../meetups/Match";
import { feedbackOpensAt, findEachOtherFrom, freeCancellationUntil, matchStatus } from "../meetups/matchStatus";
import type { MatchStore, MemberAnswers } from "../meetups/ports/MatchStore";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { DemoCohort, DemoStudent } from "./ports/DemoCohort";

/**
 * Developer tools (offline backend): the demo students answer their matches as their script says,
 * each answer once its time has come. Whoever shows up confirms at the reveal, says "I'm here" when
 * the colour screen opens, and afterwards that they met, it was great, and they would meet again
 * (everyone at a table);
 * a late canceller confirms, then cancels after the free window; a no-show confirms and vanishes.
 * Returns the matches it changed, for the system to react to.
 */
export class PlayDemoStudents {
  readonly #cohort: DemoCohort;
  readonly #matches: MatchStore;
  readonly #clock: Clock;

  constructor(cohort: DemoCohort, matches: MatchStore, clock: Clock) {
    this.#cohort = cohort;
    this.#matches = matches;
    this.#clock = clock;
  }

  async execute(): Promise<string[]> {
    const now = this.#clock.now();
    const changed = new Set<string>();
    for (const student of await this.#cohort.list()) {
      for (const match of await this.#matches.listForStudent(student.uid)) {
        const me = match.members[student.uid];
        if (me === undefined) continue;
        const answers = nextAnswers(student, match, me, now);
        if (answers === null) continue;
        await this.#matches.answer(match.id, student.uid, answers);
        changed.add(match.id);
      }
    }
    return [...changed];
  }
}

function nextAnswers(student: DemoStudent, match: Match, me: MatchMember, now: EpochMillis): MemberAnswers | null {
  const status = matchStatus(match, now);
  if (me.cancelledAt !== null || status === "off") return null;
  const current: MemberAnswers = {
    confirmedAt: me.confirmedAt,
    cancelledAt: me.cancelledAt,
    cancelledForSafety: false,
    arrival: me.arrival,
    feedback: me.feedback,
  };
  if (me.confirmedAt === null && status === "proposed") return { ...current, confirmedAt: now };
  if (student.behaviour === "cancels-late" && now > freeCancellationUntil(match) && now < match.slot) {
    return { ...current, cancelledAt: now };
  }
  if (student.behaviour !== "shows-up" || me.confirmedAt === null) return null;
  if (me.arrival === null && now >= findEachOtherFrom(match) && now < feedbackOpensAt(match)) {
    return { ...current, arrival: { kind: "here", at: now } };
  }
  if (me.feedback === null && now >= feedbackOpensAt(match)) {
    // At a table, they would meet everyone again: whoever tries the app sees mutual choices at once.
    const meetAgainWith = match.kind === "group-dinner" ? match.memberIds.filter((uid) => uid !== me.uid) : null;
    return { ...current, feedback: { met: "yes", rating: "great", meetAgain: true, meetAgainWith, at: now } };
  }
  return null;
}
