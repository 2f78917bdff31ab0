import { ContainerModule } from "inversify";
import { LogIn } from "../../../domain/account/LogIn";
import { LogOut } from "../../../domain/account/LogOut";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import { ReadMailbox } from "../../../domain/devtools/ReadMailbox";
import { LogFailure } from "../../../domain/diagnostics/LogFailure";
import { DetectCity } from "../../../domain/location/DetectCity";
import { NextMealTime } from "../../../domain/meals/NextMealTime";
import { Session } from "../../../domain/session/Session";
import { bindSingleton } from "./bindSingleton";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS, USE_CASES } from "./tokens";

/** The use cases (the application layer), built from whatever adapters the ports are bound to. `withMailbox`: the backend has one. */
export function applicationModule({ withMailbox }: { withMailbox: boolean }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindSingleton(bind, USE_CASES.session, (get) => {
      const session = new Session(get(PORTS.sessionStorage), get(PORTS.clock));
      // When the provider itself ends a sign-in (account disabled, token expired), the app's session ends too.
      get(PORTS.identity).onSignedOutByProvider(() => session.end());
      return session;
    });
    bindSingleton(
      bind,
      USE_CASES.logIn,
      (get) => new LogIn(get(PORTS.identity), get(PORTS.profileStore), get(USE_CASES.session), get(PORTS.clock)),
    );
    bindSingleton(bind, USE_CASES.logOut, (get) => new LogOut(get(PORTS.identity), get(USE_CASES.session)));
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
        ),
    );
    // Only the sign-up and login pages resend the verification email: its code loads with the first call.
    bindSingleton(bind, USE_CASES.resendVerification, (get) =>
      loadOnFirstCall(
        async () => {
          const { ResendVerification } = await download(() => import("../../../domain/account/ResendVerification"));
          return new ResendVerification(get(PORTS.identity), get(PORTS.clock));
        },
        { afterSignUp: true, resendToSignedIn: true, resendTo: true },
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
          return new EditProfile(get(PORTS.profileStore), get(USE_CASES.session), get(PORTS.mealSchedule));
        },
        { mealSlots: true, save: true },
      ),
    );
    bindSingleton(bind, USE_CASES.logFailure, (get) => new LogFailure(get(PORTS.logger)));
    if (withMailbox) bindSingleton(bind, USE_CASES.readMailbox, (get) => new ReadMailbox(get(PORTS.mailbox)));
  });
}
