import { describe, expect, it } from "vitest";
import type { MixerAttendee } from "../../../domain/matching/icebreakerCircles";
import { pairKey } from "../../../domain/matching/pairKey";
import { formCircles, seatLatecomers } from "../../../domain/mixers/icebreakerSeating";
import { type MixerEvent, newMixerEvent, type Rsvp } from "../../../domain/mixers/MixerEvent";
import { CIRCLE_MAX_WITH_LATECOMERS } from "../../../domain/mixers/mixerRules";
import type { MixerChange } from "../../../domain/mixers/ports/MixerLedger";
import { anRsvp } from "../../support/mixerFixtures";

const START = 10_000;
const EVENT: MixerEvent = newMixerEvent(
  { id: "2026-11-26-mixer-1900", title: "Mixer", startsAt: START, endsAt: START + 7_200_000, capacity: 40 },
  "state.edu",
  null,
);

const rsvp = (uid: string, fields: Partial<Rsvp> = {}): Rsvp =>
  anRsvp(EVENT, uid, { rsvpAt: 1, checkedInAt: 2, ...fields });

const here = (count: number, prefix = "s") =>
  Array.from({ length: count }, (_, index) => rsvp(`${prefix}${index + 1}`));
const NOBODY = new Map<string, MixerAttendee>();
const NO_BLOCKS = new Set<string>();

/** The circles a change made, as sorted uids, by circle. */
function circlesOf(change: MixerChange | null): string[][] {
  if (change === null) throw new Error("Nothing changed");
  const circles: string[][] = Array.from({ length: change.event.circles }, () => []);
  for (const seated of change.rsvps) if (seated.circle !== null) circles[seated.circle]?.push(seated.uid);
  return circles.map((members) => members.sort());
}

describe("the icebreaker circles at the start", () => {
  it("put everyone who checked in in one circle of 4 to 6, each once", () => {
    const change = formCircles(EVENT, here(23), NOBODY, NO_BLOCKS, START);
    const circles = circlesOf(change);
    expect(circles.flat().sort()).toEqual(
      here(23)
        .map((r) => r.uid)
        .sort(),
    );
    for (const members of circles) expect(members.length).toBeGreaterThanOrEqual(4);
    for (const members of circles) expect(members.length).toBeLessThanOrEqual(6);
    expect(change?.event).toMatchObject({ circlesFormedAt: START, circles: circles.length });
  });

  it("leave nobody alone: the seventh of seven joins a circle; three make one together; one stands in a circle of one", () => {
    expect(circlesOf(formCircles(EVENT, here(7), NOBODY, NO_BLOCKS, START)).map((c) => c.length)).toEqual([7]);
    expect(circlesOf(formCircles(EVENT, here(3), NOBODY, NO_BLOCKS, START))).toEqual([["s1", "s2", "s3"]]);
    expect(circlesOf(formCircles(EVENT, here(1), NOBODY, NO_BLOCKS, START))).toEqual([["s1"]]);
  });

  it("seat only the going who checked in since their RSVP: not the waitlist, a cancellation, an old check-in", () => {
    const rsvps = [
      ...here(4),
      rsvp("late", { checkedInAt: null }),
      rsvp("wait", { status: "waitlisted", position: 1 }),
      rsvp("gone", { status: "cancelled" }),
      rsvp("again", { rsvpAt: 5, checkedInAt: 2 }),
    ];
    const change = formCircles(EVENT, rsvps, NOBODY, NO_BLOCKS, START);
    expect(circlesOf(change).flat().sort()).toEqual(["s1", "s2", "s3", "s4"]);
    expect(change?.rsvps.map((seated) => seated.uid).sort()).toEqual(["s1", "s2", "s3", "s4"]);
  });

  it("never put a blocked or reported pair in one circle, the left-out included", () => {
    const blocks = new Set([pairKey("s1", "s2"), pairKey("s1", "s3"), pairKey("s2", "s3")]);
    const circles = circlesOf(formCircles(EVENT, here(3), NOBODY, blocks, START));
    expect(circles).toEqual([["s1"], ["s2"], ["s3"]]);
    const big = circlesOf(formCircles(EVENT, here(13), NOBODY, new Set([pairKey("s1", "s2")]), START));
    expect(big.some((members) => members.includes("s1") && members.includes("s2"))).toBe(false);
  });

  it("are formed once, also when nobody came (the first latecomer then opens a circle)", () => {
    const nobody = formCircles(EVENT, [], NOBODY, NO_BLOCKS, START);
    expect(nobody?.event).toMatchObject({ circlesFormedAt: START, circles: 0 });
    const formed = nobody?.event as MixerEvent;
    expect(formCircles(formed, here(5), NOBODY, NO_BLOCKS, START + 1)).toBeNull();
    expect(circlesOf(seatLatecomers(formed, [rsvp("first")], NO_BLOCKS))).toEqual([["first"]]);
  });
});

describe("a latecomer", () => {
  const formed = (sizes: readonly number[]) => {
    const rsvps = sizes.flatMap((size, circle) =>
      Array.from({ length: size }, (_, index) => rsvp(`c${circle}-${index}`, { circle })),
    );
    return { event: { ...EVENT, circlesFormedAt: START, circles: sizes.length }, rsvps };
  };

  it("joins the smallest circle, in the order they checked in", () => {
    const { event, rsvps } = formed([5, 4, 6]);
    const change = seatLatecomers(
      event,
      [...rsvps, rsvp("x", { checkedInAt: START + 2 }), rsvp("y", { checkedInAt: START + 1 })],
      NO_BLOCKS,
    );
    expect(change?.rsvps.map(({ uid, circle }) => [uid, circle])).toEqual([
      ["y", 1],
      ["x", 0],
    ]);
    expect(change?.event.circles).toBe(3);
  });

  it("joins no circle with someone they must not meet", () => {
    const { event, rsvps } = formed([4, 5]);
    const change = seatLatecomers(event, [...rsvps, rsvp("x")], new Set([pairKey("x", "c0-2")]));
    expect(change?.rsvps.map(({ circle }) => circle)).toEqual([1]);
  });

  it(`opens a new circle when every circle has ${CIRCLE_MAX_WITH_LATECOMERS}, and the next latecomer joins it`, () => {
    const { event, rsvps } = formed([CIRCLE_MAX_WITH_LATECOMERS, CIRCLE_MAX_WITH_LATECOMERS]);
    const change = seatLatecomers(
      event,
      [...rsvps, rsvp("x", { checkedInAt: START + 1 }), rsvp("y", { checkedInAt: START + 2 })],
      NO_BLOCKS,
    );
    expect(change?.rsvps.map(({ uid, circle }) => [uid, circle])).toEqual([
      ["x", 2],
      ["y", 2],
    ]);
    expect(change?.event.circles).toBe(3);
  });

  it("waits for the circles: none before they are formed, and nothing to do once everyone has one", () => {
    expect(seatLatecomers(EVENT, here(3), NO_BLOCKS)).toBeNull();
    const { event, rsvps } = formed([4]);
    expect(seatLatecomers(event, rsvps, NO_BLOCKS)).toBeNull();
  });
});
