import type { SafetyReport } from "../Report";

/**
 * The work the system does on the students' behalf: matching a meal day when its opt-in closes,
 * calling off unconfirmed matches, reminders, telling a partner about a cancellation, matching the
 * waitlist, revealing contacts. On Firebase, Cloud Functions do it (on a schedule and on each
 * change) and these calls only nudge; on the offline backend it all runs here, in the browser.
 */
export interface Backoffice {
  /** Runs what is due now (matching of closed days, deadlines, reminders). */
  runDueJobs(): Promise<void>;
  /** Reacts to a member's change to a match (a cancellation, feedback, a report). */
  afterMatchChanged(matchId: string): Promise<void>;
  /** Reacts to a message a student sent (on the offline backend, a demo student answers). */
  afterMessageSent(conversationId: string, messageId: string): Promise<void>;
  /** Reacts to a change to a meal day's waitlist. */
  afterWaitlistChanged(dayId: string): Promise<void>;
  /** Reacts to a new report (not a block): the trust and safety team is told. */
  afterReportFiled(report: SafetyReport): Promise<void>;
  /** Operators and the developer tools: match this meal day now, whatever its cut-off. */
  runMatchingNow(dayId: string): Promise<void>;
}
