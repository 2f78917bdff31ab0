import type { ManageSchedule, ScheduleSaveResult, ScheduleView } from "../../domain/operations/ManageSchedule";
import type { ScheduleDesk } from "../../domain/operations/ports/ScheduleDesk";
import type { ScheduleData } from "../../domain/schedule/scheduleData";
import type { LocalOperatorDesk } from "./LocalOperatorDesk";

/** The Schedule section on the offline backend: ManageSchedule in this browser, for the operator signed in to the console. */
export class LocalScheduleDesk implements ScheduleDesk {
  readonly #door: LocalOperatorDesk;
  readonly #schedule: ManageSchedule;

  constructor(door: LocalOperatorDesk, schedule: ManageSchedule) {
    this.#door = door;
    this.#schedule = schedule;
  }

  async view(): Promise<ScheduleView> {
    await this.#door.operator();
    return this.#schedule.view();
  }

  async save(data: ScheduleData): Promise<ScheduleSaveResult> {
    return this.#schedule.save(await this.#door.operator(), data);
  }
}
