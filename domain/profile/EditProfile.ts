import { mealSlotsOf } from "../meals/mealSlots";
import type { Clock } from "../ports/Clock";
import type { MealSchedule } from "../ports/MealSchedule";
import type { ProfileStore } from "../ports/ProfileStore";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import { checkProfileEdit, type ProfileEdit } from "./ProfileEdit";
import { SaveProfileError } from "./profileErrors";

/**
 * Edit profile: the signed-in student's own §3 fields, checked by the domain,
 * merged into their profile document, and carried into the session.
 */
export class EditProfile {
  readonly #profiles: ProfileStore;
  readonly #session: Session;
  readonly #schedule: MealSchedule;
  readonly #clock: Clock;

  constructor(profiles: ProfileStore, session: Session, schedule: MealSchedule, clock: Clock) {
    this.#profiles = profiles;
    this.#session = session;
    this.#schedule = schedule;
    this.#clock = clock;
  }

  /** The weekly meal slots a student can choose from now ("Fri 17:30"), from the schedule. */
  async mealSlots(): Promise<string[]> {
    return mealSlotsOf(await this.#schedule.read(), this.#clock.now());
  }

  /** Saves the edit and returns the updated user; fails with a `SaveProfileError`. */
  async save(edit: ProfileEdit): Promise<SessionUser> {
    const user = this.#session.current();
    if (user === null) throw new SaveProfileError("signed-out");
    const slots = await this.mealSlots().catch(() => [...user.preferences.preferred_meal_times]);
    const check = checkProfileEdit({ ...edit }, [...new Set([...slots, ...user.preferences.preferred_meal_times])]);
    if (!check.valid) throw new SaveProfileError("invalid", check.problems);
    const { interests, preferred_meal_times, dietary, ...fields } = check.profile;
    const preferences = { interests, preferred_meal_times, dietary };
    try {
      await this.#profiles.merge(user.uid, { ...fields, preferences });
    } catch (error) {
      throw new SaveProfileError(
        error instanceof ServiceUnreachableError ? "unreachable" : "unexpected",
        {},
        {
          cause: error,
        },
      );
    }
    const saved: SessionUser = { ...user, ...fields, preferences };
    this.#session.update(saved);
    return saved;
  }
}
