import { randomUUID } from "node:crypto";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import { holdOnErasure, InheritAccountHold } from "../../domain/privacy/accountHolds";
import { ErasePersonalData } from "../../domain/privacy/ErasePersonalData";
import { ExportPersonalData } from "../../domain/privacy/ExportPersonalData";
import { ForgetKeptReports } from "../../domain/privacy/ForgetKeptReports";
import { personalDataParts } from "../../domain/privacy/personalDataParts";
import type { DataSubject } from "../../domain/shared/DataSubject";
import { ReviewReports } from "../../domain/trust/ReviewReports";
import { SummariseOpenReports } from "../../domain/trust/SummariseOpenReports";
import { AdminAccountHolds } from "./adapters/AdminAccountHolds";
import { AdminAccountRecords } from "./adapters/AdminAccountRecords";
import { AdminAddressKeys } from "./adapters/AdminAddressKeys";
import { AdminConversationRecords } from "./adapters/AdminConversationRecords";
import { AdminDataExportLedger } from "./adapters/AdminDataExportLedger";
import { AdminLocationShareLedger } from "./adapters/AdminLocationShareLedger";
import { AdminMailer } from "./adapters/AdminMailer";
import { AdminMatchLedger } from "./adapters/AdminMatchLedger";
import { AdminMixerLedger } from "./adapters/AdminMixerLedger";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { AdminProfileStore } from "./adapters/AdminProfileStore";
import { AdminPushSubscriptions } from "./adapters/AdminPushSubscriptions";
import { AdminReportLedger } from "./adapters/AdminReportLedger";
import { AdminUnreadEmailLedger } from "./adapters/AdminUnreadEmailLedger";
import { adminApp } from "./adapters/adminApp";
import { FixedClock } from "./adapters/FixedClock";
import { mixerSystem } from "./mixers";
import { type SystemContext, systemPorts } from "./system";

/**
 * A student's own data and the trust and safety team's work, on the Admin SDK: the same domain use
 * cases as the offline backend (domain/privacy, domain/trust), with a port per store. `addressKey`
 * reads the secret the holds' keys are made with (read only when an address is keyed).
 */
export function accountSystem(context: SystemContext, addressKey: () => string = () => "") {
  const { firestore, now, siteUrl } = context;
  const clock = new FixedClock(now);
  const mailer = new AdminMailer(firestore, siteUrl);
  const matches = new AdminMatchLedger(firestore);
  const reports = new AdminReportLedger(firestore);
  const profiles = new AdminProfileStore(firestore);
  const accounts = new AdminAccountRecords(adminApp());
  const settle = new SettleMatch(systemPorts(context));
  const settleMatch = (matchId: string) => settle.execute(matchId);
  const conversations = new AdminConversationRecords(firestore);
  const dataExports = new AdminDataExportLedger(firestore);
  const parts = personalDataParts({
    matches,
    conversations,
    reports,
    rounds: matches,
    optIns: new AdminOptInLedger(firestore),
    mail: mailer,
    profiles,
    locations: new AdminLocationShareLedger(firestore),
    unreadEmails: new AdminUnreadEmailLedger(firestore),
    mixers: new AdminMixerLedger(firestore),
    dataExports,
    notifications: new AdminPushSubscriptions(firestore),
    releaseMixerSpot: (rsvp) => mixerSystem(context).spots.releaseAt(rsvp.eventId, rsvp.uid),
    settleMatch,
  });
  const holdPorts = {
    holds: new AdminAccountHolds(firestore),
    keys: new AdminAddressKeys(addressKey),
    profiles,
    reports,
  };
  const eraser = new ErasePersonalData(parts, accounts, clock, (subject, at) => holdOnErasure(holdPorts, subject, at));
  const erase = (subject: DataSubject) => eraser.execute(subject, () => randomUUID());
  return {
    exportData: new ExportPersonalData(parts, clock, dataExports),
    erase,
    reviews: new ReviewReports({
      reviews: reports,
      matches,
      conversations,
      profiles,
      accounts,
      mailer,
      clock,
      eraseAccount: erase,
      settleMatch,
    }),
    summary: new SummariseOpenReports(reports, mailer, clock),
    keptReports: new ForgetKeptReports({ reports, matches, conversations, holds: holdPorts.holds, clock }),
    inheritHold: new InheritAccountHold({ ...holdPorts, accounts, clock }),
  };
}
