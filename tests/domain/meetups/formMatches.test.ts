import { describe, expect, it } from "vitest";
import { formMatches, slotKey } from "../../../domain/meetups/formMatches";
import type { Match } from "../../../domain/meetups/Match";
import type { Place } from "../../../domain/meetups/Place";
import { fridayAt } from "../../support/meetupWorld";

const HALL: Place = { id: "hall", name: "Main Dining Hall", meetingPoint: "By the doors", address: "Campus" };
const CAFE: Place = { id: "cafe", name: "Campus Café", meetingPoint: "At the counter", address: "Campus" };

/** One pair per slot, all at the given places, formed in one round (or after `existing`). */
function pairsAt(slots: readonly number[], places: readonly Place[], existing: readonly Match[] = []): Match[] {
  return formMatches({
    dayId: "2026-11-27",
    school: "state.edu",
    groups: slots.map((slot, index) => ({ slot: slotKey(slot), members: [`a${index}`, `b${index}`] })),
    profiles: new Map(),
    places,
    existing,
    origin: "round",
    now: 0,
  });
}

const signalsOf = (matches: readonly Match[]) => matches.map((match) => match.signal);

describe("the signals of the groups on the floor together", () => {
  it("differ, colour and code word, for the 17:30 and 18:00 groups at one hall (both looking from 17:45 to 18:00)", () => {
    const [early, late] = pairsAt([fridayAt(17, 30), fridayAt(18)], [HALL]);
    expect(early?.place?.id).toBe(late?.place?.id);
    expect(late?.signal.colour).not.toBe(early?.signal.colour);
    expect(late?.signal.codeWord).not.toBe(early?.signal.codeWord);
  });

  it("differ from those of groups already meeting then (a waitlist match after the round)", () => {
    const round = pairsAt([fridayAt(17, 30), fridayAt(18), fridayAt(18)], [HALL]);
    const [waitlist] = pairsAt([fridayAt(18, 30)], [HALL], round);
    const onTheFloor = round.filter((match) => match.slot === fridayAt(18));
    expect(onTheFloor.map((match) => match.signal.colour)).not.toContain(waitlist?.signal.colour);
    expect(onTheFloor.map((match) => match.signal.codeWord)).not.toContain(waitlist?.signal.codeWord);
  });

  it("are all different across a busy evening at one hall, every half hour", () => {
    const slots = [17, 17, 17.5, 17.5, 17.5, 18, 18, 18.5].map((hour) =>
      fridayAt(Math.floor(hour), hour % 1 === 0 ? 0 : 30),
    );
    const matches = pairsAt(slots, [HALL]);
    for (const match of matches) {
      const neighbours = matches.filter((other) => other !== match && Math.abs(other.slot - match.slot) <= 30 * 60_000);
      expect(neighbours.map((other) => other.signal.colour)).not.toContain(match.signal.colour);
      expect(neighbours.map((other) => other.signal.codeWord)).not.toContain(match.signal.codeWord);
    }
  });

  it("may repeat where the groups are never on the floor together: another place, or an hour apart", () => {
    const [hall] = pairsAt([fridayAt(18)], [HALL]);
    const [cafe] = pairsAt([fridayAt(18)], [CAFE]);
    expect(cafe?.signal.colour).toBe(hall?.signal.colour);
    const [noon, one] = signalsOf(pairsAt([fridayAt(12), fridayAt(13)], [HALL]));
    expect(one?.colour).toBe(noon?.colour);
  });
});
