import type { Container } from "inversify";
import type { LogIn } from "../../../domain/account/LogIn";
import type { LogOut } from "../../../domain/account/LogOut";
import type { ResendVerification } from "../../../domain/account/ResendVerification";
import type { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import type { ReadMailbox } from "../../../domain/devtools/ReadMailbox";
import type { LogFailure } from "../../../domain/diagnostics/LogFailure";
import type { DetectCity } from "../../../domain/location/DetectCity";
import type { NextMealTime } from "../../../domain/meals/NextMealTime";
import type { Clock } from "../../../domain/ports/Clock";
import type { Geocoder } from "../../../domain/ports/Geocoder";
import type { Identity } from "../../../domain/ports/Identity";
import type { Locator } from "../../../domain/ports/Locator";
import type { Logger } from "../../../domain/ports/Logger";
import type { Mailbox } from "../../../domain/ports/Mailbox";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";
import type { SessionStorage } from "../../../domain/ports/SessionStorage";
import type { EditProfile } from "../../../domain/profile/EditProfile";
import type { Session } from "../../../domain/session/Session";
import type { AppConfig } from "./config";
import type { AsyncMethodName } from "./loadOnFirstCall";

/** A container key that remembers the type it stands for. */
export type Token<T> = symbol & { readonly __service?: T };

declare const forScreens: unique symbol;
/** A key the screens may ask for: a use case or the configuration. Ports are not among them. */
export type ScreenToken<T> = Token<T> & { readonly [forScreens]: true };

const token = <T>(name: string) => Symbol(name) as Token<T>;

/** What `container` binds to `token`, typed by the token (inversify cannot see the type through a symbol). */
export function resolve<T>(container: Container, key: Token<T>): T {
  return container.get<T>(key);
}
const screenToken = <T>(name: string) => Symbol(name) as ScreenToken<T>;

/** The ports: the one list of them. Adapters are bound to these, and only use cases ask for them. */
export const PORTS = {
  identity: token<Identity>("Identity"),
  profileStore: token<ProfileStore>("ProfileStore"),
  sessionStorage: token<SessionStorage>("SessionStorage"),
  clock: token<Clock>("Clock"),
  mealSchedule: token<MealSchedule>("MealSchedule"),
  geocoder: token<Geocoder>("Geocoder"),
  locator: token<Locator>("Locator"),
  logger: token<Logger>("Logger"),
  /** Bound only by the local backend. */
  mailbox: token<Mailbox>("Mailbox"),
} as const;

/** The adapter type each port takes, by the port's name in PORTS. */
export type PortAdapters = { [Name in keyof typeof PORTS]: (typeof PORTS)[Name] extends Token<infer T> ? T : never };

/** The use cases: what the screens ask the container for. */
export const USE_CASES = {
  session: screenToken<Session>("Session"),
  logIn: screenToken<LogIn>("LogIn"),
  logOut: screenToken<LogOut>("LogOut"),
  signUpAndVerify: screenToken<SignUpAndVerify>("SignUpAndVerify"),
  /** Its code loads with the first call (loadOnFirstCall). */
  resendVerification: screenToken<ResendVerification>("ResendVerification"),
  nextMealTime: screenToken<NextMealTime>("NextMealTime"),
  detectCity: screenToken<DetectCity>("DetectCity"),
  /** Its code loads with the profile screen: the stand-in answers the methods that return promises. */
  editProfile: screenToken<Pick<EditProfile, AsyncMethodName<EditProfile>>>("EditProfile"),
  logFailure: screenToken<LogFailure>("LogFailure"),
  /** Bound only where the backend has a mailbox (the local one). */
  readMailbox: screenToken<ReadMailbox>("ReadMailbox"),
} as const;

/** The configuration, for the few screens whose content depends on it. */
export const APP_CONFIG = screenToken<AppConfig>("AppConfig");
