import type { Container } from "inversify";
import type { ConfirmAdult } from "../../../domain/account/ConfirmAdult";
import type { EditProfile } from "../../../domain/account/EditProfile";
import type { LogIn } from "../../../domain/account/LogIn";
import type { LogOut } from "../../../domain/account/LogOut";
import type { ResendVerification } from "../../../domain/account/ResendVerification";
import type { SignUpAndVerify } from "../../../domain/account/SignUpAndVerify";
import type { MessageYourMatch } from "../../../domain/chat/MessageYourMatch";
import type { ChatStore } from "../../../domain/chat/ports/ChatStore";
import type { UnreadMessages } from "../../../domain/chat/UnreadMessages";
import type { AddDemoStudents } from "../../../domain/devtools/AddDemoStudents";
import type { DevClock } from "../../../domain/devtools/DevClock";
import type { FileDemoReports } from "../../../domain/devtools/FileDemoReports";
import type { ClockControl } from "../../../domain/devtools/ports/ClockControl";
import type { DemoCohort } from "../../../domain/devtools/ports/DemoCohort";
import type { Mailbox } from "../../../domain/devtools/ports/Mailbox";
import type { ReadMailbox } from "../../../domain/devtools/ReadMailbox";
import type { RunMatchingNow } from "../../../domain/devtools/RunMatchingNow";
import type { SkipTime } from "../../../domain/devtools/SkipTime";
import type { LogFailure } from "../../../domain/diagnostics/LogFailure";
import type { DetectCity } from "../../../domain/location/DetectCity";
import type { Geocoder } from "../../../domain/location/ports/Geocoder";
import type { LocationShare } from "../../../domain/location/ports/LocationShare";
import type { Locator } from "../../../domain/location/ports/Locator";
import type { ShareApproximateLocation } from "../../../domain/location/ShareApproximateLocation";
import type { JoinMealDay } from "../../../domain/meetups/JoinMealDay";
import type { MealHistory } from "../../../domain/meetups/MealHistory";
import type { MyMeals } from "../../../domain/meetups/MyMeals";
import type { PauseMatching } from "../../../domain/meetups/PauseMatching";
import type { Backoffice } from "../../../domain/meetups/ports/Backoffice";
import type { MatchFeed } from "../../../domain/meetups/ports/MatchFeed";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../../domain/meetups/ports/ReportStore";
import type { ReportOrBlock } from "../../../domain/meetups/ReportOrBlock";
import type { RespondToMatch } from "../../../domain/meetups/RespondToMatch";
import type { MixerStore } from "../../../domain/mixers/ports/MixerStore";
import type { MyPersonalData } from "../../../domain/privacy/MyPersonalData";
import type { PersonalDataService } from "../../../domain/privacy/ports/PersonalDataService";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { NextMealTime } from "../../../domain/schedule/NextMealTime";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import type { ConfirmSignIn } from "../../../domain/session/ConfirmSignIn";
import type { Identity } from "../../../domain/session/ports/Identity";
import type { SessionStorage } from "../../../domain/session/ports/SessionStorage";
import type { Session } from "../../../domain/session/Session";
import type { AppVisibility } from "../../../domain/shared/ports/AppVisibility";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Logger } from "../../../domain/shared/ports/Logger";
import type { ReviewDesk } from "../../../domain/trust/ports/ReviewDesk";
import type { TrustAndSafetyConsole } from "../../../domain/trust/TrustAndSafetyConsole";
import type { AppConfig } from "./config";
import type { MixerUseCases } from "./mixerUseCases";

/** The chat's use cases, built together when first asked for (./chatUseCases.ts). */
export interface ChatUseCases {
  readonly messageYourMatch: MessageYourMatch;
  readonly unreadMessages: UnreadMessages;
}

/**
 * What a backend answers through its system on a signed-in person's behalf (the callable functions
 * on Firebase; the same domain code in the browser offline): a student's own data, the trust and
 * safety console, and a mixer's places (its RSVP desk, with the student's reads and check-in).
 */
export interface AccountServices {
  readonly personalData: PersonalDataService;
  readonly reviewDesk: ReviewDesk;
  /** The mixers' store, its code downloaded on first use (on Firebase, with the backend's lite SDK). */
  readonly loadMixers: () => Promise<MixerStore>;
}

import type { AsyncMethodName } from "./loadOnFirstCall";
import type { OperationsServices, OperationsUseCases } from "./operationsUseCases";

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

/**
 * The ports the app uses: the one list of them. Adapters are bound to these, and only use cases ask
 * for them. (The system's own ports, the ledgers, places and mail, are used where the system runs:
 * inside the offline backend, and in the Cloud Functions.)
 */
