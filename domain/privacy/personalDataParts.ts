import type { ConversationRecords } from "../chat/ports/ConversationRecords";
import type { UnreadEmailLedger } from "../chat/ports/UnreadEmailLedger";
import type { LocationShareLedger } from "../location/ports/LocationShareLedger";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { OptInRecords } from "../meetups/ports/OptInRecords";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import type { RoundRecords } from "../meetups/ports/RoundRecords";
import type { Rsvp } from "../mixers/MixerEvent";
import type { MixerRecords } from "../mixers/ports/MixerRecords";
import type { NotificationRecords } from "../notifications/ports/NotificationRecords";
import type { ProfileRecords } from "../profile/ports/ProfileRecords";
import type { MailRecords } from "../shared/ports/MailRecords";
import { dataExportsData } from "./dataExportsData";
import { locationSharesData } from "./locationSharesData";
import { mailData } from "./mailData";
import { matchesData } from "./matchesData";
import { messagesData } from "./messagesData";
import { mixerRsvpsData } from "./mixerRsvpsData";
import { notificationsData } from "./notificationsData";
import { optInsData } from "./optInsData";
import type { PersonalDataPart } from "./PersonalDataPart";
import type { DataExportLedger } from "./ports/DataExportLedger";
import { profileData } from "./profileData";
import { reportsData } from "./reportsData";
import { roundsData } from "./roundsData";
import { unreadEmailsData } from "./unreadEmailsData";

/** A port per store that holds personal data, and the lifecycle's reaction to a meal called off. */
export interface PersonalDataPorts {
  readonly matches: MatchRecords;
  readonly conversations: ConversationRecords;
  readonly reports: ReportRecords;
  readonly rounds: RoundRecords;
  readonly optIns: OptInRecords;
  readonly mail: MailRecords;
  readonly profiles: ProfileRecords;
  readonly locations: LocationShareLedger;
  readonly unreadEmails: UnreadEmailLedger;
  readonly mixers: MixerRecords;
  /** The devices that take the student's notifications. */
  readonly notifications: NotificationRecords;
  /** When the student last downloaded their data (ExportPersonalData's record). */
  readonly dataExports: DataExportLedger;
  /** What a cancelled RSVP does (MixerSpots.releaseAt): the first in line takes the place. */
  readonly releaseMixerSpot: (rsvp: Rsvp) => Promise<void>;
  /** What follows any cancellation (SettleMatch): the others are told. */
  readonly settleMatch: (matchId: string) => Promise<void>;
}

/**
 * Every kind of document that holds a student's personal data: the one list that the download and
 * the deletion both go through, in this order (the positions shared on a match first, under its
 * id before the erasure renames it; then the matches: they are renamed as they are anonymised, and
 * what names a match follows them; the profile last, and after it the sign-in
 * account, ErasePersonalData's last step).
 *
 * Before the parts, ErasePersonalData keeps what trust and safety needs of a suspended or blocked
 * account (holdOnErasure, accountHolds.ts): a hold under a key of the address, which holds neither
 * the address nor the uid, and which the reports about the student then name. It is no part: nothing
 * is held while the account is open (an account that inherits a hold takes it into its profile and
 * its reports, and the hold goes), so the download has nothing of it to list.
 *
 * A new collection with personal data (group tables, events…) adds its part here, a
 * PersonalDataPart over a port of its own: from then on every download holds it and every deletion
 * erases it. The emulator test that deletes a student and scans every collection (tests/functions/
 * personalData.test.ts) then covers it too.
 */
export function personalDataParts(ports: PersonalDataPorts): readonly PersonalDataPart[] {
  return [
    locationSharesData(ports.locations, ports.matches),
    matchesData(ports.matches, ports.settleMatch),
    messagesData(ports.conversations, ports.matches, ports.reports),
    unreadEmailsData(ports.unreadEmails, ports.matches),
    reportsData(ports.reports, ports.matches),
    roundsData(ports.rounds),
    optInsData(ports.optIns),
    mixerRsvpsData(ports.mixers, ports.releaseMixerSpot),
    mailData(ports.mail),
    notificationsData(ports.notifications),
    dataExportsData(ports.dataExports),
    profileData(ports.profiles),
  ];
}
