import { ContainerModule } from "inversify";
import { LogIn } from "../../../domain/account/LogIn";
import { LogOut } from "../../../domain/account/LogOut";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import { AddDemoStudents } from "../../../domain/devtools/AddDemoStudents";
import { ReadMailbox } from "../../../domain/devtools/ReadMailbox";
import { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import { SkipTime } from "../../../domain/devtools/SkipTime";
import { LogFailure } from "../../../domain/diagnostics/LogFailure";
import { DetectCity } from "../../../domain/location/DetectCity";
import { NextMealTime } from "../../../domain/meals/NextMealTime";
import { JoinMealDay } from "../../../domain/meetups/JoinMealDay";
import { MealHistory } from "../../../domain/meetups/MealHistory";
import { MyMeals } from "../../../domain/meetups/MyMeals";
import { PauseMatching } from "../../../domain/meetups/PauseMatching";
import { ReportOrBlock } from "../../../domain/meetups/ReportOrBlock";
import { RespondToMatch } from "../../../domain/meetups/RespondToMatch";
import { ConfirmSignIn } from "../../../domain/session/ConfirmSignIn";
import { Session } from "../../../domain/session/Session";
import { bindSingleton, type Resolve } from "./bindSingleton";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS, USE_CASES } from "./tokens";

/**
 * The use cases (the application layer), built from whatever adapters the ports are bound to.
 * `withDevTools`: a local build, whose developer tools have a mailbox, demo students and a clock to move.
 */
export function applicationModule({ withDevTools }: { withDevTools: boolean }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindSingleton(bind, USE_CASES.session, (get) => {
      const session = new Session(get(PORTS.sessionStorage), get(PORTS.clock), get(PORTS.identity));
      // When the provider itself ends a sign-in (account disabled, token expired), the app's session ends too.
      get(PORTS.identity).onSignedOutByProvider(() => void session.end());
      return session;
    });
    bindSingleton(
      bind,
      USE_CASES.confirmSignIn,
      (get) => new ConfirmSignIn(get(PORTS.identity), get(USE_CASES.session), get(PORTS.clock), get(PORTS.logger)),
    );
    bindSingleton(
      bind,
      USE_CASES.logIn,
      (get) =>
        new LogIn(
          get(PORTS.identity),
          get(PORTS.profileStore),
          get(USE_CASES.session),
          get(PORTS.clock),
          get(PORTS.logger),
        ),
    );
    bindSingleton(bind, USE_CASES.logOut, (get) => new LogOut(get(USE_CASES.session)));
    bindSingleton(
      bind,
      USE_CASES.signUpAndVerify,
      (get) =>
        new SignUpAndVerify(
          get(PORTS.identity),
          get(PORTS.profileStore),
          get(USE_CASES.session),
          get(PORTS.clock),
          get(PORTS.logger),
          get(PORTS.appVisibility),
        ),
    );
    bindSingleton(
      bind,
      USE_CASES.nextMealTime,
      (get) => new NextMealTime(get(PORTS.mealSchedule), get(PORTS.clock), get(PORTS.logger)),
    );
    bindSingleton(
      bind,
      USE_CASES.detectCity,
      (get) => new DetectCity(get(PORTS.locator), get(PORTS.geocoder), get(PORTS.logger)),
    );
    // Only the profile screen edits the profile: its rules load with the first use.
    bindSingleton(bind, USE_CASES.editProfile, (get) =>
      loadOnFirstCall(
        async () => {
          const { EditProfile } = await download(() => import("../../../domain/profile/EditProfile"));
          return new EditProfile(
            get(PORTS.profileStore),
            get(USE_CASES.session),
            get(PORTS.mealSchedule),
            get(PORTS.clock),
          );
        },
        { load: true, mealSlots: true, save: true },
      ),
    );
    bindSingleton(bind, USE_CASES.logFailure, (get) => new LogFailure(get(PORTS.logger)));
    const meetupPorts = (get: Resolve) => ({
      session: get(USE_CASES.session),
      schedule: get(PORTS.mealSchedule),
      optIns: get(PORTS.optInStore),
      matches: get(PORTS.matchStore),
      reports: get(PORTS.reportStore),
      backoffice: get(PORTS.backoffice),
      clock: get(PORTS.clock),
      logger: get(PORTS.logger),
    });
    bindSingleton(bind, USE_CASES.myMeals, (get) => new MyMeals(meetupPorts(get)));
    bindSingleton(bind, USE_CASES.joinMealDay, (get) => new JoinMealDay(meetupPorts(get)));
    bindSingleton(
      bind,
      USE_CASES.pauseMatching,
      (get) => new PauseMatching(get(PORTS.profileStore), get(USE_CASES.session), get(PORTS.clock)),
    );
    bindSingleton(bind, USE_CASES.respondToMatch, (get) => new RespondToMatch(meetupPorts(get)));
    bindSingleton(bind, USE_CASES.reportOrBlock, (get) => new ReportOrBlock(meetupPorts(get)));
    bindSingleton(
      bind,
      USE_CASES.mealHistory,
      (get) => new MealHistory(get(PORTS.matchStore), get(USE_CASES.session), get(PORTS.clock)),
    );
    if (withDevTools) {
      bindSingleton(bind, USE_CASES.readMailbox, (get) => new ReadMailbox(get(PORTS.mailbox)));
      bindSingleton(
        bind,
        USE_CASES.addDemoStudents,
        (get) =>
          new AddDemoStudents({
            ...meetupPorts(get),
            profiles: get(PORTS.profileStore),
            cohort: get(PORTS.demoCohort),
          }),
      );
      bindSingleton(
        bind,
        USE_CASES.runMatchingNow,
        (get) => new RunMatchingNow(get(PORTS.mealSchedule), get(PORTS.backoffice), get(PORTS.clock)),
      );
      bindSingleton(
        bind,
        USE_CASES.skipTime,
        (get) => new SkipTime(get(PORTS.clockControl), get(PORTS.clock), get(PORTS.matchStore), get(USE_CASES.session)),
      );
    }
  });
}
