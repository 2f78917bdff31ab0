import type { Firestore } from "firebase-admin/firestore";
import {
  MEAL_TIMES_COLLECTION,
  mealCalendarFrom,
  WEEKLY_SCHEDULE_PATH,
} from "../../../adapters/firebase/documents/mealScheduleDocuments";
import type { MealCalendar } from "../../../domain/schedule/MealCalendar";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";

/** The meal schedule as operators keep it (`meal_times` and `meal_schedule/weekly`), read by the system. */
export class AdminMealSchedule implements MealSchedule {
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
}
