import { AcceptRescue, type AcceptRescuePorts } from "../../domain/rescue/AcceptRescue";
import { lookAtRescue } from "../../domain/rescue/lookAtRescue";
import type { RescueDesk, RescueLook } from "../../domain/rescue/ports/RescueDesk";
import { StandByToday } from "../../domain/rescue/StandByToday";
import type { Standby } from "../../domain/rescue/Standby";
import type { DataSubject } from "../../domain/shared/DataSubject";

/**
 * A student's side of the same-day rescue on the offline backend, which has no server: the system's
 * part runs here, in the browser, on the same domain code as the Cloud Functions.
 */
export class LocalRescueDesk implements RescueDesk {
  readonly #ports: AcceptRescuePorts;
  readonly #standby: StandByToday;
  readonly #accept: AcceptRescue;

  constructor(ports: AcceptRescuePorts) {
    this.#ports = ports;
    this.#standby = new StandByToday(ports);
    this.#accept = new AcceptRescue(ports);
  }

  look(dayId: string, student: DataSubject): Promise<RescueLook> {
    return lookAtRescue(this.#ports.rescue, dayId, student.uid);
  }

  standBy(dayId: string, student: DataSubject): Promise<Standby> {
    return this.#standby.standBy(dayId, student);
  }

  withdraw(dayId: string, student: DataSubject): Promise<void> {
    return this.#standby.withdraw(dayId, student);
  }

  accept(offerId: string, student: DataSubject): Promise<string> {
    return this.#accept.execute(offerId, student);
  }
}
