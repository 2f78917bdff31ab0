import {
  DEFAULT_TABLE_SIZE,
  type SeatingOptions,
  seatTables,
  type TableSizeRange,
  type UnseatedStudent,
} from "./seatTables";

/**
 * A mixer's icebreaker circles: at the mixer's start, its checked-in attendees split into circles
 * of 4 to 6 by the seating algorithm (seatTables.ts), so that nobody stands alone by the door. The
 * same objective as a dinner's tables (shared interests and dietary needs, a mix of majors) and the
 * same hard constraints (no blocked, reported or "not again" pair in one circle); everyone is there
 * at the same time, and nobody has priority.
 */
export interface MixerAttendee {
  readonly id: string;
  readonly interests: readonly string[];
  readonly dietary: readonly string[];
  /** "" when unknown. */
  readonly major: string;
}

export interface IcebreakerCircles {
  /** Each circle's attendees, sorted by id; circles sorted by their first attendee. */
  readonly circles: readonly (readonly string[])[];
  /** Attendees in no circle, with the reason (e.g. three attendees in all: "too-few-at-this-time"). */
  readonly leftOut: readonly UnseatedStudent[];
}

/** The one time everyone at a mixer shares. */
const MIXER_TIME = "mixer";

/**
 * @param excludedPairs pairs who must not share a circle, as pairKey(a, b).
 * @param options seed and effort as for seatTables, and the circle size (DEFAULT_TABLE_SIZE, 4 to 6).
 */
export function formIcebreakerCircles(
  attendees: readonly MixerAttendee[],
  excludedPairs: ReadonlySet<string>,
  options: SeatingOptions & { readonly circleSize?: TableSizeRange } = {},
): IcebreakerCircles {
  const seating = seatTables(
    {
      candidates: attendees.map((attendee) => ({
        ...attendee,
        school: MIXER_TIME,
        slots: [MIXER_TIME],
        priority: false,
      })),
      excludedPairs,
      tableSize: options.circleSize ?? DEFAULT_TABLE_SIZE,
    },
    options,
  );
  return { circles: seating.tables.map((table) => table.members), leftOut: seating.unseated };
}
