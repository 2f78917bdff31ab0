import { mealDayById } from "../meetups/MealDay";
import { schoolOf } from "../meetups/schoolOf";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import type { RescueLedger } from "./ports/RescueLedger";
import { RescueError } from "./rescueErrors";
import type { Standby } from "./Standby";
import { isStandbyOpen } from "./standbyWindow";

export interface StandByTodayPorts {
  readonly rescue: RescueLedger;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * "I'm free today" (system, for the student): on a meal day, after its cut-off too, until two hours
 * before its last time, a student joins the day's standby (and may take it back until then); someone
 * left alone at a meal that day may be offered to them (OfferRescues).
 */
export class StandByToday {
  readonly #ports: StandByTodayPorts;

  constructor(ports: StandByTodayPorts) {
    this.#ports = ports;
  }

  async standBy(dayId: string, student: DataSubject): Promise<Standby> {
    await this.#requireOpen(dayId);
    const standby: Standby = {
      dayId,
      uid: student.uid,
      school: schoolOf(student.email),
      since: this.#ports.clock.now(),
    };
    await this.#ports.rescue.saveStandby(standby);
    return standby;
  }

  async withdraw(dayId: string, student: DataSubject): Promise<void> {
    await this.#requireOpen(dayId);
    await this.#ports.rescue.removeStandby(dayId, student.uid);
  }

  async #requireOpen(dayId: string): Promise<void> {
    const calendar = await this.#ports.schedule.read();
    const day = mealDayById(calendar, dayId);
    if (day === null || !isStandbyOpen(day, this.#ports.clock.now(), calendar.timeZone)) {
      throw new RescueError("closed");
    }
  }
}
