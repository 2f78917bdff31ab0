import { parseMealSchedule } from "../schedule/parseMealSchedule";
import type { ScheduleData } from "../schedule/scheduleData";
import type { Clock } from "../shared/ports/Clock";
import type { ScheduleSaveResult, ScheduleView } from "./ManageSchedule";
import { consoleCall } from "./operationsErrors";
import type { ScheduleDesk } from "./ports/ScheduleDesk";

/** The Schedule section: the schedule and its preview; a schedule with problems is refused before it is sent. */
export class ScheduleConsole {
  readonly #desk: ScheduleDesk;
  readonly #clock: Clock;

  constructor(desk: ScheduleDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  view(): Promise<ScheduleView> {
    return consoleCall(this.#clock, () => this.#desk.view());
  }

  /** The problems the one parser finds, in words; none: the schedule can be saved. */
  problemsOf(data: ScheduleData) {
    const parsed = parseMealSchedule(data);
    return parsed.ok ? [] : parsed.problems;
  }

  save(data: ScheduleData): Promise<ScheduleSaveResult> {
    const problems = this.problemsOf(data);
    if (problems.length > 0) return Promise.resolve({ status: "refused", problems });
    return consoleCall(this.#clock, () => this.#desk.save(data));
  }
}
