import type { SchoolMixer } from "../../../../domain/operations/mixersOverview";
import { formatWhen } from "../formatWhen";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Mixers section's words. */
export const mixersCopy = {
  heading: "Mixers",
  intro:
    "Each mixer of the two weeks either side of today, by school: who is going against its places, who waits in line, who said “I'm here” at the door, and the icebreaker circles formed at the start.",
  loading: "Loading the mixers…",
  none: "No mixer in the two weeks either side of today.",
  nobodyYet: "Nobody has RSVPed yet.",
  when: (startsAt: number, capacity: number) =>
    `${formatWhen(startsAt)} · ${plural(capacity, "place", "places")} per school`,
  place: "Place",
  noPlace: "None: the school had no place when its first student RSVPed.",
  going: "Going",
  goingOf: (going: number, capacity: number) => `${going} / ${capacity}`,
  waitlist: "Waitlist",
  checkedIn: "Checked in",
  circles: "Circles",
  circlesOf: (school: SchoolMixer): string => {
    if (school.circlesFormedAt === null) return "Formed at the start";
    if (school.circleSizes.length === 0) return "None: nobody had checked in";
    return `${plural(school.circleSizes.length, "circle", "circles")} of ${school.circleSizes.join(", ")}`;
  },
} as const;
