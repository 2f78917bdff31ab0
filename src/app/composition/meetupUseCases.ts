import { AddDemoStudents } from "../../../domain/devtools/AddDemoStudents";
import { FileDemoReports } from "../../../domain/devtools/FileDemoReports";
import { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import { SkipTime } from "../../../domain/devtools/SkipTime";
import { JoinMealDay } from "../../../domain/meetups/JoinMealDay";
import { MealHistory } from "../../../domain/meetups/MealHistory";
import { MyMeals } from "../../../domain/meetups/MyMeals";
import { PauseMatching } from "../../../domain/meetups/PauseMatching";
import type { Backoffice } from "../../../domain/meetups/ports/Backoffice";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../../domain/meetups/ports/ReportStore";
import { ReportOrBlock } from "../../../domain/meetups/ReportOrBlock";
import { RespondToMatch } from "../../../domain/meetups/RespondToMatch";
import type { MixerStore } from "../../../domain/mixers/ports/MixerStore";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { RescueDesk } from "../../../domain/rescue/ports/RescueDesk";
import { SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import type { Session } from "../../../domain/session/Session";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Logger } from "../../../domain/shared/ports/Logger";
import type { Resolve } from "./bindSingleton";
import { lazyMatchFeed } from "./lazyMatchFeed";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { createMixerUseCases } from "./mixerUseCases";
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
  /** The backend's services on the student's behalf, downloaded on first use: among them the mixers' store. */
  readonly services: () => Promise<{
    readonly loadMixers: () => Promise<MixerStore>;
    readonly loadRescueDesk: () => Promise<RescueDesk>;
  }>;
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
    services: get(PORTS.accountServices),
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
  // One feed for the hub and the rescue card: on Firebase their two follows of the same query share one listener.
  const feed = lazyMatchFeed(get(PORTS.matchFeed));
  return {
    myMeals: new MyMeals({ ...ports, feed }),
    joinMealDay: new JoinMealDay(ports),
    pauseMatching: new PauseMatching(ports.profiles, ports.session, ports.clock),
    respondToMatch: new RespondToMatch(ports),
    reportOrBlock: new ReportOrBlock(ports),
    mealHistory: new MealHistory(ports.matches, ports.reports, ports.session, ports.clock),
    /** The colour screen's approximate location: its code and its store download when the screen opens. */
    approximateLocation: async () => {
      const [{ ShareApproximateLocation }, locations] = await Promise.all([
        download(() => import("../../../domain/location/ShareApproximateLocation")),
        get(PORTS.locationShare)(),
      ]);
      return new ShareApproximateLocation({ ...ports, locations, locator: get(PORTS.locator) });
    },
    /** A mixer's use cases (the dashboard's mixer card); the mixers' store downloads on first use. */
    mixers: createMixerUseCases({ ...ports, mixers: mixerStoreOf(ports) }),
    /** The same-day rescue (the dashboard's rescue card); its desk downloads on first use. */
    rescue: new SameDayRescue({
      ...ports,
      feed,
      rescue: loadOnFirstCall(async () => (await ports.services()).loadRescueDesk()),
    }),
  };
}

/** The mixers' store, downloaded with its first call. */
function mixerStoreOf(ports: MeetupPorts): MixerStore {
  return loadOnFirstCall(async () => (await ports.services()).loadMixers());
}

/** The developer tools that act on the lifecycle (local builds only), loaded with the /dev page's first use. */
export function createDemoUseCases(get: Resolve) {
  const ports = meetupPorts(get);
  const mixers = mixerStoreOf(ports);
  return {
    addDemoStudents: new AddDemoStudents({ ...ports, cohort: get(PORTS.demoCohort), mixers }),
    runMatchingNow: new RunMatchingNow(ports.schedule, ports.backoffice, ports.clock),
    fileDemoReports: new FileDemoReports({ ...ports, cohort: get(PORTS.demoCohort) }),
    skipTime: new SkipTime(get(PORTS.clockControl), ports.clock, ports.matches, ports.session, { ...ports, mixers }),
  };
}
