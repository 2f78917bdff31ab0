import { describe, expect, it } from "vitest";
import type { Match } from "../../../domain/meetups/Match";
import { rescuedNotice, rescueSeatNotice } from "../../../domain/meetups/Match";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { noShowsOf } from "../../../domain/meetups/noShows";
import { type OpenTable, rescueCandidates } from "../../../domain/rescue/rescueCandidates";
import { RescueError } from "../../../domain/rescue/rescueErrors";
import { RESCUE_OFFER_OPEN_FOR_MS, RESCUE_SLOT_WINDOW_MS } from "../../../domain/rescue/rescueRules";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember, DAY_ID, SLOT } from "../../support/meetupFixtures";
import { MONDAY, matchedPairOnWednesday, meetupWorld, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";
import { rescueWorld } from "../../support/rescueWorld";
import { MEALS_FOR_TWO_SCHEDULE } from "../../support/schedules";

/**
 * The third rescue: an open seat at a group dinner's table at the same place, within
 * RESCUE_SLOT_WINDOW_MS, on the same day. Accepting seats the one left alone at that table.
 */

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof RescueError ? error.reason : String(error)),
  );

/** Wednesday's lunches for two, and a group dinner's tables (4 to 6) at 12:30 the same day. */
const WITH_A_DINNER_AT_LUNCH = {
  ...MEALS_FOR_TWO_SCHEDULE,
  weekly: [
    ...MEALS_FOR_TWO_SCHEDULE.weekly,
    { weekday: "Wed", times: ["12:30"], kind: "group-dinner", table_size: { min: 4, max: 6 } },
  ],
};
const DINNER_DAY = `${WEDNESDAY}-group-dinner`;

/** A told table of `seated` confirmed members at `slot`, at the lunch's place. */
function aTable(lunch: Match, seated: number, slot = wednesdayAt(12, 30), id = "table-1"): Match {
  const uids = ["gil", "hal", "ivy", "jo", "kai", "lee"].slice(0, seated);
  return aMatch(uids, {
    id: `${DINNER_DAY}_${id}`,
    dayId: DINNER_DAY,
    kind: "group-dinner",
    slot,
    place: lunch.place,
    revealAt: wednesdayAt(8),
    createdAt: wednesdayAt(8) - DAY_MS,
    members: Object.fromEntries(uids.map((uid) => [uid, aMember(uid, { confirmedAt: wednesdayAt(9) })])),
  });
}

/** Ana and Ben confirmed for Wednesday at 12:00, a table at 12:30 with `seated` members at their place. */
async function pairAndTable(seated: number) {
  const { world, ana, ben, match } = await matchedPairOnWednesday(meetupWorld(MONDAY, WITH_A_DINNER_AT_LUNCH));
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  const table = aTable(match, seated);
  await world.backend.matchStore.add([table]);
  return { ...rescueWorld(world), ana, ben, match, table };
}

describe("an open seat at a table as a rescue", () => {
  it("offers the one left alone a seat at a table there within thirty minutes; Join seats them once, under two acceptances", async () => {
    const { world, desk, ana, ben, match, table, subject } = await pairAndTable(5);
    const { clock, mailbox } = world.backend;
    clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    const [offer, ...more] = (await desk.look(WEDNESDAY, subject(ana))).offers;
    expect(more).toEqual([]);
    expect(offer).toMatchObject({
      strandedUid: "ana",
      candidateUid: "ana",
      candidateKind: "table",
      tableId: table.id,
      slot: table.slot,
      place: table.place,
    });
    const sent = await mailbox.list();
    expect(sent.some((email) => email.to === "ana@state.edu" && email.subject.includes("A seat at a table"))).toBe(
      true,
    );
    // Only the one left alone takes the seat.
    const ben2 = { uid: "ben", email: "ben@state.edu" };
    expect(await reasonOf(desk.accept(offer?.id ?? "", ben2))).toBe("not-yours");
    clock.advanceBy(RESCUE_OFFER_OPEN_FOR_MS - 1);
    const answers = await Promise.all([
      reasonOf(desk.accept(offer?.id ?? "", subject(ana))),
      reasonOf(desk.accept(offer?.id ?? "", subject(ana))),
    ]);
    expect(answers.sort()).toEqual(["none", "taken"]);
    const seated = await world.backend.matchStore.find(table.id, "ana");
    expect(seated?.memberIds).toContain("ana");
    expect(seated?.members.ana).toMatchObject({ firstName: "Ana", confirmedAt: clock.now(), cancelledAt: null });
    expect(seated?.notices).toContain(rescueSeatNotice("ana"));
    expect(seated === null ? null : matchStatus(seated, clock.now())).toBe("on");
    expect(seated?.signal.colour).not.toBe("");
    const fellApart = await world.backend.matchStore.find(match.id, "ana");
    expect(fellApart?.notices).toContain(rescuedNotice("ana"));
    expect(fellApart === null ? [] : noShowsOf("ana", [fellApart], clock.now() + DAY_MS)).toEqual([]);
    expect((await desk.look(WEDNESDAY, subject(ana))).offers[0]?.rescueMatchId).toBe(table.id);
  });

  it("is never offered at a full table, and lapses after ten minutes like any offer", async () => {
    const full = await pairAndTable(6);
    full.world.backend.clock.skipTo(wednesdayAt(11, 30));
    await full.ben.respond.cancel(full.match.id);
    expect((await full.desk.look(WEDNESDAY, full.subject(full.ana))).offers).toEqual([]);

    const { world, desk, offerRescues, ana, ben, match, subject } = await pairAndTable(5);
    world.backend.clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    const [offer] = (await desk.look(WEDNESDAY, subject(ana))).offers;
    world.backend.clock.advanceBy(RESCUE_OFFER_OPEN_FOR_MS);
    expect(await reasonOf(desk.accept(offer?.id ?? "", subject(ana)))).toBe("expired");
    // The same table is not offered again to her.
    expect(await offerRescues.execute(WEDNESDAY)).toEqual([]);
  });

  it("refuses the seat as taken when the table filled up meanwhile", async () => {
    const { world, desk, ana, ben, match, table, subject } = await pairAndTable(5);
    world.backend.clock.skipTo(wednesdayAt(11, 30));
    await ben.respond.cancel(match.id);
    const [offer] = (await desk.look(WEDNESDAY, subject(ana))).offers;
    await world.backend.system.matches.addMembers(table.id, [aMember("zed", { confirmedAt: wednesdayAt(11) })]);
    expect(await reasonOf(desk.accept(offer?.id ?? "", subject(ana)))).toBe("taken");
    expect((await world.backend.matchStore.find(table.id, "zed"))?.memberIds).not.toContain("ana");
  });
});

