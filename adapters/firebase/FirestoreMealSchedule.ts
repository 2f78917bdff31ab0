import { collection, doc, type Firestore, getDoc, getDocs } from "firebase/firestore/lite";
import type { MealCalendar } from "../../domain/schedule/MealCalendar";
import type { MealSchedule } from "../../domain/schedule/ports/MealSchedule";
import { MEAL_TIMES_COLLECTION, mealCalendarFrom, WEEKLY_SCHEDULE_PATH } from "./documents/mealScheduleDocuments";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * The schedule in Firestore, as operators edit it in the console: the dated meal times are the
 * documents of `meal_times`, the weekly times the document `meal_schedule/weekly`
 * (documents/mealScheduleDocuments.ts).
 */
export class FirestoreMealSchedule implements MealSchedule {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(): Promise<MealCalendar> {
    const [datedSnapshot, weeklySnapshot] = await Promise.all([
      getDocs(collection(this.#firestore, MEAL_TIMES_COLLECTION)),
      getDoc(doc(this.#firestore, WEEKLY_SCHEDULE_PATH)),
    ]);
    return mealCalendarFrom(
      datedSnapshot.docs.map((document) => document.data()),
      weeklySnapshot.data(),
      LITE_TIME_CODEC,
    );
  }
}
