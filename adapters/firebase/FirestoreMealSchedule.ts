import { collection, doc, type Firestore, getDoc, getDocs, Timestamp } from "firebase/firestore/lite";
import type { MealCalendar } from "../../domain/meals/MealCalendar";
import type { MealTime } from "../../domain/meals/MealTime";
import { timeZoneFrom, weeklyMealTimesFrom } from "../../domain/meals/readMealCalendar";
import type { MealSchedule } from "../../domain/ports/MealSchedule";

/** Where operators keep the weekly times: `{ time_zone: "America/Detroit", weekly: [{ weekday: "Fri", times: ["17:30"] }] }`. */
export const WEEKLY_SCHEDULE_DOCUMENT = ["meal_schedule", "weekly"] as const;

/**
 * The schedule in Firestore, as operators edit it in the console: the dated meal times are the
 * documents of `meal_times` (`{ starts_at: Timestamp }`), the weekly times the document
 * `meal_schedule/weekly`.
 */
export class FirestoreMealSchedule implements MealSchedule {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async read(): Promise<MealCalendar> {
    const [datedSnapshot, weeklySnapshot] = await Promise.all([
      getDocs(collection(this.#firestore, "meal_times")),
      getDoc(doc(this.#firestore, ...WEEKLY_SCHEDULE_DOCUMENT)),
    ]);
    const dated: MealTime[] = [];
    for (const document of datedSnapshot.docs) {
      const startsAt: unknown = document.get("starts_at");
      // A document someone typed by hand without a proper time is skipped rather than shown as 1970.
      if (startsAt instanceof Timestamp) dated.push({ startsAt: startsAt.toMillis() });
    }
    return {
      dated,
      weekly: weeklyMealTimesFrom(weeklySnapshot.get("weekly")),
      timeZone: timeZoneFrom(weeklySnapshot.get("time_zone")),
    };
  }
}
