import { EmailUnreadMessages } from "../../domain/chat/EmailUnreadMessages";
import type { ChatActivity } from "../../domain/chat/ports/ChatActivity";
import type { ConversationLedger } from "../../domain/chat/ports/ConversationLedger";
import type { ConversationRecords } from "../../domain/chat/ports/ConversationRecords";
import type { UnreadEmailLedger } from "../../domain/chat/ports/UnreadEmailLedger";
import { PlayDemoStudents } from "../../domain/devtools/PlayDemoStudents";
import type { DemoCohort } from "../../domain/devtools/ports/DemoCohort";
import { ReplyAsDemoStudents } from "../../domain/devtools/ReplyAsDemoStudents";
import { ShareAsDemoStudents } from "../../domain/devtools/ShareAsDemoStudents";
import { ForgetEndedLocationShares } from "../../domain/location/ForgetEndedLocationShares";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { LocationShareLedger } from "../../domain/location/ports/LocationShareLedger";
import { MatchLateOptIns } from "../../domain/meetups/MatchLateOptIns";
import { MatchWaitlist } from "../../domain/meetups/MatchWaitlist";
import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { LateOptInLedger } from "../../domain/meetups/ports/LateOptInLedger";
import type { MatchRecords } from "../../domain/meetups/ports/MatchRecords";
import type { MatchStore } from "../../domain/meetups/ports/MatchStore";
import type { ReportRecords } from "../../domain/meetups/ports/ReportRecords";
import type { SafetyReport } from "../../domain/meetups/Report";
import { RunDueJobs } from "../../domain/meetups/RunDueJobs";
import { RunRound, type RunRoundPorts } from "../../domain/meetups/RunRound";
import { SettleMatch } from "../../domain/meetups/SettleMatch";
import { NotifyMatch } from "../../domain/notifications/NotifyMatch";
import { NotifyNewMessage } from "../../domain/notifications/NotifyNewMessage";
import { NotifyReviewOutcome } from "../../domain/notifications/NotifyReviewOutcome";
import type { MatchNoticeLedger } from "../../domain/notifications/ports/MatchNoticeLedger";
import type { Notifier } from "../../domain/notifications/ports/Notifier";
import type { ReviewOutcomeLedger } from "../../domain/notifications/ports/ReviewOutcomeLedger";
import { ForgetKeptReports } from "../../domain/privacy/ForgetKeptReports";
import type { AccountHolds } from "../../domain/privacy/ports/AccountHolds";
import { NotifyRescueOffers } from "../../domain/rescue/NotifyRescueOffers";
import { OfferRescues } from "../../domain/rescue/OfferRescues";
import type { RescueLedger } from "../../domain/rescue/ports/RescueLedger";
import type { Mailer } from "../../domain/shared/ports/Mailer";
import { reportToReviewEmail } from "../../domain/trust/trustEmails";

/** The offline backend's trust and safety team reads its notices in the local mailbox, at this address. */
export const LOCAL_TRUST_AND_SAFETY_ADDRESS = "trust-and-safety@strangers.local";

/**
 * The system's work, done in the browser: the offline backend has no server, so whatever tab looks
 * at the meals runs what is due (the stores make each job happen once: the reports kept after a
 * deletion among them, once their retention ends), and the demo students play their script as time
 * goes by (answer the first message of their match, share where they are when the colour screen
 * opens). A round run by hand before its day's opt-in closed leaves the day open: whoever opts in
 * after it is matched as the round would have, or told why not (MatchLateOptIns). Positions shared on a match go when its window ends; a member with a message unread for
 * 15 minutes is emailed (into the local mailbox). A student left alone on the day is offered a
 * rescue (OfferRescues) after a cancellation and with the due jobs.
 */
export class LocalBackoffice implements Backoffice {
  readonly #runRound: RunRound;
  readonly #lateOptIns: MatchLateOptIns;
  readonly #dueJobs: RunDueJobs;
  readonly #settle: SettleMatch;
  readonly #waitlist: MatchWaitlist;
  readonly #demo: PlayDemoStudents;
  readonly #mailer: Mailer;
  readonly #keptReports: ForgetKeptReports;
  readonly #demoReplies: ReplyAsDemoStudents;
  readonly #demoLocations: ShareAsDemoStudents;
  readonly #endedLocations: ForgetEndedLocationShares;
  readonly #matches: RunRoundPorts["matches"];
  readonly #unreadEmails: EmailUnreadMessages;
  readonly #rescues: OfferRescues;
  readonly #notifyRescues: NotifyRescueOffers;
  readonly #notifyMatch: NotifyMatch;
  readonly #notifyMessage: NotifyNewMessage;
  readonly #notifyReviewOutcomes: NotifyReviewOutcome;

