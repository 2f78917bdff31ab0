import { schoolOf } from "../../domain/meetups/schoolOf";
import type { SchoolHeadcount, SchoolRoster } from "../../domain/operations/ports/SchoolRoster";
import { isProfileComplete } from "../../domain/profile/ProfileEdit";
import type { StoredProfile } from "../../domain/profile/UserProfile";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** The schools of this browser's students, counted from its profiles. */
export class LocalSchoolRoster implements SchoolRoster {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async headcounts(): Promise<readonly SchoolHeadcount[]> {
    const profiles = await this.#database.transact(["profiles"], "readonly", (transaction) =>
      requestResult<StoredProfile[]>(transaction.objectStore("profiles").getAll()),
    );
    const counts = new Map<string, { students: number; completeProfiles: number }>();
    for (const profile of profiles) {
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
