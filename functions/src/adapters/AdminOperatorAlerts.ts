import { logger } from "firebase-functions";
import { noPlaceToMeetEmail, schoolRoundFailedEmail } from "../../../domain/meetups/operatorEmails";
import type { OperatorAlerts } from "../../../domain/meetups/ports/OperatorAlerts";
import type { Mailer } from "../../../domain/shared/ports/Mailer";

/** Alerts for the operators: a warning in the functions' log, and an email to their address (none if empty). */
export class AdminOperatorAlerts implements OperatorAlerts {
  readonly #mailer: Mailer;
  readonly #operatorEmail: string;

  constructor(mailer: Mailer, operatorEmail: string) {
    this.#mailer = mailer;
    this.#operatorEmail = operatorEmail;
  }

  async noPlaceToMeet(dayId: string, students: Readonly<Record<string, number>>): Promise<void> {
    logger.warn("A round had no place to meet for some schools: their students were not matched", { dayId, students });
    if (this.#operatorEmail === "") return;
    const whereToAdd = "Firestore: places/{school}, or places/default for every school without its own";
    await this.#mailer.send(noPlaceToMeetEmail(this.#operatorEmail, dayId, students, whereToAdd));
  }

  async schoolRoundFailed(dayId: string, school: string, attempts: number): Promise<void> {
    logger.error("A round gave up on a school after its runs kept failing", { dayId, school, attempts });
    if (this.#operatorEmail === "") return;
    await this.#mailer.send(schoolRoundFailedEmail(this.#operatorEmail, dayId, school, attempts));
  }
}
