import type { LogIn } from "../../../domain/account/LogIn";
import type { LogOut } from "../../../domain/account/LogOut";
import type { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
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

/** A container key that remembers the type it stands for. */
export type Token<T> = symbol & { readonly __service?: T };

const token = <T>(name: string) => Symbol(name) as Token<T>;

/** One token per port... */
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

/** ...and one per use case, which is what components ask for. */
export const USE_CASES = {
  session: token<Session>("Session"),
  logIn: token<LogIn>("LogIn"),
  logOut: token<LogOut>("LogOut"),
  signUpAndVerify: token<SignUpAndVerify>("SignUpAndVerify"),
  nextMealTime: token<NextMealTime>("NextMealTime"),
  detectCity: token<DetectCity>("DetectCity"),
  editProfile: token<Pick<EditProfile, "mealSlots" | "save">>("EditProfile"),
} as const;

/** The configuration, for the few screens whose content depends on it. */
export const APP_CONFIG = token<AppConfig>("AppConfig");
