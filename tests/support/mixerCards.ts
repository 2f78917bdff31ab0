import type { MixerCard, MixerPhase } from "../../domain/mixers/mixerCards";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../domain/mixers/mixerRules";
import { HOUR_MS } from "../../domain/shared/time";

/** A mixer's card as the dashboard gets it: two hours from `startsAt`, 20 places, no place named. */
export function mixerCardAt(startsAt: number, phase: MixerPhase, overrides: Partial<MixerCard> = {}): MixerCard {
  return {
    mixer: { id: `mixer-${startsAt}`, title: "Friday social", startsAt, endsAt: startsAt + 2 * HOUR_MS, capacity: 20 },
    eventId: `mixer-${startsAt}_state.edu`,
    place: null,
    phase,
    spotsLeft: 10,
    position: phase === "waitlisted" ? 1 : null,
    circle: null,
    checkInOpensAt: startsAt - CHECK_IN_OPENS_BEFORE_START_MS,
    rsvpClosesAt: startsAt,
    canCancel: true,
    started: false,
    ...overrides,
  };
}
