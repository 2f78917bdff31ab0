import { randomUUID } from "node:crypto";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import { ErasePersonalData } from "../../domain/privacy/ErasePersonalData";
import { ExportPersonalData } from "../../domain/privacy/ExportPersonalData";
import { ForgetKeptReports } from "../../domain/privacy/ForgetKeptReports";
import { personalDataParts } from "../../domain/privacy/personalDataParts";
import type { DataSubject } from "../../domain/shared/DataSubject";
import { ReviewReports } from "../../domain/trust/ReviewReports";
import { SummariseOpenReports } from "../../domain/trust/SummariseOpenReports";
import { AdminAccountRecords } from "./adapters/AdminAccountRecords";
import { AdminConversationRecords } from "./adapters/AdminConversationRecords";
import { AdminLocationShareLedger } from "./adapters/AdminLocationShareLedger";
import { AdminMailer } from "./adapters/AdminMailer";
import { AdminMatchLedger } from "./adapters/AdminMatchLedger";
import { AdminMixerLedger } from "./adapters/AdminMixerLedger";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { AdminProfileStore } from "./adapters/AdminProfileStore";
import { AdminReportLedger } from "./adapters/AdminReportLedger";
import { AdminUnreadEmailLedger } from "./adapters/AdminUnreadEmailLedger";
import { adminApp } from "./adapters/adminApp";
import { FixedClock } from "./adapters/FixedClock";
import { mixerSystem } from "./mixers";
import { type SystemContext, systemPorts } from "./system";

/**
 * A student's own data and the trust and safety team's work, on the Admin SDK: the same domain use
 * cases as the offline backend (domain/privacy, domain/trust), with a port per store.
 */
export function accountSystem(context: SystemContext) {
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
    releaseMixerSpot: (rsvp) => mixerSystem(context).spots.releaseAt(rsvp.eventId, rsvp.uid),
    settleMatch,
  });
  const eraser = new ErasePersonalData(parts, accounts, clock);
  const erase = (subject: DataSubject) => eraser.execute(subject, () => randomUUID());
  return {
    exportData: new ExportPersonalData(parts, clock),
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
    keptReports: new ForgetKeptReports({ reports, matches, conversations, clock }),
  };
}
