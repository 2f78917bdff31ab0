import type { Backoffice } from "../../domain/meetups/ports/Backoffice";

/**
 * The system's work on Firebase is done by the Cloud Functions (functions/), not by the browser:
 * - runDueJobs: the `dueJobs` schedule runs every 5 minutes;
 * - afterMatchChanged: `onMatchChanged` reacts to the member's write itself;
 * - afterWaitlistChanged: `onOptInWritten` reacts to the opt-in's write itself;
 * - afterReportFiled: `onReportFiled` reacts to the report's write itself;
 * - afterMessageSent: nothing reacts to a message (the other member's screen follows the conversation);
 * so these have nothing to do. A nudge over the network would add a request to every answer and
 * every look at the hub, and could not make the reaction come sooner than the trigger does.
 *
 * runMatchingNow is the developer tools' button, which a Firebase build does not have; an operator
 * runs a round with the operator-only `runRoundNow` function (docs/operating.md, "Re-running a round"). It is
 * refused here rather than pretending it ran.
 */
export class FirebaseBackoffice implements Backoffice {
  async runDueJobs(): Promise<void> {}

  async afterMatchChanged(): Promise<void> {}

  async afterWaitlistChanged(): Promise<void> {}

  async afterReportFiled(): Promise<void> {}

  async afterMessageSent(): Promise<void> {}

  async runMatchingNow(): Promise<void> {
    throw new Error("On Firebase an operator runs a round with the runRoundNow function (docs/operating.md)");
  }
}
