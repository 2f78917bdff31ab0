import { BrowserDeviceCopies } from "../../../adapters/browser/BrowserDeviceCopies";
import { LocalStoragePendingSignUp } from "../../../adapters/browser/LocalStoragePendingSignUp";
import { LogIn } from "../../../domain/account/LogIn";
import { LogOut } from "../../../domain/account/LogOut";
import { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import { ConfirmSignIn } from "../../../domain/session/ConfirmSignIn";
import type { Identity } from "../../../domain/session/ports/Identity";
import type { Session } from "../../../domain/session/Session";
import type { AppVisibility } from "../../../domain/shared/ports/AppVisibility";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Logger } from "../../../domain/shared/ports/Logger";

export interface AccountPorts {
  readonly identity: Identity;
  readonly profiles: ProfileStore;
  readonly session: Session;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly visibility: AppVisibility;
}

/**
 * The use cases that talk to the identity provider for an account: log-in, sign-up, log-out and the
 * signed-in screens' check of who is signed in. applicationModule loads this module on the first call to any
 * of them, so that they and what they share (opening a session, reading a profile document, the
 * backend time-out) are one download, which the public pages never make.
 */
export function createAccountUseCases(ports: AccountPorts) {
  const { identity, profiles, session, clock, logger, visibility } = ports;
  // The device's pending sign-up: the sign-up remembers it, and a log-in of its address completes it.
  const pendingSignUp = new LocalStoragePendingSignUp(window);
  return {
    logIn: new LogIn(identity, profiles, session, clock, logger, pendingSignUp),
    signUpAndVerify: new SignUpAndVerify(identity, profiles, session, clock, logger, visibility, pendingSignUp),
    confirmSignIn: new ConfirmSignIn(identity, session, clock, logger),
    // With what the browser keeps of the account, removed once the session has ended. Loaded with
    // the signed-in screens' check, so that it is there for a log-out offline.
    logOut: new LogOut(session, new BrowserDeviceCopies(window), logger),
  };
}
