import { checkProfileEdit, type ProfileEdit } from "../profile/ProfileEdit";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { LoadProfileError, profileStoreFailureOf, SaveProfileError } from "../profile/profileErrors";
import { readStoredProfile } from "../profile/storedProfile";
import { mealSlotsOf } from "../schedule/mealSlots";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";

/**
 * Edit profile: the signed-in student's own §3 fields, checked by the domain,
 * merged into their profile document, and carried into the session. The screen
 * starts from the stored document, read afresh (another device may have changed it).
 */
export class EditProfile {
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;
  /** The slots last read from the schedule: a save checks against them without asking again. */
  #slots: string[] | null = null;

  constructor(profiles: ProfileStore, session: Session, schedule: MealSchedule, clock: Clock) {
    this.#profiles = profiles;
    this.#session = session;
    this.#schedule = schedule;
    this.#clock = clock;
  }

  /**
   * The student's profile as stored now, each field checked (a bad one keeps the session's value),
   * and carried into the session. Fails with a `LoadProfileError`.
   */
  async load(): Promise<SessionUser> {
    const user = this.#session.current();
    if (user === null) throw new LoadProfileError("signed-out");
    let profileDocument: Awaited<ReturnType<ProfileStore["read"]>>;
    try {
      profileDocument = await withBackendTimeout(this.#clock, this.#profiles.read(user.uid));
    } catch (error) {
      throw new LoadProfileError(profileStoreFailureOf(error), { cause: error });
    }
    const current = this.#session.current();
    if (current?.uid !== user.uid) throw new LoadProfileError("signed-out");
    if (profileDocument === null) return current;
    const { emailVerified: _flag, ...stored } = readStoredProfile(profileDocument);
    const fresh: SessionUser = { ...current, ...stored, uid: current.uid };
    this.#session.update(fresh);
    return this.#session.current() ?? fresh;
  }

  /** The weekly meal slots a student can choose from now ("Fri 17:30"), from the schedule. */
  async mealSlots(): Promise<string[]> {
    this.#slots = mealSlotsOf(await withBackendTimeout(this.#clock, this.#schedule.read()), this.#clock.now());
    return [...this.#slots];
  }

  /** Saves the edit and returns the updated user; fails with a `SaveProfileError`. */
  async save(edit: ProfileEdit): Promise<SessionUser> {
    const user = this.#session.current();
    if (user === null) throw new SaveProfileError("signed-out");
    const slots = this.#slots ?? (await this.mealSlots().catch(() => [...user.preferences.preferred_meal_times]));
    const check = checkProfileEdit({ ...edit }, [...new Set([...slots, ...user.preferences.preferred_meal_times])]);
    if (!check.valid) throw new SaveProfileError("invalid", check.problems);
    const { interests, preferred_meal_times, dietary, ...fields } = check.profile;
    const preferences = { interests, preferred_meal_times, dietary };
    try {
      await withBackendTimeout(this.#clock, this.#profiles.merge(user.uid, { ...fields, preferences }));
    } catch (error) {
      throw new SaveProfileError(profileStoreFailureOf(error), {}, { cause: error });
    }
    const saved: SessionUser = { ...user, ...fields, preferences };
    this.#session.update(saved);
    return saved;
  }
}
