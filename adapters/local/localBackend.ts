import type { ChatStore } from "../../domain/chat/ports/ChatStore";
import type { DemoCohort } from "../../domain/devtools/ports/DemoCohort";
import type { Mailbox } from "../../domain/devtools/ports/Mailbox";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { MatchFeed } from "../../domain/meetups/ports/MatchFeed";
import type { MatchStore } from "../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../domain/meetups/ports/ReportStore";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import type { MixerSpotsPorts } from "../../domain/mixers/MixerSpots";
import type { MixerStore } from "../../domain/mixers/ports/MixerStore";
import type { RunMixerJobsPorts } from "../../domain/mixers/RunMixerJobs";
import { holdOnErasure, InheritAccountHold } from "../../domain/privacy/accountHolds";
import { ErasePersonalData } from "../../domain/privacy/ErasePersonalData";
import { ExportPersonalData } from "../../domain/privacy/ExportPersonalData";
import { personalDataParts } from "../../domain/privacy/personalDataParts";
import type { PersonalDataService } from "../../domain/privacy/ports/PersonalDataService";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Identity } from "../../domain/session/ports/Identity";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { ReviewDesk } from "../../domain/trust/ports/ReviewDesk";
import { ReviewReports } from "../../domain/trust/ReviewReports";
import { LocalAccountHolds } from "./LocalAccountHolds";
import { LocalAddressKeys } from "./LocalAddressKeys";
import { LocalBackoffice } from "./LocalBackoffice";
import { LocalChangeSignal } from "./LocalChangeSignal";
import { LocalChatStore } from "./LocalChatStore";
import { LocalDatabase } from "./LocalDatabase";
import { LocalDataExportLedger } from "./LocalDataExportLedger";
import { LocalDemoCohort } from "./LocalDemoCohort";
import { LocalIdentity } from "./LocalIdentity";
import { LocalLocationShare } from "./LocalLocationShare";
import { LocalMailbox } from "./LocalMailbox";
import { LocalMailer } from "./LocalMailer";
import { LocalMatchStore } from "./LocalMatchStore";
import { LocalMealSchedule } from "./LocalMealSchedule";
import { LocalMixerLedger } from "./LocalMixerLedger";
import { LocalMixerStore } from "./LocalMixerStore";
import { LocalOperatorAlerts } from "./LocalOperatorAlerts";
import { LocalOptInStore } from "./LocalOptInStore";
import { LocalPersonalDataService } from "./LocalPersonalDataService";
import { LocalPlaceBook } from "./LocalPlaceBook";
import { LocalProfileStore } from "./LocalProfileStore";
import { LocalReportStore } from "./LocalReportStore";
import { LocalReviewDesk } from "./LocalReviewDesk";
import { LocalTeamRoles } from "./LocalTeamRoles";
import { LocalUnreadEmailLedger } from "./LocalUnreadEmailLedger";
import { type LocalOperations, localOperations } from "./localOperations";

export interface LocalBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  readonly mailbox: Mailbox;
  readonly mealSchedule: MealSchedule;
  readonly optInStore: OptInStore;
  readonly matchStore: MatchStore;
  /** The hub's real-time part: each write of a student's match, heard in every tab. */
  readonly matchFeed: MatchFeed;
  readonly reportStore: ReportStore;
  readonly chatStore: ChatStore;
  readonly locationShare: LocationShare;
  /** The mixers' store (with the system's part, run here). */
  readonly loadMixers: () => Promise<MixerStore>;
  readonly backoffice: Backoffice;
  readonly demoCohort: DemoCohort;
  readonly personalData: PersonalDataService;
  readonly reviewDesk: ReviewDesk;
  /** The operators' console's desks, run here on the same domain code as the functions. */
  readonly operations: LocalOperations;
}

