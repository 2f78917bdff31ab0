import { describe, expect, it } from "vitest";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { noShowsOf } from "../../../domain/meetups/noShows";
import { rescueCandidates } from "../../../domain/rescue/rescueCandidates";
import { RescueError } from "../../../domain/rescue/rescueErrors";
import {
  NO_ARRIVAL_AFTER_START_MS,
  RESCUE_OFFER_OPEN_FOR_MS,
  RESCUE_SLOT_WINDOW_MS,
  STANDBY_CLOSES_BEFORE_LAST_SLOT_MS,
} from "../../../domain/rescue/rescueRules";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember, DAY_ID, SLOT } from "../../support/meetupFixtures";
import { matchedPairOnWednesday, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";
import { rescueWorld } from "../../support/rescueWorld";

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof RescueError ? error.reason : String(error)),
  );

/** Ana and Ben confirmed for Wednesday at 12:00; Cy and Dee, free, at the same school. */
async function confirmedPair() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  const cy = await world.student("cy");
  const dee = await world.student("dee");
  return { ...rescueWorld(world), ana, ben, cy, dee, match };
}

describe("the rescue's constants", () => {
  it("are two hours, ten minutes, thirty minutes and ten minutes", () => {
    expect(STANDBY_CLOSES_BEFORE_LAST_SLOT_MS).toBe(2 * HOUR_MS);
    expect(NO_ARRIVAL_AFTER_START_MS).toBe(10 * MINUTE_MS);
    expect(RESCUE_SLOT_WINDOW_MS).toBe(30 * MINUTE_MS);
    expect(RESCUE_OFFER_OPEN_FOR_MS).toBe(10 * MINUTE_MS);
  });
});

describe("standby: I'm free today", () => {
  it("opens on the meal day, after the cut-off too, and closes two hours before its last time", async () => {
    const { world, desk, cy, subject } = await confirmedPair();
    const { clock } = world.backend;
    expect(await reasonOf(desk.standBy(WEDNESDAY, subject(cy)))).toBe("closed");
    clock.skipTo(wednesdayAt(0, 5));
    expect(await reasonOf(desk.standBy(WEDNESDAY, subject(cy)))).toBe("none");
    expect((await desk.look(WEDNESDAY, subject(cy))).standby).toMatchObject({ uid: "cy", school: "state.edu" });
    await desk.withdraw(WEDNESDAY, subject(cy));
    expect((await desk.look(WEDNESDAY, subject(cy))).standby).toBeNull();
    // The last time is 13:00: until 11:00.
    clock.skipTo(wednesdayAt(10, 59));
    expect(await reasonOf(desk.standBy(WEDNESDAY, subject(cy)))).toBe("none");
    clock.skipTo(wednesdayAt(11));
    expect(await reasonOf(desk.withdraw(WEDNESDAY, subject(cy)))).toBe("closed");
    expect(await reasonOf(desk.standBy(WEDNESDAY, subject(cy)))).toBe("closed");
  });
});

