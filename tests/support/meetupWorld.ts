import type { LocalScheduleData } from "../../adapters/local/LocalMealSchedule";
import { JoinMealDay } from "../../domain/meetups/JoinMealDay";
import { MealHistory } from "../../domain/meetups/MealHistory";
import { MyMeals } from "../../domain/meetups/MyMeals";
import { PauseMatching } from "../../domain/meetups/PauseMatching";
import { ReportOrBlock } from "../../domain/meetups/ReportOrBlock";
import { RespondToMatch } from "../../domain/meetups/RespondToMatch";
import { RunRound } from "../../domain/meetups/RunRound";
import type { UserProfile } from "../../domain/profile/UserProfile";
import type { Session } from "../../domain/session/Session";
import type { SessionUser } from "../../domain/session/SessionUser";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";
import { signedInStudent } from "./signedInStudent";

/** Monday 23 November 2026, 09:00 local time: Wednesday's lunch (25th) and Friday's dinner (27th) are open. */
export const MONDAY = new Date(2026, 10, 23, 9, 0);
export const WEDNESDAY = "2026-11-25";
export const FRIDAY = "2026-11-27";
/** Friday's group dinners on the app's schedule (APP_SCHEDULE): 17:30, 18:00, 18:30, tables of 4 to 6. */
export const FRIDAY_DINNER = "2026-11-27-group-dinner";
/** The weekly slots of those days, local time. */
export const wednesdayAt = (hour: number, minute = 0) => new Date(2026, 10, 25, hour, minute).getTime();
export const fridayAt = (hour: number, minute = 0) => new Date(2026, 10, 27, hour, minute).getTime();
export const WEDNESDAY_SLOTS = [wednesdayAt(12), wednesdayAt(12, 30), wednesdayAt(13)];

/** One student of the world: their profile, their own session, and the use cases they act through. */
export interface Student {
  readonly uid: string;
  readonly user: SessionUser;
  readonly session: Session;
  readonly join: JoinMealDay;
  readonly respond: RespondToMatch;
  readonly report: ReportOrBlock;
  readonly pause: PauseMatching;
  readonly meals: MyMeals;
  readonly history: MealHistory;
}

/** A local backend with students in it, each acting through their own session, on one manual clock. */
export interface MeetupWorld {
  readonly backend: LocalTestBackend;
  readonly runRound: RunRound;
  student(uid: string, profile?: Partial<UserProfile>): Promise<Student>;
}

/** The world on the meals-for-two schedule, or another (`APP_SCHEDULE`: Friday's group dinners). */
export function meetupWorld(start: Date = MONDAY, schedule?: LocalScheduleData): MeetupWorld {
  const backend = createLocalBackend(start, schedule);
  const { clock } = backend;
  return {
    backend,
    runRound: new RunRound(backend.system),
    async student(uid, profile = {}) {
      const { user, session } = await signedInStudent(backend, uid, profile, {
        class_level: "Junior",
        preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:00"], dietary: [] },
      });
      const ports = {
        session,
        schedule: backend.mealSchedule,
        optIns: backend.optInStore,
        matches: backend.matchStore,
        feed: backend.matchStore,
        reports: backend.reportStore,
        profiles: backend.profileStore,
        backoffice: backend.backoffice,
        clock,
        logger: backend.logger,
      };
      return {
        uid,
        user,
        session,
        join: new JoinMealDay(ports),
        respond: new RespondToMatch(ports),
        report: new ReportOrBlock(ports),
        pause: new PauseMatching(backend.profileStore, session, clock),
        meals: new MyMeals(ports),
        history: new MealHistory(backend.matchStore, backend.reportStore, session, clock),
      };
    },
  };
}

/** The one match the student is in (fails the test if there is not exactly one). */
export async function onlyMatchOf(world: MeetupWorld, student: Student) {
  const matches = await world.backend.matchStore.listForStudent(student.uid);
  if (matches.length !== 1) throw new Error(`${student.uid} has ${matches.length} matches`);
  return matches[0] as NonNullable<(typeof matches)[0]>;
}

/** Ana and Ben, both in for Wednesday at 12:00 and matched by the round (nobody has confirmed yet). */
export async function matchedPairOnWednesday(world: MeetupWorld = meetupWorld()) {
  const ana = await world.student("ana");
  const ben = await world.student("ben");
  await ana.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await ben.join.join(WEDNESDAY, [wednesdayAt(12)]);
  await world.runRound.execute(WEDNESDAY);
  const match = await onlyMatchOf(world, ana);
  return { world, ana, ben, match };
}
