import { noPlaceToMeetEmail, schoolRoundFailedEmail } from "../../domain/meetups/operatorEmails";
import type { OperatorAlerts } from "../../domain/meetups/ports/OperatorAlerts";
import type { Mailer } from "../../domain/shared/ports/Mailer";

/** The offline backend's operators read their alerts in the local mailbox (/dev/mailbox), at this address. */
export const LOCAL_OPERATORS_ADDRESS = "operators@strangers.local";

/** Alerts for the operators, as emails in the local mailbox beside the students'. */
export class LocalOperatorAlerts implements OperatorAlerts {
  readonly #mailer: Mailer;

  constructor(mailer: Mailer) {
    this.#mailer = mailer;
  }

  async noPlaceToMeet(dayId: string, students: Readonly<Record<string, number>>): Promise<void> {
    await this.#mailer.send(noPlaceToMeetEmail(LOCAL_OPERATORS_ADDRESS, dayId, students, "adapters/local/places.json"));
  }

  async schoolRoundFailed(dayId: string, school: string, attempts: number): Promise<void> {
    await this.#mailer.send(schoolRoundFailedEmail(LOCAL_OPERATORS_ADDRESS, dayId, school, attempts));
  }
}
