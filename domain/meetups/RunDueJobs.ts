import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { DAY_MS } from "../shared/time";
import { cutOffWindowOpen, type DueWork, dueWorkOf, nothingDue, reminderWindowOpen } from "./dueWindows";
import type { Match } from "./Match";
import { firstSlotOf, type MealDay, mealDayById, mealDaysBetween, optInClosesAt } from "./MealDay";
import { MergeSmallTables } from "./MergeSmallTables";
import { confirmDeadlineOf, matchStatus, meetingMembers, membersOf, othersOf } from "./matchStatus";
import { calledOffEmail, reminderEmail } from "./meetupEmails";
import { OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS } from "./meetupRules";
import type { MatchLedger } from "./ports/MatchLedger";
import type { OptInLedger } from "./ports/OptInLedger";
import type { PlaceDirectory } from "./ports/PlaceDirectory";
import type { ReportLedger } from "./ports/ReportLedger";
import { RevealTables } from "./RevealTables";
import type { RoundStarter } from "./RunRound";
import { readProfiles } from "./readProfiles";

/** One school's due work of a meal day (a task of its own on the Cloud Functions). */
export interface SchoolDueJobs {
  readonly dayId: string;
  readonly school: string;
}

/** Hands each school's due work on (to a task queue); without one, the run does it itself. */
export type DueJobsFanOut = (work: readonly SchoolDueJobs[]) => Promise<void>;

export interface RunDueJobsPorts {
  readonly matches: MatchLedger;
  /** The schools of a day (those with opt-ins: every match of the day is at one of them). */
  readonly optIns: Pick<OptInLedger, "schoolsForDay">;
  readonly reports: ReportLedger;
  readonly profiles: ProfileStore;
  readonly places: PlaceDirectory;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * The system's timed work (system), each job once whenever it runs: matching each meal day whose
 * opt-in has closed (while its meals are still ahead); telling a group dinner's tables who and where
 * once their day has come (RevealTables), and at their cut-off merging or calling off those too small
 * to go on (MergeSmallTables); telling the members of a lunch for two that was not confirmed in time
 * that it is off; the reminder before a confirmed meal.
 *
 * Only what can be due is read (dueWindows.ts): a day with no window open reads nothing, and within
 * a window only the matches of the times concerned, one school at a time: each school's work is a
 * task of its own on the Cloud Functions (`fanOut`), or done in the run (the offline backend). A
 * school whose work fails holds no other back.
 */
export class RunDueJobs {
  readonly #ports: RunDueJobsPorts;
  readonly #runRound: RoundStarter;

  constructor(ports: RunDueJobsPorts, runRound: RoundStarter) {
    this.#ports = ports;
    this.#runRound = runRound;
  }

  /**
   * Starts the rounds that are due, then does each school's due work: in this run, or handed to
   * `fanOut` (one task per school and day on the Cloud Functions). Answers the schools' work planned.
   */
  async execute(fanOut?: DueJobsFanOut): Promise<readonly SchoolDueJobs[]> {
    const planned = await this.plan();
    if (fanOut !== undefined) {
      await fanOut(planned);
      return planned;
    }
    const failed: string[] = [];
    for (const { dayId, school } of planned) {
      try {
        await this.executeForSchool(dayId, school);
      } catch (error) {
        failed.push(`${dayId} at ${school}: ${String(error)}`);
      }
    }
    if (failed.length > 0) throw new Error(`The due jobs failed for ${failed.join("; ")}`);
    return planned;
  }

  /** Starts each meal day's round whose opt-in has closed; answers the schools and days with a window open now. */
  async plan(): Promise<SchoolDueJobs[]> {
    const { schedule, clock } = this.#ports;
    const now = clock.now();
    const calendar = await schedule.read();
    const days = mealDaysBetween(calendar, now - DAY_MS, now + OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS + DAY_MS);
    for (const day of days) {
      if (optInClosesAt(day) <= now && now < firstSlotOf(day)) await this.#runRound.execute(day.id);
    }
    const planned: SchoolDueJobs[] = [];
    for (const day of days) {
      if (nothingDue(dueWorkOf(day, now, calendar.timeZone))) continue;
      for (const school of await this.#ports.optIns.schoolsForDay(day.id)) planned.push({ dayId: day.id, school });
    }
    return planned;
  }

  /** One school's due work for a meal day, as of now (nothing is read when nothing can be due). */
  async executeForSchool(dayId: string, school: string): Promise<void> {
    const now = this.#ports.clock.now();
    const calendar = await this.#ports.schedule.read();
    const day = mealDayById(calendar, dayId);
    if (day === null) return;
    const work = dueWorkOf(day, now, calendar.timeZone);
    if (!nothingDue(work)) await this.#schoolDay(day, school, work, now, calendar.timeZone);
  }

  /** One school's due work for a meal day: its tables told, then each time with a window open. */
  async #schoolDay(
    day: MealDay,
    school: string,
    work: DueWork,
    now: EpochMillis,
    timeZone: string | null,
  ): Promise<void> {
    if (work.reveal) await new RevealTables(this.#ports).execute(day.id, school);
    for (const slot of work.slots) {
      if (day.kind === "group-dinner" && cutOffWindowOpen(slot, now)) {
        await new MergeSmallTables(this.#ports).executeAt(day.id, school, slot);
      }
      for (const match of await this.#ports.matches.listForSlot(day.id, school, slot)) {
        await this.#dueNotices(match, now, timeZone);
      }
    }
  }

  /** A match's called-off email (at a lunch for two not confirmed in time) and its reminder, each once. */
  async #dueNotices(match: Match, now: EpochMillis, timeZone: string | null): Promise<void> {
    const status = matchStatus(match, now);
    const cancelled = membersOf(match).some((member) => member.cancelledAt !== null);
    if (
      match.kind === "lunch-for-two" &&
      status === "off" &&
      !cancelled &&
      now >= confirmDeadlineOf(match) &&
      !match.notices.includes("called-off")
    ) {
      await this.#notify(match.id, "called-off", match.memberIds, (to) => calledOffEmail(to, match, timeZone));
    }
    if (status === "on" && reminderWindowOpen(match.slot, now) && !match.notices.includes("reminder")) {
      const members = meetingMembers(match, now).map((member) => member.uid);
      await this.#notify(match.id, "reminder", members, (to, uid) =>
        reminderEmail(to, match, othersOf(match, uid), timeZone),
      );
    }
  }

  async #notify(
    matchId: string,
    notice: string,
    uids: readonly string[],
    email: (to: string, uid: string) => Parameters<RunDueJobsPorts["mailer"]["send"]>[0],
  ): Promise<void> {
    const match = await this.#ports.matches.get(matchId);
    if (match === null || match.notices.includes(notice)) return;
    // Marked first: a job that fails half-way sends too few emails rather than the same one twice.
    await this.#ports.matches.addNotices(matchId, [notice]);
    const profiles = await readProfiles(this.#ports.profiles, uids);
    for (const uid of uids) {
      const to = profiles.get(uid)?.email;
      if (to !== undefined && to !== "") await this.#ports.mailer.send(email(to, uid));
    }
  }
}
