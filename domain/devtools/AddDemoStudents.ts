import { openMealDays } from "../meetups/MealDay";
import type { OptInStore } from "../meetups/ports/OptInStore";
import { schoolOf } from "../meetups/schoolOf";
import { mixersInView, rsvpClosesAt } from "../mixers/Mixer";
import type { MixerStore } from "../mixers/ports/MixerStore";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { CLASS_LEVELS, COMMON_INTERESTS, DIETARY_OPTIONS } from "../profile/profileRules";
import { defaultProfile, newProfileOf, type UserProfile } from "../profile/UserProfile";
import { mealSlotOf } from "../schedule/mealSlots";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { Clock } from "../shared/ports/Clock";
import { seededRandom } from "../shared/seededRandom";
import { DEMO_EXTRA_INTERESTS, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_MAJORS } from "./demoPeople";
import type { DemoBehaviour, DemoCohort } from "./ports/DemoCohort";

/** How the demo students behave once matched: all of them show up, or a seeded mix. */
export type DemoScript = "everyone-shows-up" | "mixed";

export interface AddDemoStudentsPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly profiles: ProfileStore;
  readonly optIns: OptInStore;
  readonly cohort: DemoCohort;
  readonly clock: Clock;
  /** Offline, the demo students RSVP to the mixers open for RSVP too. */
  readonly mixers: MixerStore;
}

/** In a mixed cohort, the share who cancel late and who do not show up. */
const MIXED_CANCELS_LATE = 0.15;
const MIXED_DOES_NOT_SHOW = 0.15;

/**
 * Developer tools (offline backend): fills the signed-in student's school with demo students who
 * opt in for every open meal day (the lunches for two and the group dinners) and RSVP to every open
 * mixer, each with a name, a
 * major, interests and availability, all drawn from `seed`. What they do once matched follows the script.
 */
export class AddDemoStudents {
  readonly #ports: AddDemoStudentsPorts;

  constructor(ports: AddDemoStudentsPorts) {
    this.#ports = ports;
  }

  /** Adds `count` demo students; returns how many (0 when no meal day is open). */
  async execute(count: number, seed: number, script: DemoScript): Promise<number> {
    const { session, schedule, profiles, optIns, cohort, clock } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Sign in first: demo students join the signed-in student's school");
    const school = schoolOf(user.email);
    const now = clock.now();
    const calendar = await schedule.read();
    const days = openMealDays(calendar, now);
    const mixers = mixersInView(calendar, now).filter((mixer) => now < rsvpClosesAt(mixer));
    if (days.length === 0 && mixers.length === 0) return 0;
    const slots = days.flatMap((day) => day.slots);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const existing = await cohort.list();
    // Names are dealt from a shuffled list, not drawn: no name twice until every one has been used.
    const firstNames = shuffled(DEMO_FIRST_NAMES, random);
    const students = Array.from({ length: count }, (_, index) => {
      const number = existing.length + index + 1;
      const firstName = firstNames[(number - 1) % firstNames.length] as string;
      const lastName = pick(DEMO_LAST_NAMES);
      const roll = random();
      const behaviour: DemoBehaviour =
        script === "mixed" && roll < MIXED_CANCELS_LATE
          ? "cancels-late"
          : script === "mixed" && roll < MIXED_CANCELS_LATE + MIXED_DOES_NOT_SHOW
            ? "does-not-show"
            : "shows-up";
      const interests = [
        ...new Set(
          Array.from({ length: 2 + Math.floor(random() * 4) }, () =>
            pick([...COMMON_INTERESTS, ...DEMO_EXTRA_INTERESTS]),
          ),
        ),
      ];
      const profile: UserProfile = {
        ...defaultProfile(
          `${firstName}.${lastName}.${number}@${school}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
          now,
        ),
        first_name: firstName,
        last_name: lastName,
        class_level: pick(CLASS_LEVELS.slice(0, 5)),
        major: pick(DEMO_MAJORS),
        university: user.university,
        preferences: {
          interests,
          preferred_meal_times: [...new Set(slots.map((slot) => mealSlotOf({ startsAt: slot }, calendar.timeZone)))],
          dietary: random() < 0.2 ? [pick(DIETARY_OPTIONS.slice(0, 4))] : [],
        },
      };
      return { uid: `demo-${school}-${number}`, behaviour, profile };
    });
    for (const student of students) {
      await profiles.create(student.uid, newProfileOf(student.profile));
      // Every slot of every open day: a demo student is always there for whoever is trying the app.
      for (const day of days) {
        await optIns.save({
          dayId: day.id,
          uid: student.uid,
          school,
          slots: day.slots,
          updatedAt: now,
          waitlistSlots: [],
        });
      }
      for (const mixer of mixers)
        await this.#ports.mixers.rsvp(mixer.id, { uid: student.uid, email: student.profile.email });
    }
    await cohort.add(students.map(({ uid, behaviour, profile }) => ({ uid, behaviour, email: profile.email })));
    return students.length;
  }
}

/** A copy of `list` in a random order (Fisher–Yates, on the seeded generator). */
function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
