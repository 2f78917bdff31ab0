import { describe, expect, it } from "vitest";
import type { MatchLedger } from "../../domain/meetups/ports/MatchLedger";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import type { ReportLedger } from "../../domain/meetups/ports/ReportLedger";
import { aMatch, aMember, anOptIn, aReport, DAY_ID, dayIdOf, SLOT } from "../support/meetupFixtures";
import { aSchoolOutcome } from "../support/schoolRounds";

/** The system's ledgers of one backend, on an empty database. */
export type LedgersSetUp = () => Promise<{
  readonly optIns: OptInLedger;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  /** Files a report as a student would (the ledger only reads them). */
  readonly fileReport: (report: ReturnType<typeof aReport>) => Promise<void>;
}>;

/** What the system's ledgers must do on every backend; run once per backend. */
export function describeLedgersContract(backendName: string, setUp: LedgersSetUp): void {
  describe(`OptInLedger contract: ${backendName}`, () => {
    it("lists a day's opt-ins at every school, and saves one on a student's behalf", async () => {
      const { optIns } = await setUp();
      await optIns.save(anOptIn("ana"));
      await optIns.save(anOptIn("eve", { school: "other.edu" }));
      await optIns.save(anOptIn("ben", { dayId: dayIdOf(SLOT + 2 * 86_400_000) }));
      const sorted = (await optIns.listForDay(DAY_ID)).map((optIn) => optIn.uid).sort();
      expect(sorted).toEqual(["ana", "eve"]);
      await optIns.save(anOptIn("ana", { waitlistSlots: [SLOT + 3_600_000] }));
      expect((await optIns.listForDay(DAY_ID)).find((optIn) => optIn.uid === "ana")?.waitlistSlots).toEqual([
        SLOT + 3_600_000,
      ]);
    });

    it("lists one school's opt-ins of a day, and the day's schools", async () => {
      const { optIns } = await setUp();
      for (const [uid, school] of [
        ["ana", "state.edu"],
        ["eve", "other.edu"],
        ["cy", "state.edu"],
        ["zed", "a.edu"],
      ]) {
        await optIns.save(anOptIn(uid as string, { school }));
      }
      await optIns.save(anOptIn("ben", { dayId: dayIdOf(SLOT + 2 * 86_400_000), school: "later.edu" }));
      expect(await optIns.schoolsForDay(DAY_ID)).toEqual(["a.edu", "other.edu", "state.edu"]);
      expect((await optIns.listForSchool(DAY_ID, "state.edu")).map((optIn) => optIn.uid).sort()).toEqual(["ana", "cy"]);
      expect(await optIns.schoolsForDay(dayIdOf(SLOT + 7 * 86_400_000))).toEqual([]);
      expect((await optIns.listForDay(DAY_ID)).map((optIn) => optIn.uid).sort()).toEqual(["ana", "cy", "eve", "zed"]);
    });
  });

  describe(`MatchLedger contract: ${backendName}`, () => {
    const pair = aMatch(["ana", "ben"]);
    const trio = aMatch(["cy", "eve", "fay"]);
    const stateOutcome = aSchoolOutcome({ matchCount: 1, notMatched: { dee: "no-partner" } });
    const farOutcome = aSchoolOutcome({ school: "far.edu", notMatched: { fay: "no-place" }, withoutPlace: true });
    const ranAt = stateOutcome.ranAt;

    it("records a school's matches and outcome once; a second recording writes nothing", async () => {
      const { matches } = await setUp();
      expect(await matches.startRound(DAY_ID, ["state.edu"], ranAt)).toBe(true);
      expect(await matches.recordSchoolRound(stateOutcome, [pair])).toBe(true);
      expect(await matches.recordSchoolRound({ ...stateOutcome, notMatched: {} }, [trio])).toBe(false);
      expect(await matches.findSchoolOutcome(DAY_ID, "state.edu")).toEqual(stateOutcome);
      expect(await matches.get(pair.id)).toEqual(pair);
      expect(await matches.get(trio.id)).toBeNull();
    });

    it("records a school as not yet told until its students are: then when", async () => {
      const { matches } = await setUp();
      await matches.startRound(DAY_ID, ["far.edu", "state.edu"], ranAt);
      await matches.recordSchoolRound(stateOutcome, [pair]);
      expect((await matches.findSchoolOutcome(DAY_ID, "state.edu"))?.toldAt).toBeNull();
      await matches.markSchoolTold(DAY_ID, "state.edu", ranAt + 60_000);
      await matches.markSchoolTold(DAY_ID, "far.edu", ranAt + 60_000);
      expect(await matches.findSchoolOutcome(DAY_ID, "state.edu")).toEqual({ ...stateOutcome, toldAt: ranAt + 60_000 });
      expect(await matches.findSchoolOutcome(DAY_ID, "far.edu")).toBeNull();
      expect(await matches.recordSchoolRound(farOutcome, [])).toBe(true);
      expect((await matches.findSchoolOutcome(DAY_ID, "far.edu"))?.toldAt).toBeNull();
    });

    it("starts a day's round once: a second start, or one after it is recorded, plans nothing", async () => {
      const { matches } = await setUp();
      const starts = await Promise.all([
        matches.startRound(DAY_ID, ["state.edu"], ranAt),
        matches.startRound(DAY_ID, ["state.edu"], ranAt),
      ]);
      expect(starts.sort()).toEqual([false, true]);
      await matches.recordSchoolRound(stateOutcome, [pair]);
      expect(await matches.startRound(DAY_ID, ["state.edu", "far.edu"], ranAt)).toBe(false);
    });

    it("records the day with the last school of its plan, recorded or given up on: counts and schools, no student", async () => {
      const { matches } = await setUp();
      await matches.startRound(DAY_ID, ["far.edu", "lost.edu", "state.edu"], ranAt);
      expect(await matches.recordSchoolRound(stateOutcome, [pair])).toBe(true);
      expect(await matches.recordSchoolRound(farOutcome, [])).toBe(true);
      expect(await matches.findRoundOutcome(DAY_ID)).toBeNull();
      expect(await matches.giveUpSchoolRound(DAY_ID, "lost.edu")).toBe(true);
      expect(await matches.giveUpSchoolRound(DAY_ID, "lost.edu")).toBe(false);
      expect(await matches.recordSchoolRound(aSchoolOutcome({ school: "lost.edu" }), [trio])).toBe(false);
      expect(await matches.findRoundOutcome(DAY_ID)).toEqual({
        dayId: DAY_ID,
        ranAt,
        schools: ["far.edu", "state.edu"],
        matchCount: 1,
        notMatchedCount: 2,
        schoolsWithoutPlace: ["far.edu"],
        schoolsFailed: ["lost.edu"],
      });
      expect(await matches.findSchoolOutcome(DAY_ID, "lost.edu")).toBeNull();
      expect(await matches.get(trio.id)).toBeNull();
    });

    it("records a day without any school at once", async () => {
      const { matches } = await setUp();
      expect(await matches.startRound(DAY_ID, [], ranAt)).toBe(true);
      expect(await matches.findRoundOutcome(DAY_ID)).toMatchObject({ schools: [], matchCount: 0 });
    });

    it("lists a day's matches at every school, or at one", async () => {
      const { matches } = await setUp();
      const elsewhere = aMatch(["gus", "hal"], { school: "far.edu" });
      await matches.add([pair, elsewhere]);
      expect((await matches.listForDay(DAY_ID)).map((match) => match.id).sort()).toEqual(
        [elsewhere.id, pair.id].sort(),
      );
      expect((await matches.listForDay(DAY_ID, "far.edu")).map((match) => match.id)).toEqual([elsewhere.id]);
    });

    it("lists one school's matches of a day at one time, and none of another time, school or day", async () => {
      const { matches } = await setUp();
      const later = aMatch(["cy", "eve"], { slot: SLOT + 1_800_000 });
      const elsewhere = aMatch(["gus", "hal"], { school: "far.edu" });
      const nextDay = aMatch(["ivy", "jo"], { id: "next-day", dayId: dayIdOf(SLOT + 86_400_000) });
      await matches.add([pair, later, elsewhere, nextDay]);
      expect((await matches.listForSlot(DAY_ID, "state.edu", SLOT)).map((match) => match.id)).toEqual([pair.id]);
      expect((await matches.listForSlot(DAY_ID, "state.edu", SLOT + 1_800_000)).map((match) => match.id)).toEqual([
        later.id,
      ]);
      expect(await matches.listForSlot(DAY_ID, "state.edu", SLOT + 3_600_000)).toEqual([]);
    });

    it("withdraws a recorded round, its schools' records and every match of its day together, unless refused; a day not recorded is left be", async () => {
      const { matches } = await setUp();
      expect(await matches.withdrawRound(DAY_ID, () => false)).toEqual({ status: "not-recorded" });
      await matches.startRound(DAY_ID, ["far.edu", "state.edu"], ranAt);
      await matches.recordSchoolRound(stateOutcome, [pair]);
      // Still matching far.edu: its task would claim it again after an undo.
      expect(await matches.withdrawRound(DAY_ID, () => false)).toEqual({ status: "not-recorded" });
      await matches.recordSchoolRound(farOutcome, []);
      await matches.add([{ ...trio, origin: "waitlist" }]);
      expect(await matches.withdrawRound(DAY_ID, (day) => day.length === 2)).toEqual({ status: "refused" });
      expect(await matches.get(pair.id)).toEqual(pair);
      const withdrawn = await matches.withdrawRound(DAY_ID, () => false);
      expect(withdrawn.status).toBe("withdrawn");
      expect(withdrawn.status === "withdrawn" ? withdrawn.matches.map((match) => match.id).sort() : []).toEqual(
        [pair.id, trio.id].sort(),
      );
      expect(await matches.findRoundOutcome(DAY_ID)).toBeNull();
      expect(await matches.findSchoolOutcome(DAY_ID, "state.edu")).toBeNull();
      expect(await matches.listForDay(DAY_ID)).toEqual([]);
      expect(await matches.startRound(DAY_ID, ["state.edu"], ranAt)).toBe(true);
      expect(await matches.recordSchoolRound(stateOutcome, [pair])).toBe(true);
      expect(await matches.findRoundOutcome(DAY_ID)).toMatchObject({ schools: ["state.edu"], matchCount: 1 });
    });

    it("adds matches outside a round, leaving one that exists as it is", async () => {
      const { matches } = await setUp();
      await matches.add([pair]);
      await matches.add([{ ...pair, origin: "waitlist" }, trio]);
      expect((await matches.get(pair.id))?.origin).toBe("round");
      expect(await matches.get(trio.id)).toEqual(trio);
    });

    it("adds the system's notices, each once", async () => {
      const { matches } = await setUp();
      await matches.add([pair]);
      await matches.addNotices(pair.id, ["reminder"]);
      await matches.addNotices(pair.id, ["reminder", "cancelled:ben"]);
      expect(await matches.get(pair.id)).toEqual({ ...pair, notices: ["reminder", "cancelled:ben"] });
    });

    const untoldTable = aMatch(["gus", "hal", "ivy", "jo"], {
      kind: "group-dinner",
      place: null,
      signal: { colourName: "", colour: "", codeWord: "" },
      revealAt: SLOT - 12 * 3_600_000,
      members: Object.fromEntries(["gus", "hal", "ivy", "jo"].map((uid) => [uid, aMember(uid, { firstName: "" })])),
    });
    const details = {
      place: { id: "hall", name: "Main Dining Hall", meetingPoint: "By the doors", address: "Campus" },
      signal: { colourName: "Sky", colour: "#3a86ff", codeWord: "Maple" },
      firstNames: { gus: "Gus", hal: "Hal", ivy: "Ivy", jo: "Jo" },
    };

    it("keeps a table's kind, when it is told, and that its place and first names are not told yet", async () => {
      const { matches } = await setUp();
      await matches.add([untoldTable]);
      expect(await matches.get(untoldTable.id)).toEqual(untoldTable);
    });

    it("tells a table its place, signal and first names once, leaving the members' answers as they are", async () => {
      const { matches } = await setUp();
      await matches.add([untoldTable]);
      await matches.addNotices(untoldTable.id, ["seated:jo"]);
      expect(await matches.revealTable(untoldTable.id, details)).toBe(true);
      expect(await matches.revealTable(untoldTable.id, { ...details, firstNames: { gus: "Someone" } })).toBe(false);
      const told = await matches.get(untoldTable.id);
      expect(told?.place).toEqual(details.place);
      expect(told?.signal).toEqual(details.signal);
      expect(
        Object.values(told?.members ?? {})
          .map((member) => member.firstName)
          .sort(),
      ).toEqual(["Gus", "Hal", "Ivy", "Jo"]);
      expect(told?.notices).toEqual(["seated:jo"]);
      expect(await matches.revealTable("no-such-table", details)).toBe(false);
    });

    it("seats more members at a table, once each, keeping those already there", async () => {
      const { matches } = await setUp();
      const confirmed = {
        ...untoldTable,
        members: { ...untoldTable.members, gus: aMember("gus", { firstName: "", confirmedAt: SLOT - 86_400_000 }) },
      };
      await matches.add([confirmed]);
      const kim = aMember("kim", { firstName: "", confirmedAt: SLOT - 3_600_000 });
      await matches.addMembers(untoldTable.id, [kim, aMember("gus")]);
      await matches.addMembers(untoldTable.id, [kim]);
      const seated = await matches.get(untoldTable.id);
      expect(seated?.memberIds).toEqual(["gus", "hal", "ivy", "jo", "kim"]);
      expect(seated?.members.kim).toEqual(kim);
      expect(seated?.members.gus?.confirmedAt).toBe(SLOT - 86_400_000);
    });

    it("seats one at a table only while it has room, once, and one of two taking its last seat at once", async () => {
      const { matches } = await setUp();
      const withOneGone = {
        ...untoldTable,
        members: { ...untoldTable.members, jo: aMember("jo", { firstName: "", cancelledAt: SLOT - 86_400_000 }) },
      };
      await matches.add([withOneGone]);
      const seat = (uid: string) => aMember(uid, { firstName: "", confirmedAt: SLOT - 3_600_000 });
      // Three still in of five seats: jo's cancelled seat is open again.
      expect(await matches.takeSeat(untoldTable.id, seat("kim"), 5)).toBe(true);
      expect(await matches.takeSeat(untoldTable.id, seat("kim"), 5)).toBe(true);
      const race = await Promise.all([
        matches.takeSeat(untoldTable.id, seat("lee"), 5),
        matches.takeSeat(untoldTable.id, seat("max"), 5),
      ]);
      expect(race.filter(Boolean)).toHaveLength(1);
      const seated = await matches.get(untoldTable.id);
      expect(seated?.memberIds).toHaveLength(6);
      expect(seated?.members.kim).toEqual(seat("kim"));
      expect(await matches.takeSeat(untoldTable.id, seat("ned"), 5)).toBe(false);
      expect(await matches.takeSeat("no-such-table", seat("ned"), 5)).toBe(false);
    });

    it("lists a school's matches since a time, and a day's matches at every school", async () => {
      const { matches } = await setUp();
      const old = aMatch(["ana", "cy"], {
        id: "old",
        dayId: dayIdOf(SLOT - 50 * 86_400_000),
        slot: SLOT - 50 * 86_400_000,
      });
      const elsewhere = aMatch(["gus", "hal"], { school: "other.edu" });
      await matches.add([pair, old, elsewhere]);
      const since = (await matches.listForSchoolSince("state.edu", SLOT - 30 * 86_400_000)).map((m) => m.id);
      expect(since).toEqual([pair.id]);
      const day = (await matches.listForDay(DAY_ID)).map((m) => m.id).sort();
      expect(day).toEqual([pair.id, elsewhere.id].sort());
    });
  });

  describe(`ReportLedger contract: ${backendName}`, () => {
    it("lists every block and report filed at a school", async () => {
      const { reports, fileReport } = await setUp();
      await fileReport(aReport("ana", "ben"));
      await fileReport(aReport("eve", "fay", { school: "other.edu" }));
      expect((await reports.listForSchool("state.edu")).map((report) => report.id)).toEqual([aReport("ana", "ben").id]);
    });
  });
}
