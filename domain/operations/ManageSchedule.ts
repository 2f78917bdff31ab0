import { parseMealSchedule, type ScheduleProblem } from "../schedule/parseMealSchedule";
import { type ScheduleData, scheduleDataOf } from "../schedule/scheduleData";
import type { Clock } from "../shared/ports/Clock";
import type { IdSource } from "../shared/ports/IdSource";
import type { Operator } from "./Operator";
import type { OperationsAuditLog } from "./ports/OperationsAuditLog";
import type { ScheduleBook } from "./ports/ScheduleBook";
import { type PreviewedDate, schedulePreview } from "./schedulePreview";

export interface ManageSchedulePorts {
  readonly schedule: ScheduleBook;
  readonly audit: OperationsAuditLog;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/** The Schedule section: the schedule as operators write it, and the next weeks it gives. */
export interface ScheduleView {
  readonly data: ScheduleData;
  readonly preview: readonly PreviewedDate[];
}

export type ScheduleSaveResult =
  | { readonly status: "saved"; readonly view: ScheduleView }
  | { readonly status: "refused"; readonly problems: readonly ScheduleProblem[] };

/**
 * The Schedule section (system side): operators read and replace the meal schedule, checked by the
 * one strict parser (parseMealSchedule), each save in the audit log. Students read the saved
 * schedule at once: a change needs no release.
 */
export class ManageSchedule {
  readonly #ports: ManageSchedulePorts;

  constructor(ports: ManageSchedulePorts) {
    this.#ports = ports;
  }

  async view(): Promise<ScheduleView> {
    const calendar = await this.#ports.schedule.read();
    return { data: scheduleDataOf(calendar), preview: schedulePreview(calendar, this.#ports.clock.now()) };
  }

  async save(by: Operator, input: unknown): Promise<ScheduleSaveResult> {
    const parsed = parseMealSchedule(input);
    if (!parsed.ok) return { status: "refused", problems: parsed.problems };
    const { calendar } = parsed;
    await this.#ports.schedule.save(calendar);
    await this.#ports.audit.append({
      id: this.#ports.ids.newId(),
      at: this.#ports.clock.now(),
      by,
      action: {
        kind: "schedule-saved",
        timeZone: calendar.timeZone,
        weeklyEntries: calendar.weekly.length,
        datedTimes: calendar.dated.length,
      },
    });
    return { status: "saved", view: await this.view() };
  }
}