/** The whole offline backend on one IndexedDB database, shared by every tab of the site. */
export function createLocalBackend(indexedDB: IDBFactory | undefined, clock: Clock): LocalBackend {
  const database = new LocalDatabase(indexedDB);
  const mailbox = new LocalMailbox(database);
  const mailer = new LocalMailer(mailbox, clock);
  const identity = new LocalIdentity(database, mailbox, clock);
  const signal = new LocalChangeSignal();
  const chats = new LocalChatStore(database, clock, signal);
  const locations = new LocalLocationShare(database, clock, signal);
  const stores = {
    profiles: new LocalProfileStore(database, clock),
    optIns: new LocalOptInStore(database),
    matches: new LocalMatchStore(database, signal),
    reports: new LocalReportStore(database, clock, signal),
    places: new LocalPlaceBook(database),
    mailer,
    schedule: new LocalMealSchedule(),
    cohort: new LocalDemoCohort(database, () => clock.now()),
    operators: new LocalOperatorAlerts(mailer),
    locations,
    unreadEmails: new LocalUnreadEmailLedger(database),
  };
  const mixers = localMixers(database, stores, clock);
  const { personalData, reviewDesk } = accountSystem(
    database,
    identity,
    mailbox,
    { ...stores, chats, ...mixers },
    clock,
  );
  return {
    identity,
    profileStore: stores.profiles,
    mailbox,
    mealSchedule: stores.schedule,
    optInStore: stores.optIns,
    matchStore: stores.matches,
    matchFeed: stores.matches,
    reportStore: stores.reports,
    chatStore: chats,
    locationShare: locations,
    loadMixers: async () => mixers.mixerStore,
    backoffice: new LocalBackoffice({
      ...stores,
      studentMatches: stores.matches,
      reportRecords: stores.reports,
      matchRecords: stores.matches,
      lateOptIns: stores.matches,
      conversations: chats,
      holds: new LocalAccountHolds(database),
      clock,
    }),
    demoCohort: stores.cohort,
    personalData,
    reviewDesk,
    operations: localOperations(database, { ...stores, clock }),
  };
}

/**
 * The system's side of a student's own data (download, deletion) and of the trust and safety
 * console, run in the browser on the same domain code as the Cloud Functions.
 */
export function accountSystem(
  database: LocalDatabase,
  identity: LocalIdentity,
  mailbox: LocalMailbox,
  stores: {
    readonly profiles: LocalProfileStore;
    readonly optIns: LocalOptInStore;
    readonly matches: LocalMatchStore;
    readonly reports: LocalReportStore;
    readonly chats: LocalChatStore;
    readonly mailer: LocalMailer;
    readonly schedule: LocalMealSchedule;
    readonly locations: LocalLocationShare;
    readonly unreadEmails: LocalUnreadEmailLedger;
    readonly mixerLedger: LocalMixerLedger;
    readonly mixerStore: LocalMixerStore;
  },
  clock: Clock,
) {
  const settle = new SettleMatch({ ...stores, clock });
  const dataExports = new LocalDataExportLedger(database);
  const parts = personalDataParts({
    matches: stores.matches,
    conversations: stores.chats,
    reports: stores.reports,
    rounds: stores.matches,
    optIns: stores.optIns,
    mail: mailbox,
    profiles: stores.profiles,
    locations: stores.locations,
    unreadEmails: stores.unreadEmails,
    mixers: stores.mixerLedger,
    dataExports,
    releaseMixerSpot: (rsvp) => stores.mixerStore.releaseSpot(rsvp),
    settleMatch: (matchId) => settle.execute(matchId),
  });
  const holdPorts = {
    holds: new LocalAccountHolds(database),
    keys: new LocalAddressKeys(database),
    profiles: stores.profiles,
    reports: stores.reports,
  };
  const eraser = new ErasePersonalData(parts, identity, clock, (subject, now) =>
    holdOnErasure(holdPorts, subject, now),
  );
  // What the functions' onProfileCreated does on Firebase: a new account inherits its address's hold.
  const inheritHold = new InheritAccountHold({ ...holdPorts, accounts: identity, clock });
  stores.profiles.afterCreate(async (uid) => {
    await inheritHold.execute(uid, clock.now());
  });
  const reviews = new ReviewReports({
    reviews: stores.reports,
    matches: stores.matches,
    conversations: stores.chats,
    profiles: stores.profiles,
    accounts: identity,
    mailer: stores.mailer,
    clock,
    eraseAccount: (subject) => eraser.execute(subject, () => crypto.randomUUID()),
    settleMatch: (matchId) => settle.execute(matchId),
  });
  const exporter = new ExportPersonalData(parts, clock, dataExports);
  return {
    exporter,
    eraser,
    reviews,
    personalData: new LocalPersonalDataService(identity, exporter, eraser),
    reviewDesk: new LocalReviewDesk(database, reviews, new LocalTeamRoles(database)),
  };
}

/** The mixers of the offline backend: the system's ledger, and the students' store that runs the system's part. */
export function localMixers(
  database: LocalDatabase,
  stores: Omit<RunMixerJobsPorts & MixerSpotsPorts, "mixers" | "clock"> & { readonly cohort: DemoCohort },
  clock: Clock,
) {
  const mixerLedger = new LocalMixerLedger(database, clock);
  return { mixerLedger, mixerStore: new LocalMixerStore(mixerLedger, { ...stores, clock }) };
}
