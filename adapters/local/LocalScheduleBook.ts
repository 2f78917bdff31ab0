import type { ScheduleBook } from "../../domain/operations/ports/ScheduleBook";
import type { MealCalendar } from "../../domain/schedule/MealCalendar";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of the schedule an operator saved in the console (a MealCalendar). */
export const SAVED_SCHEDULE_KEY = "mealSchedule";

/**
 * The meal schedule on the offline backend: the data file's (LocalMealSchedule) until an operator
 * saves one in the console, kept then in this browser's database, where every tab's students read it.
 */
export class LocalScheduleBook implements ScheduleBook {
  readonly #database: LocalDatabase;
  readonly #file: MealSchedule;

  constructor(database: LocalDatabase, file: MealSchedule) {
    this.#database = database;
    this.#file = file;
  }

  async read(): Promise<MealCalendar> {
    const saved = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<MealCalendar | undefined>(transaction.objectStore("state").get(SAVED_SCHEDULE_KEY)),
    );
    return saved ?? this.#file.read();
  }

  async save(calendar: MealCalendar): Promise<void> {
    await this.#database.transact(["state"], "readwrite", (transaction) =>
      requestResult(transaction.objectStore("state").put(calendar, SAVED_SCHEDULE_KEY)),
    );
  }
}
