import type { ScheduleData } from "../../schedule/scheduleData";
import type { ScheduleSaveResult, ScheduleView } from "../ManageSchedule";

/**
 * The Schedule section's way to the system: on Firebase, the callables `opsSchedule` and
 * `opsSaveSchedule` (operators only), which run ManageSchedule; offline, ManageSchedule in this browser.
 */
export interface ScheduleDesk {
  view(): Promise<ScheduleView>;
  /** Saves the schedule if the one parser finds no problem in it; else the problems, and nothing saved. */
  save(data: ScheduleData): Promise<ScheduleSaveResult>;
}
