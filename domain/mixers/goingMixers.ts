import { schoolOf } from "../meetups/schoolOf";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import { type Mixer, mixersInView } from "./Mixer";
import { eventIdOf } from "./MixerEvent";
import type { MixerStore } from "./ports/MixerStore";

/** The mixers a student is going to that have not ended, the soonest first. */
export async function goingMixers(
  ports: { readonly schedule: MealSchedule; readonly mixers: MixerStore },
  student: { readonly uid: string; readonly email: string },
  now: EpochMillis,
): Promise<Mixer[]> {
  const school = schoolOf(student.email);
  const inView = mixersInView(await ports.schedule.read(), now);
  const looks = await Promise.all(inView.map((mixer) => ports.mixers.look(eventIdOf(mixer.id, school), student.uid)));
  return inView.filter((_, index) => looks[index]?.rsvp?.status === "going");
}
