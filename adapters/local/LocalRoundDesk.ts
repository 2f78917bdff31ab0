import type { Backoffice } from "../../domain/meetups/ports/Backoffice";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import { UndoRound } from "../../domain/meetups/UndoRound";
import type { AuditAction } from "../../domain/operations/AuditEntry";
import type { Operator } from "../../domain/operations/Operator";
import type { OperationsAuditLog } from "../../domain/operations/ports/OperationsAuditLog";
import type { RoundDesk } from "../../domain/operations/ports/RoundDesk";
import { type RoundSummary, roundsOverview } from "../../domain/operations/roundsOverview";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Mailer } from "../../domain/shared/ports/Mailer";

export interface LocalRoundDeskPorts {
  readonly schedule: MealSchedule;
  readonly matches: MatchLedger;
  readonly optIns: OptInLedger;
  readonly backoffice: Backoffice;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The operator signed in here; throws for anyone else. */
  readonly operatorOnly: () => Promise<Operator>;
  readonly audit: OperationsAuditLog;
  readonly ids: { newId(): string };
}

/**
 * The Rounds section offline: the rounds' records of this browser, and "Run now" through the same
 * backoffice as the developer tools' button; for the demo operator signed in only (`operatorOnly`
 * throws for anyone else), as the callables answer operators only on Firebase.
 */
export class LocalRoundDesk implements RoundDesk {
  readonly #ports: LocalRoundDeskPorts;

  constructor(ports: LocalRoundDeskPorts) {
    this.#ports = ports;
  }

  async overview(): Promise<readonly RoundSummary[]> {
    const { schedule, matches, optIns, clock, operatorOnly } = this.#ports;
    await operatorOnly();
    return roundsOverview(
      await schedule.read(),
      {
        findRoundOutcome: (dayId) => matches.findRoundOutcome(dayId),
        findSchoolOutcome: (dayId, school) => matches.findSchoolOutcome(dayId, school),
        listOptIns: (dayId) => optIns.listForDay(dayId),
        listMatches: (dayId) => matches.listForDay(dayId),
      },
      clock.now(),
    );
  }

  async undo(dayId: string): Promise<void> {
    const operator = await this.#ports.operatorOnly();
    await new UndoRound(this.#ports).execute(dayId);
    await this.#log(operator, { kind: "round-undone", dayId });
  }

  async runNow(dayId: string): Promise<void> {
    const operator = await this.#ports.operatorOnly();
    await this.#ports.backoffice.runMatchingNow(dayId);
    await this.#log(operator, { kind: "round-run", dayId });
  }

  async #log(by: Operator, action: AuditAction): Promise<void> {
    await this.#ports.audit.append({ id: this.#ports.ids.newId(), at: this.#ports.clock.now(), by, action });
  }
}
