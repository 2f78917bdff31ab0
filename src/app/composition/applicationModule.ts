import { ContainerModule } from "inversify";
import { DevClock } from "../../../domain/devtools/DevClock";
import { ReadMailbox } from "../../../domain/devtools/ReadMailbox";
import { LogFailure } from "../../../domain/diagnostics/LogFailure";
import { DetectCity } from "../../../domain/location/DetectCity";
import { Session } from "../../../domain/session/Session";
import type { createAccountDataUseCases } from "./accountDataUseCases";
import type { createAccountUseCases } from "./accountUseCases";
import { bindSingleton, type Resolve } from "./bindSingleton";
import { lazyMyMeals, lazyNextMealTime } from "./lazyWatchers";
import { download, loadOnce, loadOnFirstCall, subscribeOnceLoaded } from "./loadOnFirstCall";
import type { createMeetupUseCases } from "./meetupUseCases";
import { PORTS, USE_CASES } from "./tokens";

/**
 * The use cases (the application layer), built from whatever adapters the ports are bound to.
 * `withDevTools`: a local build, whose developer tools have a mailbox, demo students and a clock to move.
 * `withMailbox`: a build with a mailbox to read (a local one, or one on the Firebase emulators).
 */
export function applicationModule({
  withDevTools,
  withMailbox,
}: {
  withDevTools: boolean;
  withMailbox: boolean;
}): ContainerModule {
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
      loadOnFirstCall(async () => (await account(get)).confirmSignIn),
    );
    bindSingleton(bind, USE_CASES.logIn, (get) => loadOnFirstCall(async () => (await account(get)).logIn));
    // Log-out comes with them too (a signed-in screen has loaded them already): the start-up code keeps
    // only its promise, that the session ends at once, even if that code cannot download (offline).
    bindSingleton(bind, USE_CASES.logOut, (get) => ({
      execute: () =>
        account(get).then(
          (loaded) => loaded.logOut.execute(),
          () => get(USE_CASES.session).end(),
        ),
    }));
    bindSingleton(bind, USE_CASES.signUpAndVerify, (get) => {
      const flow = async () => (await account(get)).signUpAndVerify;
      return loadOnFirstCall(flow, {
        // Asked for once signUp has answered, so its code is there by then.
        awaitVerification: (onVerified) => subscribeOnceLoaded(flow, (loaded) => loaded.awaitVerification(onVerified)),
      });
    });
    // Only the sign-up and login pages resend the verification email: its code loads with the first call.
    bindSingleton(bind, USE_CASES.resendVerification, (get) =>
      loadOnFirstCall(async () => {
        const { ResendVerification } = await download(() => import("../../../domain/account/ResendVerification"));
        return new ResendVerification(get(PORTS.identity), get(PORTS.clock));
      }),
    );
    // The dashboard's countdown: its code loads with the first watch.
    bindSingleton(bind, USE_CASES.nextMealTime, (get) =>
      lazyNextMealTime(async () => {
        const { NextMealTime } = await download(() => import("../../../domain/schedule/NextMealTime"));
        return new NextMealTime(get(PORTS.mealSchedule), get(PORTS.clock), get(PORTS.logger));
      }),
    );
    bindSingleton(
      bind,
      USE_CASES.detectCity,
      (get) => new DetectCity(get(PORTS.locator), get(PORTS.geocoder), get(PORTS.logger)),
    );
    // Only the profile screen edits the profile: its rules load with the first use.
    bindSingleton(bind, USE_CASES.editProfile, (get) =>
      loadOnFirstCall(async () => {
        const { EditProfile } = await download(() => import("../../../domain/account/EditProfile"));
        return new EditProfile(
          get(PORTS.profileStore),
          get(USE_CASES.session),
          get(PORTS.mealSchedule),
          get(PORTS.clock),
        );
      }),
    );
    bindSingleton(bind, USE_CASES.logFailure, (get) => new LogFailure(get(PORTS.logger)));
    // The match lifecycle's use cases load together with the first call to any of them (./meetupUseCases.ts,
    // which fetches their ports from the container itself: the start-up code carries only the loaders).
    let meetupUseCases: (() => Promise<ReturnType<typeof createMeetupUseCases>>) | null = null;
    const meetups = (get: Resolve) => {
      meetupUseCases ??= loadOnce(async () => {
        const { createMeetupUseCases } = await download(() => import("./meetupUseCases"));
        return createMeetupUseCases(get);
      });
      return meetupUseCases();
    };
    bindSingleton(bind, USE_CASES.myMeals, (get) => lazyMyMeals(async () => (await meetups(get)).myMeals));
    bindSingleton(bind, USE_CASES.joinMealDay, (get) => loadOnFirstCall(async () => (await meetups(get)).joinMealDay));
    bindSingleton(bind, USE_CASES.pauseMatching, (get) =>
      loadOnFirstCall(async () => (await meetups(get)).pauseMatching),
    );
    bindSingleton(bind, USE_CASES.respondToMatch, (get) =>
      loadOnFirstCall(async () => (await meetups(get)).respondToMatch),
    );
    bindSingleton(bind, USE_CASES.reportOrBlock, (get) =>
      loadOnFirstCall(async () => (await meetups(get)).reportOrBlock),
    );
    bindSingleton(bind, USE_CASES.mealHistory, (get) => loadOnFirstCall(async () => (await meetups(get)).mealHistory));
    // A mixer's use cases load with the first mixer card, through the lifecycle's (./mixerUseCases.ts).
    bindSingleton(bind, USE_CASES.mixers, (get) => async () => (await meetups(get)).mixers);
    // The student's own account and data (the age question, the download, the deletion) and the trust
    // and safety console (/team): their code loads together, with the backend's services, on first use.
    let accountDataUseCases: (() => Promise<ReturnType<typeof createAccountDataUseCases>>) | null = null;
    const accountData = (get: Resolve) => {
      accountDataUseCases ??= loadOnce(async () => {
        const [{ createAccountDataUseCases }, services] = await Promise.all([
          download(() => import("./accountDataUseCases")),
          get(PORTS.accountServices)(),
        ]);
        return createAccountDataUseCases({
          ...services,
          profiles: get(PORTS.profileStore),
          session: get(USE_CASES.session),
          clock: get(PORTS.clock),
          wallClock: get(PORTS.wallClock),
          logger: get(PORTS.logger),
        });
      });
      return accountDataUseCases();
    };
    bindSingleton(bind, USE_CASES.confirmAdult, (get) =>
      loadOnFirstCall(async () => (await accountData(get)).confirmAdult),
    );
    bindSingleton(bind, USE_CASES.myPersonalData, (get) =>
      loadOnFirstCall(async () => (await accountData(get)).myPersonalData),
    );
    bindSingleton(bind, USE_CASES.trustAndSafety, (get) =>
      loadOnFirstCall(async () => (await accountData(get)).trustAndSafety),
    );
    // The operators' console (/ops): its use cases load together, with the backend's desks, on first use.
    bindSingleton(bind, USE_CASES.operations, (get) =>
      loadOnce(async () => {
        const [{ createOperationsUseCases }, services] = await Promise.all([
          download(() => import("./operationsUseCases")),
          get(PORTS.operationsServices)(),
        ]);
        return createOperationsUseCases(services, get(PORTS.clock));
      }),
    );
    // The chat's use cases load with the first unread count or conversation (./chatUseCases.ts, which fetches
    // their ports from the container itself).
    bindSingleton(bind, USE_CASES.chat, (get) =>
      loadOnce(async () => {
        const { createChatUseCases } = await download(() => import("./chatUseCases"));
        return createChatUseCases(get);
      }),
    );
    // The colour screen's approximate location: its use case and store download when the screen opens.
    bindSingleton(bind, USE_CASES.approximateLocation, (get) =>
      loadOnce(async () => (await meetups(get)).approximateLocation()),
    );
    if (withMailbox) bindSingleton(bind, USE_CASES.readMailbox, (get) => new ReadMailbox(get(PORTS.mailbox)));
    if (withDevTools) {
      const demo = loadOnce(async () => {
        const { createDemoUseCases } = await download(() => import("./meetupUseCases"));
        return createDemoUseCases;
      });
      bindSingleton(bind, USE_CASES.addDemoStudents, (get) =>
        loadOnFirstCall(async () => (await demo())(get).addDemoStudents),
      );
      bindSingleton(bind, USE_CASES.runMatchingNow, (get) =>
        loadOnFirstCall(async () => (await demo())(get).runMatchingNow),
      );
      bindSingleton(bind, USE_CASES.fileDemoReports, (get) =>
        loadOnFirstCall(async () => (await demo())(get).fileDemoReports),
      );
      bindSingleton(bind, USE_CASES.skipTime, (get) => loadOnFirstCall(async () => (await demo())(get).skipTime));
      bindSingleton(
        bind,
        USE_CASES.devClock,
        (get) => new DevClock(get(PORTS.clockControl), get(PORTS.clock), get(USE_CASES.session)),
      );
    }
  });
}
