import { FakeGeocoder } from "../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../adapters/local/FakeLocator";
import { LocalAccountHolds } from "../../adapters/local/LocalAccountHolds";
import { LocalBackoffice } from "../../adapters/local/LocalBackoffice";
import { LocalChangeSignal } from "../../adapters/local/LocalChangeSignal";
import { LocalChatStore } from "../../adapters/local/LocalChatStore";
import { LocalDatabase } from "../../adapters/local/LocalDatabase";
import { LocalDemoCohort } from "../../adapters/local/LocalDemoCohort";
import { LocalIdentity } from "../../adapters/local/LocalIdentity";
import { LocalLocationShare } from "../../adapters/local/LocalLocationShare";
import { LocalMailbox } from "../../adapters/local/LocalMailbox";
import { LocalMailer } from "../../adapters/local/LocalMailer";
import { LocalMatchStore } from "../../adapters/local/LocalMatchStore";
import { LocalMealSchedule, type LocalScheduleData } from "../../adapters/local/LocalMealSchedule";
import type { LocalMixerLedger } from "../../adapters/local/LocalMixerLedger";
import type { LocalMixerStore } from "../../adapters/local/LocalMixerStore";
import { LocalOperatorAlerts } from "../../adapters/local/LocalOperatorAlerts";
import { LocalOptInStore } from "../../adapters/local/LocalOptInStore";
import { LocalPlaceBook } from "../../adapters/local/LocalPlaceBook";
import { LocalPlaceDirectory } from "../../adapters/local/LocalPlaceDirectory";
import { LocalProfileStore } from "../../adapters/local/LocalProfileStore";
import { LocalPushNotifications } from "../../adapters/local/LocalPushNotifications";
import { LocalReportStore } from "../../adapters/local/LocalReportStore";
import { LocalRescueDesk } from "../../adapters/local/LocalRescueDesk";
import { LocalRescueLedger } from "../../adapters/local/LocalRescueLedger";
import { LocalScheduleBook } from "../../adapters/local/LocalScheduleBook";
import { LocalUnreadEmailLedger } from "../../adapters/local/LocalUnreadEmailLedger";
import { accountSystem, localMixers } from "../../adapters/local/localBackend";
import { type LocalOperations, localOperations } from "../../adapters/local/localOperations";
import { ManualClock } from "../../adapters/local/ManualClock";
import { ManualVisibility } from "../../adapters/local/ManualVisibility";
import { MemoryPendingSignUp } from "../../adapters/local/MemoryPendingSignUp";
import { MemorySessionStorage } from "../../adapters/local/MemorySessionStorage";
import type { Geocoder } from "../../domain/location/ports/Geocoder";
import type { Locator } from "../../domain/location/ports/Locator";
import type { RunRoundPorts } from "../../domain/meetups/RunRound";
import type { PushMessage } from "../../domain/notifications/pushMessage";
import { defaultProfile, newProfileOf } from "../../domain/profile/UserProfile";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { Session } from "../../domain/session/Session";
import type { Logger } from "../../domain/shared/ports/Logger";
import { MEALS_FOR_TWO_SCHEDULE } from "./schedules";

/** Few PBKDF2 rounds keep tests quick; the product uses the OWASP count. */
export const TEST_HASH_ITERATIONS = 1000;

/** Thursday 2025-09-04 12:00 local time: the spec's meal times are all ahead. */
export const BEFORE_ALL_MEALS = new Date(2025, 8, 4, 12, 0);

export class RecordingLogger implements Logger {
  readonly warnings: { message: string; detail: unknown }[] = [];
  warn(message: string, detail?: unknown): void {
    this.warnings.push({ message, detail });
  }
}

/**
 * The local backend's adapters, named after the ports they answer (so a test container can take
 * them as its overrides), plus the database and a Session of their own for tests without a container.
 */
