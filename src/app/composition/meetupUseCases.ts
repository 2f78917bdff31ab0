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
import type { ClockControl } from "../../../domain/ports/ClockControl";
import type { DemoCohort } from "../../../domain/ports/DemoCohort";
import type { LocationShare } from "../../../domain/ports/LocationShare";
import type { Locator } from "../../../domain/ports/Locator";
import type { Logger } from "../../../domain/ports/Logger";
import type { MatchStore } from "../../../domain/ports/MatchStore";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";
import type { MixerStore } from "../../../domain/ports/MixerStore";
import type { OptInStore } from "../../../domain/ports/OptInStore";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";
import type { ReportStore } from "../../../domain/ports/ReportStore";
import type { Session } from "../../../domain/session/Session";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { createMixerUseCases } from "./mixerUseCases";

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
  readonly services: () => Promise<{ readonly loadMixers: () => Promise<MixerStore> }>;
}

/**
 * The match lifecycle's use cases, as the signed-in screens use them. applicationModule loads this
 * module on the first call to any of them, so that the public pages, where most visits start, do
 * not carry the lifecycle's code.
 */
export function createMeetupUseCases(ports: MeetupPorts) {
  return {
    myMeals: new MyMeals(ports),
    joinMealDay: new JoinMealDay(ports),
    pauseMatching: new PauseMatching(ports.profiles, ports.session, ports.clock),
    respondToMatch: new RespondToMatch(ports),
    reportOrBlock: new ReportOrBlock(ports),
    mealHistory: new MealHistory(ports.matches, ports.session, ports.clock),
    /** The colour screen's approximate location: its code and its store download when the screen opens. */
    approximateLocation: async (loadLocations: () => Promise<LocationShare>, locator: Locator) => {
      const [{ ShareApproximateLocation }, locations] = await Promise.all([
        download(() => import("../../../domain/location/ShareApproximateLocation")),
        loadLocations(),
      ]);
      return new ShareApproximateLocation({ ...ports, locations, locator });
    },
    /** A mixer's use cases (the dashboard's mixer card); the mixers' store downloads on first use. */
    mixers: createMixerUseCases({ ...ports, mixers: mixerStoreOf(ports) }),
  };
}

/** The mixers' store, downloaded with its first call. */
function mixerStoreOf(ports: MeetupPorts): MixerStore {
  return loadOnFirstCall(async () => (await ports.services()).loadMixers(), {
    look: true,
    placeOf: true,
    rsvp: true,
    cancel: true,
    checkIn: true,
    runDueJobs: true,
  });
}

/** The developer tools that act on the lifecycle (local builds only), loaded with the /dev page's first use. */
export function createDemoUseCases(
  ports: MeetupPorts & { readonly cohort: DemoCohort; readonly control: ClockControl },
) {
  const mixers = mixerStoreOf(ports);
  return {
    addDemoStudents: new AddDemoStudents({ ...ports, mixers }),
    runMatchingNow: new RunMatchingNow(ports.schedule, ports.backoffice, ports.clock),
    skipTime: new SkipTime(ports.control, ports.clock, ports.matches, ports.session, { ...ports, mixers }),
  };
}
