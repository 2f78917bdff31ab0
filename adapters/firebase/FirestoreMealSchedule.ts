import { collection, type Firestore, getDocs, Timestamp } from "firebase/firestore/lite";
import type { MealTime } from "../../domain/meals/MealTime";
import type { MealSchedule } from "../../domain/ports/MealSchedule";

/** The meal times in the Firestore collection `meal_times`: documents `{ starts_at: Timestamp }`. */
export class FirestoreMealSchedule implements MealSchedule {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async list(): Promise<readonly MealTime[]> {
    const snapshot = await getDocs(collection(this.#firestore, "meal_times"));
    const times: MealTime[] = [];
    for (const document of snapshot.docs) {
      const startsAt: unknown = document.get("starts_at");
      // A document someone typed by hand without a proper time is skipped rather than shown as 1970.
      if (startsAt instanceof Timestamp) times.push({ startsAt: startsAt.toMillis() });
    }
    return times;
  }
}
