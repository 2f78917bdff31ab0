import type { Firestore } from "firebase-admin/firestore";
import {
  MEAL_TIMES_COLLECTION,
  mealCalendarFrom,
  mealTimeDocumentId,
  toMealTimeDocument,
  toWeeklyScheduleDocument,
  WEEKLY_SCHEDULE_PATH,
} from "../../../adapters/firebase/documents/mealScheduleDocuments";
import type { ScheduleBook } from "../../../domain/operations/ports/ScheduleBook";
import type { MealCalendar } from "../../../domain/schedule/MealCalendar";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks } from "./batches";

/**
 * The meal schedule as operators keep it (`meal_times` and `meal_schedule/weekly`), read by the
 * system, and replaced whole by the console's callable (`opsSaveSchedule`).
 */
export class AdminMealSchedule implements ScheduleBook {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(): Promise<MealCalendar> {
    const [dated, weekly] = await Promise.all([
      this.#firestore.collection(MEAL_TIMES_COLLECTION).get(),
      this.#firestore.doc(WEEKLY_SCHEDULE_PATH).get(),
    ]);
    return mealCalendarFrom(
      dated.docs.map((document) => document.data()),
      weekly.data(),
      ADMIN_TIME_CODEC,
    );
  }

  /**
   * Writes the weekly document and the dated times (one document per time and kind), then removes
   * the dated times the new schedule no longer has, so that no moment lacks a schedule.
   */
  async save(calendar: MealCalendar): Promise<void> {
    const times = this.#firestore.collection(MEAL_TIMES_COLLECTION);
    const kept = new Set(calendar.dated.map(mealTimeDocumentId));
    const writes = [
      { ref: this.#firestore.doc(WEEKLY_SCHEDULE_PATH), data: toWeeklyScheduleDocument(calendar) },
      ...calendar.dated.map((meal) => ({
        ref: times.doc(mealTimeDocumentId(meal)),
        data: toMealTimeDocument(meal, ADMIN_TIME_CODEC),
      })),
    ];
    const gone = (await times.listDocuments()).filter((ref) => !kept.has(ref.id));
    for (const chunk of chunks([...writes.map((write) => ({ write })), ...gone.map((ref) => ({ ref }))])) {
      const batch = this.#firestore.batch();
      for (const step of chunk) {
        if ("write" in step) batch.set(step.write.ref, step.write.data);
        else batch.delete(step.ref);
      }
      await batch.commit();
    }
  }
}
