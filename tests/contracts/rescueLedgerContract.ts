import { describe, expect, it } from "vitest";
import type { RescueLedger } from "../../domain/rescue/ports/RescueLedger";
import type { RescueRecords } from "../../domain/rescue/ports/RescueRecords";
import type { RescueOffer } from "../../domain/rescue/RescueOffer";
import { aMatch, DAY_ID, SLOT } from "../support/meetupFixtures";

/** The rescue's ledger of one backend, on an empty database. */
export type RescueLedgerSetUp = () => Promise<RescueLedger & RescueRecords>;

export function anOffer(fields: Partial<RescueOffer> = {}): RescueOffer {
  const match = aMatch(["ana", "ben"]);
  return {
    id: `${match.id}__cy`,
    dayId: DAY_ID,
    school: "state.edu",
    matchId: match.id,
    strandedUid: "ana",
    candidateUid: "cy",
    candidateKind: "standby",
    tableId: null,
    place: match.place ?? { id: "", name: "", meetingPoint: "", address: "" },
    slot: SLOT,
    offeredAt: SLOT - 60_000,
    takenBy: null,
    takenAt: null,
    rescueMatchId: null,
    ...fields,
  };
}

/**
 * An offer without where its notification stands: on Firebase the system's own trigger
 * (onRescueOfferWritten) records that beside these tests.
 */
const withoutPushState = (offer: RescueOffer | null | undefined) => {
  if (offer === null || offer === undefined) return offer;
  const { pushState: _pushState, ...rest } = offer;
  return rest;
};

