import type { Firestore } from "firebase-admin/firestore";
import { dayPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { toMealDayDocument } from "../../../adapters/firebase/documents/roundDocuments";
import { mealDaysBetween } from "../../../domain/meetups/MealDay";
import { OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS } from "../../../domain/meetups/meetupRules";
import type { MealCalendar } from "../../../domain/schedule/MealCalendar";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { DAY_MS } from "../../../domain/shared/time";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { chunks } from "./batches";

/**
 * Publishes `days/{dayId}` for every meal day from yesterday to a little beyond the next week's (the
 * days whose opt-in is open or about to open): the security rules read a day's slots and cut-off
 * there to accept an opt-in. Merged, so a day's round outcome stays. Returns the day ids written.
 */
export async function publishMealDays(
  firestore: Firestore,
  calendar: MealCalendar,
  now: EpochMillis,
): Promise<string[]> {
  const days = mealDaysBetween(calendar, now - DAY_MS, now + OPT_IN_OPENS_BEFORE_FIRST_SLOT_MS + 2 * DAY_MS);
  for (const chunk of chunks(days)) {
    const batch = firestore.batch();
    for (const day of chunk) {
      batch.set(firestore.doc(dayPath(day.id)), toMealDayDocument(day, ADMIN_TIME_CODEC), { merge: true });
    }
    await batch.commit();
  }
  return days.map((day) => day.id);
}