export interface LocalTestBackend {
  readonly clock: ManualClock;
  /** The notifications' devices and records; what this device was handed to show (the service worker's part). */
  readonly pushNotifications: LocalPushNotifications;
  readonly shownOnThisDevice: PushMessage[];
  readonly pushSubscriptions: () => Promise<LocalPushNotifications>;
  readonly notificationOutbox: LocalPushNotifications;
  /** The device's own time, which the developer tools' skips do not move: starts with `clock`, moved on its own. */
  readonly wallClock: ManualClock;
  readonly database: LocalDatabase;
  readonly mailbox: LocalMailbox;
  readonly identity: LocalIdentity;
  readonly profileStore: LocalProfileStore;
  readonly sessionStorage: MemorySessionStorage;
  readonly session: Session;
  /** What the device remembers of a pending sign-up (the browser's localStorage in the app). */
  readonly pendingSignUp: MemoryPendingSignUp;
  readonly logger: RecordingLogger;
  readonly mealSchedule: MealSchedule;
  readonly locator: Locator;
  readonly geocoder: Geocoder;
  readonly optInStore: LocalOptInStore;
  readonly matchStore: LocalMatchStore;
  /** The matches' feed (the match store itself), as the container binds it: its loader. */
  readonly matchFeed: () => Promise<LocalMatchStore>;
  readonly reportStore: LocalReportStore;
  /** The conversations' store itself (`chatStore` is its loader, as the container binds it). */
  readonly chats: LocalChatStore;
  readonly chatStore: () => Promise<LocalChatStore>;
  /** The shared locations' store itself (`locationShare` is its loader, as the container binds it). */
  readonly locations: LocalLocationShare;
  readonly locationShare: () => Promise<LocalLocationShare>;
  /** When each member was last emailed about a conversation's unread messages (the system's record). */
  readonly unreadEmails: LocalUnreadEmailLedger;
  /** The mixers as the system keeps them, and the students' store. */
  readonly mixerLedger: LocalMixerLedger;
  readonly mixers: LocalMixerStore;
  readonly backoffice: LocalBackoffice;
  readonly demoCohort: LocalDemoCohort;
  readonly clockControl: ManualClock;
  /** What the system uses inside the offline backend (the ledgers, places and mail). */
  readonly system: RunRoundPorts;
  /** The system's side of a student's own data and of the trust and safety console (localBackend's). */
  readonly accounts: ReturnType<typeof accountSystem>;
  /** The same and the mixers' store, as the app's composition asks for them (PORTS.accountServices). */
  readonly accountServices: () => Promise<
    ReturnType<typeof accountSystem> & {
      readonly loadMixers: () => Promise<LocalMixerStore>;
      readonly loadRescueDesk: () => Promise<LocalRescueDesk>;
    }
  >;
  readonly appVisibility: ManualVisibility;
  /** The operators' console's desks (localBackend's), as the app's composition asks for them (PORTS.operationsServices). */
  readonly operations: LocalOperations;
  readonly operationsServices: () => Promise<LocalOperations>;
  /** The same-day rescue's standbys and offers (the system's ledger and records). */
  readonly rescue: LocalRescueLedger;
}

/**
 * The local backend on a fresh database, a manual clock and in-memory session storage, with the
 * meals-for-two schedule unless the test gives another (e.g. the app's own, `new LocalMealSchedule()`).
 */