/** What the rescue's ledger and records must do on every backend; run once per backend. */
export function describeRescueLedgerContract(backendName: string, setUp: RescueLedgerSetUp): void {
  describe(`RescueLedger contract: ${backendName}`, () => {
    it("keeps a day's standbys, one per student, and takes one back", async () => {
      const ledger = await setUp();
      await ledger.saveStandby({ dayId: DAY_ID, uid: "cy", school: "state.edu", since: SLOT - 3_600_000 });
      await ledger.saveStandby({ dayId: DAY_ID, uid: "cy", school: "state.edu", since: SLOT - 1_800_000 });
      await ledger.saveStandby({ dayId: DAY_ID, uid: "dee", school: "state.edu", since: SLOT - 600_000 });
      await ledger.saveStandby({ dayId: "2000-01-01", uid: "eve", school: "state.edu", since: 0 });
      const listed = [...(await ledger.listStandbys(DAY_ID))].sort((a, b) => a.uid.localeCompare(b.uid));
      expect(listed).toEqual([
        { dayId: DAY_ID, uid: "cy", school: "state.edu", since: SLOT - 1_800_000 },
        { dayId: DAY_ID, uid: "dee", school: "state.edu", since: SLOT - 600_000 },
      ]);
      await ledger.removeStandby(DAY_ID, "cy");
      await ledger.removeStandby(DAY_ID, "nobody");
      expect((await ledger.listStandbys(DAY_ID)).map((entry) => entry.uid)).toEqual(["dee"]);
    });

    it("adds an offer once, and lists a day's offers", async () => {
      const ledger = await setUp();
      expect(await ledger.addOffer(anOffer())).toBe(true);
      expect(await ledger.addOffer(anOffer({ offeredAt: SLOT }))).toBe(false);
      expect(withoutPushState(await ledger.getOffer(anOffer().id))).toEqual(anOffer());
      expect(await ledger.getOffer("nothing")).toBeNull();
      expect((await ledger.listOffers(DAY_ID)).map(withoutPushState)).toEqual([anOffer()]);
      expect(await ledger.listOffers("2000-01-01")).toEqual([]);
    });

    it("keeps an open seat at a table: its kind and the table", async () => {
      const ledger = await setUp();
      const seat = anOffer({
        id: `${anOffer().matchId}__the-table`,
        candidateUid: "ana",
        candidateKind: "table",
        tableId: "the-table",
      });
      expect(await ledger.addOffer(seat)).toBe(true);
      expect(withoutPushState(await ledger.getOffer(seat.id))).toEqual(seat);
    });

    it("records where an offer's notification stands, and nothing for an offer not there", async () => {
      const ledger = await setUp();
      await ledger.addOffer(anOffer());
      expect(await ledger.setPushState(anOffer().id, "withdrawn")).toBe(false);
      expect(await ledger.setPushState(anOffer().id, "told")).toBe(true);
      expect(await ledger.getOffer(anOffer().id)).toEqual({ ...anOffer(), pushState: "told" });
      expect(await ledger.setPushState(anOffer().id, "withdrawn")).toBe(true);
      expect((await ledger.getOffer(anOffer().id))?.pushState).toBe("withdrawn");
      expect(await ledger.setPushState(anOffer().id, "told")).toBe(false);
      expect(await ledger.setPushState("nothing", "told")).toBe(false);
      expect(await ledger.getOffer("nothing")).toBeNull();
    });

    it("moves an offer's notification on once under two runs at the same moment: one of them sends", async () => {
      const ledger = await setUp();
      await ledger.addOffer(anOffer());
      const told = await Promise.all([
        ledger.setPushState(anOffer().id, "told"),
        ledger.setPushState(anOffer().id, "told"),
      ]);
      expect(told.filter(Boolean)).toHaveLength(1);
      const withdrawn = await Promise.all([
        ledger.setPushState(anOffer().id, "withdrawn"),
        ledger.setPushState(anOffer().id, "withdrawn"),
      ]);
      expect(withdrawn.filter(Boolean)).toHaveLength(1);
    });

    it("takes an offer once under two takes at the same moment, and records the match it made", async () => {
      const ledger = await setUp();
      await ledger.addOffer(anOffer({ candidateKind: "alone" }));
      const takes = await Promise.all([ledger.take(anOffer().id, "cy", SLOT), ledger.take(anOffer().id, "ana", SLOT)]);
      const taken = takes.filter((offer) => offer !== null);
      expect(taken).toHaveLength(1);
      expect(await ledger.take(anOffer().id, "cy", SLOT + 1)).toBeNull();
      expect(await ledger.take("nothing", "cy", SLOT)).toBeNull();
      await ledger.setRescueMatch(anOffer().id, "the-rescue");
      const stored = await ledger.getOffer(anOffer().id);
      expect(withoutPushState(stored)).toEqual(
        withoutPushState({ ...taken[0], rescueMatchId: "the-rescue" } as RescueOffer),
      );
      expect(stored?.takenAt).toBe(SLOT);
    });

    it("finds one student's standbys and offers, whatever the day, and removes them", async () => {
      const ledger = await setUp();
      await ledger.saveStandby({ dayId: DAY_ID, uid: "cy", school: "state.edu", since: SLOT - 3_600_000 });
      await ledger.saveStandby({ dayId: "2000-01-01", uid: "cy", school: "state.edu", since: 0 });
      await ledger.saveStandby({ dayId: DAY_ID, uid: "dee", school: "state.edu", since: SLOT });
      await ledger.addOffer(anOffer());
      await ledger.addOffer(anOffer({ id: "other__dee", strandedUid: "eve", candidateUid: "dee" }));
      expect((await ledger.standbysOf("cy")).map((entry) => entry.dayId).sort()).toEqual(["2000-01-01", DAY_ID]);
      expect((await ledger.offersInvolving("cy")).map((offer) => offer.id)).toEqual([anOffer().id]);
      expect((await ledger.offersInvolving("ana")).map((offer) => offer.id)).toEqual([anOffer().id]);
      await ledger.removeOffer(anOffer().id);
      await ledger.removeStandby("2000-01-01", "cy");
      expect(await ledger.offersInvolving("ana")).toEqual([]);
      expect((await ledger.standbysOf("cy")).map((entry) => entry.dayId)).toEqual([DAY_ID]);
      expect(await ledger.offersInvolving("dee")).toHaveLength(1);
    });
  });
}
