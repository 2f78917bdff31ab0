import { describe, expect, it } from "vitest";
import type { Mixer } from "../../../domain/mixers/Mixer";
import { type MixerEvent, newMixerEvent, type Rsvp } from "../../../domain/mixers/MixerEvent";
import { MIXER_WAITLIST_MAX } from "../../../domain/mixers/mixerRules";
import { PROMOTED_NOTICE, release, reserve } from "../../../domain/mixers/rsvpDecisions";

const MIXER: Mixer = { id: "2026-11-26-mixer-1900", title: "Mixer", startsAt: 10_000, endsAt: 20_000, capacity: 2 };
const NOW = 1_000;

/** RSVPs `uids` one after the other to a fresh event; answers the event and every RSVP. */
function rsvped(uids: readonly string[], mixer: Mixer = MIXER) {
  let event: MixerEvent = newMixerEvent(mixer, "state.edu", null);
  const rsvps = new Map<string, Rsvp>();
  for (const uid of uids) {
    const reservation = reserve(event, rsvps.get(uid) ?? null, { uid, school: "state.edu" }, NOW);
    if (!("rsvp" in reservation)) throw new Error(`${uid} was refused`);
    if (reservation.change !== null) event = reservation.change.event;
    rsvps.set(uid, reservation.rsvp);
  }
  return { event, rsvps };
}

/** Applies a cancellation; answers the event and the RSVPs after it. */
function cancelled(state: ReturnType<typeof rsvped>, uid: string) {
  const decided = release(state.event, [...state.rsvps.values()], uid, NOW + 1);
  const rsvps = new Map(state.rsvps);
  for (const rsvp of decided.change?.rsvps ?? []) rsvps.set(rsvp.uid, rsvp);
  return { event: decided.change?.event ?? state.event, rsvps, promoted: decided.promoted };
}

const standing = (rsvps: ReadonlyMap<string, Rsvp>) =>
  Object.fromEntries([...rsvps].map(([uid, rsvp]) => [uid, rsvp.position ?? rsvp.status]));

describe("an RSVP", () => {
  it("is going while places are left, then at the back of the line", () => {
    const { event, rsvps } = rsvped(["ana", "ben", "cy", "dee"]);
    expect(standing(rsvps)).toEqual({ ana: "going", ben: "going", cy: 1, dee: 2 });
    expect(rsvps.get("cy")?.status).toBe("waitlisted");
    expect([event.going, event.waitlisted]).toEqual([2, 2]);
  });

  it("sent twice is one: a student going or waiting keeps their place", () => {
    const { event, rsvps } = rsvped(["ana", "ben", "cy", "ana", "cy"]);
    expect(standing(rsvps)).toEqual({ ana: "going", ben: "going", cy: 1 });
    expect([event.going, event.waitlisted]).toEqual([2, 1]);
    const again = reserve(event, rsvps.get("cy") ?? null, { uid: "cy", school: "state.edu" }, NOW);
    expect(again.change).toBeNull();
  });

  it("after a cancellation starts anew, at the back", () => {
    const state = cancelled(rsvped(["ana", "ben", "cy"]), "ana");
    const again = reserve(state.event, state.rsvps.get("ana") ?? null, { uid: "ana", school: "state.edu" }, NOW + 2);
    expect("rsvp" in again && again.rsvp).toMatchObject({ status: "waitlisted", position: 1, rsvpAt: NOW + 2 });
  });

  it("is refused once the line is as long as a mixer keeps", () => {
    const full: MixerEvent = { ...newMixerEvent(MIXER, "state.edu", null), going: 2, waitlisted: MIXER_WAITLIST_MAX };
    expect(reserve(full, null, { uid: "zed", school: "state.edu" }, NOW)).toEqual({
      change: null,
      refused: "waitlist-full",
    });
  });
});

describe("a cancellation", () => {
  it("gives a place that was held to the first in line, marked to be told, and moves the line up", () => {
    const after = cancelled(rsvped(["ana", "ben", "cy", "dee", "eve"]), "ben");
    expect(standing(after.rsvps)).toEqual({ ana: "going", ben: "cancelled", cy: "going", dee: 1, eve: 2 });
    expect(after.promoted.map((rsvp) => rsvp.uid)).toEqual(["cy"]);
    expect(after.rsvps.get("cy")).toMatchObject({ promotedAt: NOW + 1, notices: [PROMOTED_NOTICE] });
    expect([after.event.going, after.event.waitlisted]).toEqual([2, 2]);
  });

  it("from the line moves up only those behind", () => {
    const after = cancelled(rsvped(["ana", "ben", "cy", "dee", "eve"]), "dee");
    expect(standing(after.rsvps)).toEqual({ ana: "going", ben: "going", cy: 1, dee: "cancelled", eve: 2 });
    expect(after.promoted).toEqual([]);
    expect([after.event.going, after.event.waitlisted]).toEqual([2, 2]);
  });

  it("frees a place for whoever RSVPs next when nobody is waiting", () => {
    const after = cancelled(rsvped(["ana", "ben"]), "ana");
    expect([after.event.going, after.event.waitlisted]).toEqual([1, 0]);
    const next = reserve(after.event, null, { uid: "cy", school: "state.edu" }, NOW + 2);
    expect("rsvp" in next && next.rsvp.status).toBe("going");
  });

  it("changes nothing for a student without an RSVP, or one already cancelled", () => {
    const state = cancelled(rsvped(["ana"]), "ana");
    expect(release(state.event, [...state.rsvps.values()], "ana", NOW).change).toBeNull();
    expect(release(state.event, [...state.rsvps.values()], "zed", NOW).change).toBeNull();
  });

  it("keeps the line without gaps and the places exact, over any run of RSVPs and cancellations", () => {
    let state = rsvped(["a", "b", "c", "d", "e", "f", "g"], { ...MIXER, capacity: 3 });
    for (const uid of ["b", "e", "a", "g", "c"]) state = { ...cancelled(state, uid) };
    const all = [...state.rsvps.values()];
    const going = all.filter((rsvp) => rsvp.status === "going");
    const line = all.filter((rsvp) => rsvp.status === "waitlisted").map((rsvp) => rsvp.position);
    expect(going.map((rsvp) => rsvp.uid).sort()).toEqual(["d", "f"]);
    expect(line).toEqual([]);
    expect([state.event.going, state.event.waitlisted]).toEqual([2, 0]);
  });
});