export function createLocalBackend(
  start: Date = BEFORE_ALL_MEALS,
  schedule: LocalScheduleData = MEALS_FOR_TWO_SCHEDULE,
): LocalTestBackend {
  const clock = new ManualClock(start);
  const database = new LocalDatabase(indexedDB, `test-${crypto.randomUUID()}`);
  const mailbox = new LocalMailbox(database);
  const identity = new LocalIdentity(database, mailbox, clock, TEST_HASH_ITERATIONS);
  const sessionStorage = new MemorySessionStorage();
  const profileStore = new LocalProfileStore(database, clock);
  const mealSchedule = new LocalScheduleBook(database, new LocalMealSchedule(schedule));
  const optInStore = new LocalOptInStore(database);
  // Its own channel: the tests' backends, each on a database of its own, do not hear each other.
  const signal = new LocalChangeSignal(`test-changes-${crypto.randomUUID()}`);
  const matchStore = new LocalMatchStore(database, signal);
  const reportStore = new LocalReportStore(database, clock, signal);
  const chatStore = new LocalChatStore(database, clock, signal);
  const locations = new LocalLocationShare(database, clock, signal);
  const demoCohort = new LocalDemoCohort(database, () => clock.now());
  const unreadEmails = new LocalUnreadEmailLedger(database);
  const mailer = new LocalMailer(mailbox, clock);
  const shownOnThisDevice: PushMessage[] = [];
  const pushNotifications = new LocalPushNotifications(
    database,
    clock,
    async (message) => {
      shownOnThisDevice.push(message);
    },
    async (uid) => uid,
  );
  const system: RunRoundPorts = {
    optIns: optInStore,
    profiles: profileStore,
    matches: matchStore,
    reports: reportStore,
    places: new LocalPlaceDirectory(),
    mailer,
    schedule: mealSchedule,
    clock,
    operators: new LocalOperatorAlerts(mailer),
  };
  const { mixerLedger, mixerStore } = localMixers(
    database,
    { ...system, places: new LocalPlaceDirectory(), mailer, cohort: demoCohort, notifier: pushNotifications },
    clock,
  );
  const rescue = new LocalRescueLedger(database);
  const accounts = accountSystem(
    database,
    identity,
    mailbox,
    {
      mixerLedger,
      mixerStore,
      profiles: profileStore,
      optIns: optInStore,
      matches: matchStore,
      reports: reportStore,
      chats: chatStore,
      mailer,
      schedule: mealSchedule,
      locations,
      unreadEmails,
      rescue,
      notifier: pushNotifications,
    },
    clock,
  );
  const backoffice = new LocalBackoffice({
    ...system,
    matches: matchStore,
    cohort: demoCohort,
    studentMatches: matchStore,
    reportRecords: reportStore,
    reviewOutcomes: reportStore,
    matchRecords: matchStore,
    lateOptIns: matchStore,
    conversations: chatStore,
    locations,
    unreadEmails,
    holds: new LocalAccountHolds(database),
    rescue,
    notifier: pushNotifications,
  });
  const operations = localOperations(database, {
    places: new LocalPlaceBook(database),
    schedule: mealSchedule,
    matches: matchStore,
    optIns: optInStore,
    mixers: mixerLedger,
    backoffice,
    profiles: profileStore,
    mailer: system.mailer,
    clock,
  });
  return {
    clock,
    wallClock: new ManualClock(start),
    database,
    mailbox,
    identity,
    profileStore,
    sessionStorage,
    session: new Session(sessionStorage, clock, identity),
    pendingSignUp: new MemoryPendingSignUp(),
    logger: new RecordingLogger(),
    mealSchedule,
    locator: new FakeLocator(),
    geocoder: new FakeGeocoder(),
    optInStore,
    matchStore,
    matchFeed: async () => matchStore,
    reportStore,
    chats: chatStore,
    chatStore: async () => chatStore,
    locations,
    locationShare: async () => locations,
    unreadEmails,
    mixerLedger,
    mixers: mixerStore,
    backoffice,
    pushNotifications,
    shownOnThisDevice,
    pushSubscriptions: async () => pushNotifications,
    notificationOutbox: pushNotifications,
    demoCohort,
    clockControl: clock,
    system,
    accounts,
    accountServices: async () => ({
      ...accounts,
      loadMixers: async () => mixerStore,
      loadRescueDesk: async () => new LocalRescueDesk({ ...system, rescue, notifier: pushNotifications }),
    }),
    appVisibility: new ManualVisibility(),
    operations,
    operationsServices: async () => operations,
    rescue,
  };
}

/** Marks an address verified the way a student does: by following the link in their latest email. */
export async function verifyLatestEmail(mailbox: LocalMailbox, to: string): Promise<void> {
  const email = (await mailbox.list()).find((sent) => sent.to === to && sent.verificationCode !== undefined);
  if (email?.verificationCode === undefined) throw new Error(`No verification email was sent to ${to}`);
  await mailbox.verify(email.verificationCode);
}

/**
 * An account signed up to the end: verified, with the profile its first verified sign-in wrote
 * (18 or older confirmed), and signed out.
 */
export async function signedUpAccount(backend: LocalTestBackend, email: string, password: string): Promise<void> {
  const account = await backend.identity.createAccount(email, password);
  await backend.identity.sendVerificationEmail("http://localhost/");
  await verifyLatestEmail(backend.mailbox, email);
  await backend.profileStore.create(account.uid, newProfileOf(defaultProfile(email, backend.clock.now())));
  await backend.identity.signOut();
}