export const PORTS = {
  identity: token<Identity>("Identity"),
  profileStore: token<ProfileStore>("ProfileStore"),
  sessionStorage: token<SessionStorage>("SessionStorage"),
  clock: token<Clock>("Clock"),
  /**
   * The device's own time, which the developer tools never move (they move `clock`): for what is
   * named for the person's world outside the app, such as the data file's date.
   */
  wallClock: token<Clock>("WallClock"),
  mealSchedule: token<MealSchedule>("MealSchedule"),
  geocoder: token<Geocoder>("Geocoder"),
  locator: token<Locator>("Locator"),
  logger: token<Logger>("Logger"),
  optInStore: token<OptInStore>("OptInStore"),
  matchStore: token<MatchStore>("MatchStore"),
  reportStore: token<ReportStore>("ReportStore"),
  backoffice: token<Backoffice>("Backoffice"),
  appVisibility: token<AppVisibility>("AppVisibility"),
  /** A student's own data, the console's desk and the mixers' store, loaded on their first use. */
  accountServices: token<() => Promise<AccountServices>>("AccountServices"),
  /** The operators' console's desks, loaded on its first call. */
  operationsServices: token<() => Promise<OperationsServices>>("OperationsServices"),
  /** The chat's store, downloaded on first use (on Firebase, the full SDK): its loader. */
  chatStore: token<() => Promise<ChatStore>>("ChatStore"),
  /** The shared locations' store, downloaded with the colour screen (on Firebase, the full SDK): its loader. */
  locationShare: token<() => Promise<LocationShare>>("LocationShare"),
  /** The student's matches in real time, downloaded once the hub shows a match (on Firebase, the full SDK): its loader. */
  matchFeed: token<() => Promise<MatchFeed>>("MatchFeed"),
  /** Bound only by the local backend. */
  mailbox: token<Mailbox>("Mailbox"),
  /** Bound only by the local backend (developer tools). */
  demoCohort: token<DemoCohort>("DemoCohort"),
  /** Bound only in local builds (developer tools). */
  clockControl: token<ClockControl>("ClockControl"),
} as const;

/** The adapter type each port takes, by the port's name in PORTS. */
export type PortAdapters = { [Name in keyof typeof PORTS]: (typeof PORTS)[Name] extends Token<infer T> ? T : never };

/** The use cases: what the screens ask the container for. */
export const USE_CASES = {
  session: screenToken<Session>("Session"),
  /** Its code loads with the first signed-in screen. */
  confirmSignIn: screenToken<Pick<ConfirmSignIn, "execute">>("ConfirmSignIn"),
  /** Its code loads with the first log-in. */
  logIn: screenToken<Pick<LogIn, "execute">>("LogIn"),
  /** Its code loads with the account's (log-in's); should it not download, the session still ends. */
  logOut: screenToken<Pick<LogOut, "execute">>("LogOut"),
  /** Its code loads with the first sign-up. */
  signUpAndVerify:
    screenToken<Pick<SignUpAndVerify, AsyncMethodName<SignUpAndVerify> | "awaitVerification">>("SignUpAndVerify"),
  /** Its code loads with the first call (loadOnFirstCall). */
  resendVerification: screenToken<Pick<ResendVerification, AsyncMethodName<ResendVerification>>>("ResendVerification"),
  /** Its code loads with the first watch (the dashboard). */
  nextMealTime: screenToken<Pick<NextMealTime, "watch" | "calendarEventFor">>("NextMealTime"),
  detectCity: screenToken<DetectCity>("DetectCity"),
  /** Its code loads with the profile screen: the stand-in answers the methods that return promises. */
  editProfile: screenToken<Pick<EditProfile, AsyncMethodName<EditProfile>>>("EditProfile"),
  logFailure: screenToken<LogFailure>("LogFailure"),
  /** The match lifecycle's use cases: their code loads with the first signed-in screen that uses one. */
  myMeals: screenToken<Pick<MyMeals, "watch" | "calendarEventFor">>("MyMeals"),
  joinMealDay: screenToken<Pick<JoinMealDay, AsyncMethodName<JoinMealDay>>>("JoinMealDay"),
  pauseMatching: screenToken<Pick<PauseMatching, AsyncMethodName<PauseMatching>>>("PauseMatching"),
  respondToMatch: screenToken<Pick<RespondToMatch, AsyncMethodName<RespondToMatch>>>("RespondToMatch"),
  reportOrBlock: screenToken<Pick<ReportOrBlock, AsyncMethodName<ReportOrBlock>>>("ReportOrBlock"),
  mealHistory: screenToken<Pick<MealHistory, AsyncMethodName<MealHistory>>>("MealHistory"),
  /** The student's own account and data: their code loads with the first call. */
  confirmAdult: screenToken<Pick<ConfirmAdult, "execute">>("ConfirmAdult"),
  myPersonalData: screenToken<Pick<MyPersonalData, AsyncMethodName<MyPersonalData>>>("MyPersonalData"),
  /** The trust and safety console (/team): its code loads with the first call. */
  trustAndSafety:
    screenToken<Pick<TrustAndSafetyConsole, AsyncMethodName<TrustAndSafetyConsole>>>("TrustAndSafetyConsole"),
  /** The operators' console's use cases (/ops), one per section, downloaded with the backend's desks on first use: their loader. */
  operations: screenToken<() => Promise<OperationsUseCases>>("Operations"),
  /** The chat's use cases, their code downloaded with the first unread count or conversation: its loader. */
  chat: screenToken<() => Promise<ChatUseCases>>("Chat"),
  /** The colour screen's approximate location, its code downloaded with the screen: its loader. */
  approximateLocation: screenToken<() => Promise<Pick<ShareApproximateLocation, "start">>>("ApproximateLocation"),
  /** A mixer's use cases (RSVP, check-in, the circles), their code downloaded with the first mixer card: its loader. */
  mixers: screenToken<() => Promise<MixerUseCases>>("Mixers"),
  /** The developer tools: bound only in local builds. */
  readMailbox: screenToken<ReadMailbox>("ReadMailbox"),
  addDemoStudents: screenToken<Pick<AddDemoStudents, "execute">>("AddDemoStudents"),
  runMatchingNow: screenToken<Pick<RunMatchingNow, "execute">>("RunMatchingNow"),
  fileDemoReports: screenToken<Pick<FileDemoReports, "execute">>("FileDemoReports"),
  skipTime: screenToken<Pick<SkipTime, "skipTo">>("SkipTime"),
  devClock: screenToken<DevClock>("DevClock"),
} as const;

/** The configuration, for the few screens whose content depends on it. */
export const APP_CONFIG = screenToken<AppConfig>("AppConfig");
