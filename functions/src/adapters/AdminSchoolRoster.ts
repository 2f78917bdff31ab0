import type { Firestore } from "firebase-admin/firestore";
import { schoolOf } from "../../../domain/meetups/schoolOf";
import type { SchoolHeadcount, SchoolRoster } from "../../../domain/operations/ports/SchoolRoster";
import { isProfileComplete } from "../../../domain/profile/ProfileEdit";
import type { StoredProfile } from "../../../domain/profile/UserProfile";

/**
 * The schools of the students, counted from `users/{uid}` (only the fields the count needs are read).
 * It reads every profile: fine for the schools of one project's launch; the Outcomes section's
 * aggregates are what grows with the product.
 */
export class AdminSchoolRoster implements SchoolRoster {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async headcounts(): Promise<readonly SchoolHeadcount[]> {
    const profiles = await this.#firestore
      .collection("users")
      .select("email", "first_name", "class_level", "preferences.preferred_meal_times")
      .get();
    const counts = new Map<string, { students: number; completeProfiles: number }>();
    for (const document of profiles.docs) {
      const profile = document.data() as StoredProfile;
      if (typeof profile.email !== "string" || profile.email === "") continue;
      const school = schoolOf(profile.email);
      const count = counts.get(school) ?? { students: 0, completeProfiles: 0 };
      counts.set(school, {
        students: count.students + 1,
        completeProfiles: count.completeProfiles + (isProfileComplete(profile) ? 1 : 0),
      });
    }
    return [...counts].map(([school, count]) => ({ school, ...count }));
  }
}
