import { ContainerModule } from "inversify";
import { LogOut } from "../../../domain/account/LogOut";
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
import { Session } from "../../../domain/session/Session";
import type { createAccountUseCases } from "./accountUseCases";
import { bindSingleton, type Resolve } from "./bindSingleton";
import { download, loadOnce, loadOnFirstCall, subscribeOnceLoaded } from "./loadOnFirstCall";
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
    // Log-in, sign-up and the signed-in screens' check of the provider load together with the first call
    // to any of them (./accountUseCases.ts): the public pages, where most visits start, do not carry their code.
    let accountUseCases: (() => Promise<ReturnType<typeof createAccountUseCases>>) | null = null;
    const account = (get: Resolve) => {
      accountUseCases ??= loadOnce(async () => {
        const { createAccountUseCases } = await download(() => import("./accountUseCases"));
        return createAccountUseCases({
          identity: get(PORTS.identity),
          profiles: get(PORTS.profileStore),
          session: get(USE_CASES.session),
          clock: get(PORTS.clock),
          logger: get(PORTS.logger),
          visibility: get(PORTS.appVisibility),
        });
      });
      return accountUseCases();
    };
    bindSingleton(bind, USE_CASES.confirmSignIn, (get) =>
      loadOnFirstCall(async () => (await account(get)).confirmSignIn, { execute: true }),
    );
    bindSingleton(bind, USE_CASES.logIn, (get) =>
      loadOnFirstCall(async () => (await account(get)).logIn, { execute: true }),
    );
    bindSingleton(bind, USE_CASES.logOut, (get) => new LogOut(get(USE_CASES.session)));
    bindSingleton(bind, USE_CASES.signUpAndVerify, (get) => {
      const flow = async () => (await account(get)).signUpAndVerify;
      return {
        ...loadOnFirstCall(flow, { signUp: true, restart: true }),
        // Asked for once signUp has answered, so its code is there by then.
        awaitVerification: (onVerified) => subscribeOnceLoaded(flow, (loaded) => loaded.awaitVerification(onVerified)),
      };
    });
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
