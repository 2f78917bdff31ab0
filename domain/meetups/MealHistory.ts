import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { asMeetupFailure, currentStudent } from "./currentStudent";
import { CONTACTS_REVEALED, type Match, type MatchMember, mergedInto } from "./Match";
import { hasTakenPlace, isLateCancellation, matchStatus, othersOf } from "./matchStatus";
import { REPORT_AFTER_MEAL_FOR_MS } from "./meetupRules";
import { noShowsOf } from "./noShows";
import type { MatchStore } from "./ports/MatchStore";
import type { ReportStore } from "./ports/ReportStore";
import { type ReportedByMe, reportedByMe } from "./reportedByMe";

/** How a past (or called-off) meal went, for the student. */
export type MealOutcome = "met" | "no-show" | "missed-by-them" | "cancelled-late" | "cancelled" | "off" | "upcoming";

export interface PastMeal {
  readonly match: Match;
  /** The student on it (null on a match they are no longer part of): the conversation is read as them. */
  readonly me: MatchMember | null;
  readonly others: readonly MatchMember[];
  readonly outcome: MealOutcome;
  /** "Report or block" is still offered: until `REPORT_AFTER_MEAL_FOR_MS` after the meal. */
  readonly canReport: boolean;
  /** The others on it the student already reported or blocked: the meal says so instead of offering it again. */
  readonly reportedByMe: readonly ReportedByMe[];
  /** When the history was looked at (the app's clock): what the conversation's open and close are compared with. */
  readonly lookedAt: EpochMillis;
}

/** Someone a student met and both said "meet again": they can now reach each other. */
export interface Person {
  readonly uid: string;
  readonly firstName: string;
  readonly classLevel: string;
  readonly major: string;
  readonly email: string;
  readonly metAt: EpochMillis;
}

/** The student's meals so far (their interaction history), and "Your people". */
export class MealHistory {
  readonly #matches: MatchStore;
  readonly #reports: ReportStore;
  readonly #session: Session;
  readonly #clock: Clock;

  constructor(matches: MatchStore, reports: ReportStore, session: Session, clock: Clock) {
    this.#matches = matches;
    this.#reports = reports;
    this.#session = session;
    this.#clock = clock;
  }

  async meals(): Promise<PastMeal[]> {
    const user = currentStudent(this.#session);
    const [matches, filed] = await asMeetupFailure(() =>
      Promise.all([this.#matches.listForStudent(user.uid), this.#reports.filedBy(user.uid)]),
    );
    const now = this.#clock.now();
    const noShows = new Set(noShowsOf(user.uid, matches, now).map((match) => match.id));
    return (
      [...matches]
        // A table merged into another: the meal is the other table's.
        .filter((match) => mergedInto(match) === null)
        .sort((a, b) => b.slot - a.slot)
        .map((match) => ({
          match,
          me: match.members[user.uid] ?? null,
          others: othersOf(match, user.uid),
          outcome: outcomeOf(match, user.uid, now, noShows),
          canReport: now < match.slot + REPORT_AFTER_MEAL_FOR_MS,
          reportedByMe: reportedByMe(match, user.uid, filed),
          lookedAt: now,
        }))
    );
  }

  /** Those whose addresses the system revealed to the student (each match's own, read where only they can). */
  async people(): Promise<Person[]> {
    const user = currentStudent(this.#session);
    return asMeetupFailure(async () => {
      const matches = await this.#matches.listForStudent(user.uid);
      const revealed = matches.filter((match) => addressesRevealedTo(match, user.uid));
      const contacts = await Promise.all(revealed.map((match) => this.#matches.contactsOf(match.id, user.uid)));
      const people = new Map<string, Person>();
      revealed.forEach((match, index) => {
        for (const other of othersOf(match, user.uid)) {
          const email = contacts[index]?.[other.uid];
          const known = people.get(other.uid);
          if (email === undefined || (known !== undefined && known.metAt > match.slot)) continue;
          const { uid, firstName, classLevel, major } = other;
          people.set(uid, { uid, firstName, classLevel, major, email, metAt: match.slot });
        }
      });
      return [...people.values()].sort((a, b) => b.metAt - a.metAt);
    });
  }
}

/** Whether addresses were revealed to the student on this match: to all who met, or (at a table) to them and someone they chose. */
function addressesRevealedTo(match: Match, uid: string): boolean {
  return match.notices.some(
    (notice) => notice === CONTACTS_REVEALED || (notice.startsWith("contacts:") && notice.split(":").includes(uid)),
  );
}

function outcomeOf(match: Match, uid: string, now: EpochMillis, noShows: ReadonlySet<string>): MealOutcome {
  const me = match.members[uid];
  if (me === undefined) return "off";
  if (me.cancelledAt !== null) return isLateCancellation(match, me) ? "cancelled-late" : "cancelled";
  if (matchStatus(match, now) === "off") return "off";
  if (!hasTakenPlace(match, now)) return "upcoming";
  if (noShows.has(match.id)) return "no-show";
  return me.feedback?.met === "they-did-not-come" ? "missed-by-them" : "met";
}