describe("a partner's late cancellation", () => {
  it("offers the one left alone to the student on standby at once, and their acceptance makes a match of its own", async () => {
    const { world, desk, offerRescues, ana, ben, cy, match, subject } = await confirmedPair();
    const { clock, mailbox } = world.backend;
    clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    clock.skipTo(wednesdayAt(11, 30));
    // The cancellation's reaction offers at once (LocalBackoffice.afterMatchChanged).
    await ben.respond.cancel(match.id);
    const [offer, ...more] = (await desk.look(WEDNESDAY, subject(ana))).offers;
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ strandedUid: "ana", candidateUid: "cy", candidateKind: "standby", slot: match.slot });
    expect((await desk.look(WEDNESDAY, subject(cy))).offers).toEqual([offer]);
    const sent = await mailbox.list();
    expect(sent.some((email) => email.to === "cy@state.edu" && email.subject.includes("join them?"))).toBe(true);
    // Offered once: a second run offers nothing more.
    expect(await offerRescues.execute(WEDNESDAY)).toEqual([]);
    // Only the candidate accepts a standby's rescue.
    expect(await reasonOf(desk.accept(offer?.id ?? "", subject(ana)))).toBe("not-yours");
    clock.advanceBy(RESCUE_OFFER_OPEN_FOR_MS - 1);
    const rescueId = await desk.accept(offer?.id ?? "", subject(cy));
    const rescue = await world.backend.matchStore.find(rescueId, "ana");
    expect(rescue).toMatchObject({ origin: "rescue", memberIds: ["ana", "cy"], slot: match.slot, place: match.place });
    expect(rescue === null ? null : matchStatus(rescue, clock.now())).toBe("on");
    expect(rescue?.signal.colour).not.toBe("");
    expect((await desk.look(WEDNESDAY, subject(cy))).standby).toBeNull();
    expect(await reasonOf(desk.accept(offer?.id ?? "", subject(cy)))).toBe("taken");
  });

  it("lets an unanswered offer lapse after ten minutes, then offers the next candidate", async () => {
    const { world, desk, offerRescues, ben, cy, dee, match, subject } = await confirmedPair();
    const { clock } = world.backend;
    clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    clock.advanceBy(MINUTE_MS);
    await desk.standBy(WEDNESDAY, subject(dee));
    clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    const [first] = (await desk.look(WEDNESDAY, subject(cy))).offers;
    expect(first?.candidateUid).toBe("cy");
    clock.advanceBy(RESCUE_OFFER_OPEN_FOR_MS - 1);
    expect(await offerRescues.execute(WEDNESDAY)).toEqual([]);
    clock.advanceBy(1);
    expect(await reasonOf(desk.accept(first?.id ?? "", subject(cy)))).toBe("expired");
    const [second] = await offerRescues.execute(WEDNESDAY);
    expect(second?.candidateUid).toBe("dee");
  });
});

describe("a partner who has not said I'm here", () => {
  it("leaves the one who is there alone ten minutes after the start, and a rescued student is never a no-show", async () => {
    const { world, desk, offerRescues, ana, ben, cy, match, subject } = await confirmedPair();
    const { clock } = world.backend;
    clock.skipTo(wednesdayAt(9));
    await desk.standBy(WEDNESDAY, subject(cy));
    clock.skipTo(wednesdayAt(11, 55));
    await ana.respond.arrive(match.id, "here");
    clock.skipTo(wednesdayAt(12) + NO_ARRIVAL_AFTER_START_MS - 1);
    expect(await offerRescues.execute(WEDNESDAY)).toEqual([]);
    clock.advanceBy(1);
    const [offer] = await offerRescues.execute(WEDNESDAY);
    expect(offer).toMatchObject({ strandedUid: "ana", candidateUid: "cy" });
    await desk.accept(offer?.id ?? "", subject(cy));
    // Ben, who never came, says Ana did not come: Ana is not counted.
    clock.skipTo(wednesdayAt(12, 40));
    await ben.respond.answerMet(match.id, "they-did-not-come");
    const before = await world.backend.matchStore.find(match.id, "ana");
    expect(before === null ? [] : noShowsOf("ana", [before], clock.now())).toEqual([]);
    expect((await world.backend.matchStore.listForStudent("ana")).length).toBe(2);
  });
});

