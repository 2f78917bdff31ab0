import { AcceptRescue, type AcceptRescuePorts } from "../../domain/rescue/AcceptRescue";
import { lookAtRescue } from "../../domain/rescue/lookAtRescue";
import { NotifyRescueOffers, type NotifyRescueOffersPorts } from "../../domain/rescue/NotifyRescueOffers";
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
  readonly #notify: NotifyRescueOffers;

  constructor(ports: AcceptRescuePorts & NotifyRescueOffersPorts) {
    this.#ports = ports;
    this.#standby = new StandByToday(ports);
    this.#accept = new AcceptRescue(ports);
    this.#notify = new NotifyRescueOffers(ports);
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

  /** Taken: its notification is withdrawn from whoever else was asked (as the functions' trigger on the offer does). */
  async accept(offerId: string, student: DataSubject): Promise<string> {
    const matchId = await this.#accept.execute(offerId, student);
    await this.#notify.execute(offerId);
    return matchId;
  }
}
