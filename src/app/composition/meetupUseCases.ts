import { AddDemoStudents } from "../../../domain/devtools/AddDemoStudents";
import { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import { SkipTime } from "../../../domain/devtools/SkipTime";
import { JoinMealDay } from "../../../domain/meetups/JoinMealDay";
import { MealHistory } from "../../../domain/meetups/MealHistory";
import { MyMeals } from "../../../domain/meetups/MyMeals";
import { PauseMatching } from "../../../domain/meetups/PauseMatching";
import { ReportOrBlock } from "../../../domain/meetups/ReportOrBlock";
import { RespondToMatch } from "../../../domain/meetups/RespondToMatch";
import type { Backoffice } from "../../../domain/ports/Backoffice";
import type { Clock } from "../../../domain/ports/Clock";
import type { Logger } from "../../../domain/ports/Logger";
import type { MatchStore } from "../../../domain/ports/MatchStore";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";
import type { OptInStore } from "../../../domain/ports/OptInStore";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";
import type { ReportStore } from "../../../domain/ports/ReportStore";
import type { Session } from "../../../domain/session/Session";
import type { Resolve } from "./bindSingleton";
import { lazyMatchFeed } from "./lazyMatchFeed";
import { download } from "./loadOnFirstCall";
import { PORTS, USE_CASES } from "./tokens";

export interface MeetupPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly optIns: OptInStore;
  readonly matches: MatchStore;
  readonly reports: ReportStore;
  readonly backoffice: Backoffice;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * What the lifecycle's use cases are built from, fetched from the container here, in this lazily
 * loaded module, rather than in the start-up code (applicationModule), which only loads it.
 */
function meetupPorts(get: Resolve): MeetupPorts {
  return {
    session: get(USE_CASES.session),
    schedule: get(PORTS.mealSchedule),
    optIns: get(PORTS.optInStore),
    matches: get(PORTS.matchStore),
    reports: get(PORTS.reportStore),
    backoffice: get(PORTS.backoffice),
    profiles: get(PORTS.profileStore),
    clock: get(PORTS.clock),
    logger: get(PORTS.logger),
  };
}

/**
 * The match lifecycle's use cases, as the signed-in screens use them. applicationModule loads this
 * module on the first call to any of them, so that the public pages, where most visits start, do
 * not carry the lifecycle's code. The hub follows the student's matches in real time once it shows
 * one (MyMeals): the feed's adapter downloads then (lazyMatchFeed).
 */
export function createMeetupUseCases(get: Resolve) {
  const ports = meetupPorts(get);
  return {
    myMeals: new MyMeals({ ...ports, feed: lazyMatchFeed(get(PORTS.matchFeed)) }),
    joinMealDay: new JoinMealDay(ports),
    pauseMatching: new PauseMatching(ports.profiles, ports.session, ports.clock),
    respondToMatch: new RespondToMatch(ports),
    reportOrBlock: new ReportOrBlock(ports),
    mealHistory: new MealHistory(ports.matches, ports.session, ports.clock),
    /** The colour screen's approximate location: its code and its store download when the screen opens. */
    approximateLocation: async () => {
      const [{ ShareApproximateLocation }, locations] = await Promise.all([
        download(() => import("../../../domain/location/ShareApproximateLocation")),
        get(PORTS.locationShare)(),
      ]);
      return new ShareApproximateLocation({ ...ports, locations, locator: get(PORTS.locator) });
    },
  };
}

/** The developer tools that act on the lifecycle (local builds only), loaded with the /dev page's first use. */
export function createDemoUseCases(get: Resolve) {
  const ports = meetupPorts(get);
  return {
    addDemoStudents: new AddDemoStudents({ ...ports, cohort: get(PORTS.demoCohort) }),
    runMatchingNow: new RunMatchingNow(ports.schedule, ports.backoffice, ports.clock),
    skipTime: new SkipTime(get(PORTS.clockControl), ports.clock, ports.matches, ports.session),
  };
}