describe("fairness", () => {
  const place = { id: "hall", name: "Hall", meetingPoint: "Doors", address: "Campus" };
  const leftAlone = (uid: string, partner: string, slot = SLOT) => ({
    uid,
    match: aMatch([uid, partner], { slot, place, id: `${DAY_ID}_${uid}_${partner}` }),
  });
  const standby = (uid: string, since: number) => ({ dayId: DAY_ID, uid, school: "state.edu", since });
  const base = { busy: new Set<string>(), mayMeet: () => true, now: SLOT };

  it("prefers another student left alone at the same place within thirty minutes, then the longest standby", () => {
    const ana = leftAlone("ana", "ben");
    const near = leftAlone("cy", "dee", SLOT + RESCUE_SLOT_WINDOW_MS);
    const far = leftAlone("eve", "fay", SLOT + RESCUE_SLOT_WINDOW_MS + 1);
    const candidates = rescueCandidates({
      ...base,
      stranded: ana,
      strandedAll: [ana, near, far],
      standbys: [standby("gil", SLOT - HOUR_MS), standby("hal", SLOT - 2 * HOUR_MS)],
      offers: [],
    });
    expect(candidates).toEqual([
      { uid: "cy", kind: "alone" },
      { uid: "hal", kind: "standby" },
      { uid: "gil", kind: "standby" },
    ]);
  });

  it("offers each standby student to one rescue at a time, and never a busy one", () => {
    const ana = leftAlone("ana", "ben");
    const offerToGil = {
      id: "x",
      dayId: DAY_ID,
      school: "state.edu",
      matchId: "other",
      strandedUid: "ivy",
      candidateUid: "gil",
      candidateKind: "standby" as const,
      tableId: null,
      place,
      slot: SLOT,
      offeredAt: SLOT - MINUTE_MS,
      takenBy: null,
      takenAt: null,
      rescueMatchId: null,
    };
    const input = {
      ...base,
      stranded: ana,
      strandedAll: [ana],
      standbys: [standby("gil", SLOT - HOUR_MS), standby("hal", SLOT - 2 * HOUR_MS)],
      offers: [offerToGil],
      busy: new Set(["hal"]),
    };
    expect(rescueCandidates(input)).toEqual([]);
    // The offer lapsed: Gil is free again.
    expect(rescueCandidates({ ...input, now: SLOT + RESCUE_OFFER_OPEN_FOR_MS })).toEqual([
      { uid: "gil", kind: "standby" },
    ]);
    expect(rescueCandidates({ ...input, mayMeet: () => false, now: SLOT + RESCUE_OFFER_OPEN_FOR_MS })).toEqual([]);
  });

  it("takes an offer between two left alone once, when both accept at the same moment", async () => {
    const { world, desk, subject, ana, ben, match } = await confirmedPair();
    const { clock } = world.backend;
    const eve = await world.student("eve");
    const fay = await world.student("fay");
    // Eve and Fay, a second pair at the same place and time, both confirmed.
    const other = aMatch(["eve", "fay"], {
      id: `${WEDNESDAY}_eve_fay`,
      dayId: WEDNESDAY,
      slot: match.slot,
      place: match.place,
      members: {
        eve: aMember("eve", { confirmedAt: clock.now() }),
        fay: aMember("fay", { confirmedAt: clock.now() }),
      },
      memberIds: ["eve", "fay"],
    });
    await world.backend.matchStore.add([other]);
    clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    expect((await desk.look(WEDNESDAY, subject(ana))).offers).toEqual([]);
    await fay.respond.cancel(other.id);
    const [offer, ...more] = (await desk.look(WEDNESDAY, subject(eve))).offers;
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ strandedUid: "ana", candidateUid: "eve", candidateKind: "alone" });
    const answers = await Promise.all([
      reasonOf(desk.accept(offer?.id ?? "", subject(ana))),
      reasonOf(desk.accept(offer?.id ?? "", subject(eve))),
    ]);
    expect(answers.sort()).toEqual(["none", "taken"]);
    const rescues = (await world.backend.matchStore.listForStudent("ana")).filter((m) => m.origin === "rescue");
    expect(rescues.map((m) => m.memberIds)).toEqual([["ana", "eve"]]);
    expect((await onlyMatchOfOrigin(world, "eve")).length).toBe(1);
  });
});

async function onlyMatchOfOrigin(world: Awaited<ReturnType<typeof confirmedPair>>["world"], uid: string) {
  return (await world.backend.matchStore.listForStudent(uid)).filter((match) => match.origin === "rescue");
}