  constructor(
    ports: RunRoundPorts & {
      readonly matches: RunRoundPorts["matches"] & MatchNoticeLedger;
      readonly cohort: DemoCohort;
      readonly studentMatches: MatchStore;
      readonly reportRecords: ReportRecords;
      readonly matchRecords: MatchRecords;
      readonly conversations: ConversationLedger & ConversationRecords & ChatActivity;
      readonly locations: LocationShare & LocationShareLedger;
      readonly unreadEmails: UnreadEmailLedger;
      readonly holds: AccountHolds;
      readonly notifier: Notifier;
      readonly reviewOutcomes: ReviewOutcomeLedger;
      readonly lateOptIns: LateOptInLedger;
      readonly rescue: RescueLedger;
    },
  ) {
    this.#runRound = new RunRound(ports);
    this.#lateOptIns = new MatchLateOptIns(ports);
    this.#dueJobs = new RunDueJobs(ports, this.#runRound);
    this.#settle = new SettleMatch(ports);
    this.#waitlist = new MatchWaitlist(ports);
    this.#demo = new PlayDemoStudents(ports.cohort, ports.studentMatches, ports.clock);
    this.#mailer = ports.mailer;
    this.#keptReports = new ForgetKeptReports({
      reports: ports.reportRecords,
      matches: ports.matchRecords,
      conversations: ports.conversations,
      holds: ports.holds,
      clock: ports.clock,
    });
    this.#demoReplies = new ReplyAsDemoStudents(ports.cohort, ports.matches, ports.conversations, ports.clock);
    this.#demoLocations = new ShareAsDemoStudents(ports.cohort, ports.studentMatches, ports.locations, ports.clock);
    this.#endedLocations = new ForgetEndedLocationShares(ports.locations, ports.clock);
    this.#matches = ports.matches;
    this.#unreadEmails = new EmailUnreadMessages(ports);
    this.#rescues = new OfferRescues(ports);
    this.#notifyRescues = new NotifyRescueOffers(ports);
    this.#notifyMatch = new NotifyMatch(ports);
    this.#notifyMessage = new NotifyNewMessage(ports);
    this.#notifyReviewOutcomes = new NotifyReviewOutcome(ports);
  }

  async runDueJobs(): Promise<void> {
    await this.#dueJobs.execute();
    // A partner silent 10 minutes after the start, an offer lapsed: the same-day rescue.
    await this.#rescues.executeDue();
    // The offers on the phone: the new ones shown, the lapsed ones withdrawn.
    for (const dayId of await this.#rescues.dueDays()) await this.#notifyRescues.executeForDay(dayId);
    // A round run by hand (Run matching now) leaves its day open: whoever opts in after it is matched or told.
    await this.#lateOptIns.execute();
    await this.#keptReports.execute();
    await this.#endedLocations.execute();
    await this.#playDemoStudents();
    await this.#unreadEmails.execute();
    await this.#notifyMatch.executeDue();
    // A review's outcome its reporter's quiet hours held.
    await this.#notifyReviewOutcomes.executeDue();
  }

  async afterMatchChanged(matchId: string): Promise<void> {
    await this.#settle.execute(matchId);
    // A seat a member of a table gave up goes to whoever waits for one.
    const match = await this.#matches.get(matchId);
    if (match?.kind === "group-dinner") await this.#waitlist.execute(match.dayId);
    // A partner who cancelled late leaves the other alone: a rescue is offered at once.
    if (match?.kind === "lunch-for-two") {
      await this.#rescues.execute(match.dayId);
      await this.#notifyRescues.executeForDay(match.dayId);
    }
    await this.#notifyMatch.execute(matchId);
    if (match?.kind === "group-dinner") await this.#notifyMatch.executeForDay(match.dayId);
  }

  async afterMessageSent(conversationId: string): Promise<void> {
    await this.#notifyMessage.execute(conversationId);
    await this.#demoReplies.execute(conversationId);
    // A demo student's reply, if there was one: the student hears of it.
    await this.#notifyMessage.execute(conversationId);
  }

  async afterWaitlistChanged(dayId: string): Promise<void> {
    await this.#waitlist.execute(dayId);
    await this.#notifyMatch.executeForDay(dayId);
  }

  async afterReportFiled(report: SafetyReport): Promise<void> {
    await this.#mailer.send(reportToReviewEmail(LOCAL_TRUST_AND_SAFETY_ADDRESS, report));
  }

  async runMatchingNow(dayId: string): Promise<void> {
    // A day matched already: its late opt-ins.
    if (!(await this.#runRound.execute(dayId))) await this.#lateOptIns.execute();
    // Told of their match before the demo students answer it, as a round's reveal comes first.
    await this.#notifyMatch.executeForDay(dayId);
    await this.#playDemoStudents();
  }

  async #playDemoStudents(): Promise<void> {
    for (const matchId of await this.#demo.execute()) {
      await this.#settle.execute(matchId);
      await this.#notifyMatch.execute(matchId);
    }
    await this.#demoLocations.execute();
  }
}
