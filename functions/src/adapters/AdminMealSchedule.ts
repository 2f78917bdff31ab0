import { type Firestore, Timestamp } from "firebase-admin/firestore";
import type { MealCalendar } from "../../../domain/meals/MealCalendar";
import type { MealTime } from "../../../domain/meals/MealTime";
import { timeZoneFrom, weeklyMealTimesFrom } from "../../../domain/meals/readMealCalendar";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";

/** The meal schedule as operators keep it (`meal_times` and `meal_schedule/weekly`), read by the system. */
export class AdminMealSchedule implements MealSchedule {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(): Promise<MealCalendar> {
    const [dated, weekly] = await Promise.all([
      this.#firestore.collection("meal_times").get(),
      this.#firestore.doc("meal_schedule/weekly").get(),
    ]);
    const times: MealTime[] = [];
    for (const document of dated.docs) {
      const startsAt: unknown = document.get("starts_at");
      if (startsAt instanceof Timestamp) times.push({ startsAt: startsAt.toMillis() });
    }
    return {
      dated: times,
      weekly: weeklyMealTimesFrom(weekly.get("weekly")),
      timeZone: timeZoneFrom(weekly.get("time_zone")),
    };
  }
}