describe("which tables are offered", () => {
  const place = { id: "hall", name: "Hall", meetingPoint: "Doors", address: "Campus" };
  const lunch = aMatch(["ana", "ben"], { slot: SLOT, place, id: `${DAY_ID}_ana_ben` });
  const stranded = { uid: "ana", match: lunch };
  const table = (id: string, fields: Partial<Match> = {}): Match =>
    aMatch(["gil", "hal", "ivy", "jo"], { id, kind: "group-dinner", slot: SLOT, place, ...fields });
  const open = (match: Match, room = 1): OpenTable => ({ table: match, room });
  const base = { stranded, strandedAll: [stranded], standbys: [], offers: [], busy: new Set<string>() };
  const candidates = (tables: OpenTable[], fields = {}) =>
    rescueCandidates({ ...base, mayMeet: () => true, tables, now: SLOT, ...fields });

  it("takes a table at the same place and school within thirty minutes, the nearest time first, after the people", () => {
    const near = open(table("near", { slot: SLOT + 10 * MINUTE_MS }));
    const edge = open(table("edge", { slot: SLOT - RESCUE_SLOT_WINDOW_MS }));
    const far = open(table("far", { slot: SLOT + RESCUE_SLOT_WINDOW_MS + 1 }));
    const elsewhere = open(table("elsewhere", { place: { ...place, id: "library" } }));
    const otherSchool = open(table("other", { school: "tech.edu" }));
    const untold = open(table("untold", { place: null }));
    expect(candidates([far, edge, near, elsewhere, otherSchool, untold])).toEqual([
      { uid: "ana", kind: "table", tableId: "near" },
      { uid: "ana", kind: "table", tableId: "edge" },
    ]);
    const standby = { dayId: DAY_ID, uid: "cy", school: "state.edu", since: SLOT - DAY_MS };
    expect(candidates([near], { standbys: [standby] }).map((candidate) => candidate.kind)).toEqual([
      "standby",
      "table",
    ]);
  });

  it("leaves out a table without a seat free of open offers, one she may not sit at, and one whose offer to her lapsed", () => {
    const one = open(table("one"), 1);
    const seatOffered = {
      id: "x",
      dayId: DAY_ID,
      school: "state.edu",
      matchId: "other-lunch",
      strandedUid: "cy",
      candidateUid: "cy",
      candidateKind: "table" as const,
      tableId: "one",
      place,
      slot: SLOT,
      offeredAt: SLOT - MINUTE_MS,
      takenBy: null,
      takenAt: null,
      rescueMatchId: null,
    };
    expect(candidates([one], { offers: [seatOffered] })).toEqual([]);
    expect(candidates([open(table("one"), 2)], { offers: [seatOffered] })).toHaveLength(1);
    expect(candidates([one], { mayJoin: () => false })).toEqual([]);
    const lapsed = { ...seatOffered, matchId: lunch.id, strandedUid: "ana", candidateUid: "ana" };
    expect(candidates([one], { offers: [lapsed], now: SLOT + RESCUE_OFFER_OPEN_FOR_MS })).toEqual([]);
  });
});
