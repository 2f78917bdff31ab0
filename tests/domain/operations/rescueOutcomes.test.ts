import { describe, expect, it } from "vitest";
import { type Match, rescueSeatNotice } from "../../../domain/meetups/Match";
import { matchShare, rescueOfferShare } from "../../../domain/operations/outcomeShares";
import { outcomesReport } from "../../../domain/operations/outcomesReport";
import { recountOutcomes } from "../../../domain/operations/recountOutcomes";
import { weekOfDate } from "../../../domain/operations/weeks";
import { HOUR_MS } from "../../../domain/shared/time";
import { aMatch, aMember } from "../../support/meetupFixtures";
import { matchedPairOnWednesday, WEDNESDAY, wednesdayAt } from "../../support/meetupWorld";
import { rescueWorld } from "../../support/rescueWorld";

/**
 * The console's rescues: offered and taken, and show-up with and without a rescue, counted from the
 * documents a real rescue leaves (the local backend, on the manual clock).
 */

const WEEK = weekOfDate(WEDNESDAY);

/** Ana and Ben confirmed for Wednesday at 12:00; Ben cancels at 11:30, Cy (on standby) is offered and takes it. */
async function rescuedLunch() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  const rescue = rescueWorld(world);
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  const cy = await world.student("cy");
  const { clock } = world.backend;
  clock.skipTo(wednesdayAt(9));
  await rescue.desk.standBy(WEDNESDAY, rescue.subject(cy));
  clock.skipTo(wednesdayAt(11, 30));
  await ben.respond.cancel(match.id);
  const [offer] = (await rescue.desk.look(WEDNESDAY, rescue.subject(cy))).offers;
  const rescueId = await rescue.desk.accept(offer?.id ?? "", rescue.subject(cy));
  clock.skipTo(wednesdayAt(11, 58));
  await ana.respond.arrive(rescueId, "here");
  await cy.respond.arrive(rescueId, "here");
  clock.skipTo(wednesdayAt(12) + 3 * HOUR_MS);
  const documents = {
    accounts: [],
    profiles: [],
    optIns: [],
    matches: await world.backend.system.matches.listForDay(WEDNESDAY),
    reports: [],
    rescueOffers: await rescue.ledger.listOffers(WEDNESDAY),
  };
  return { documents, now: clock.now(), match, rescueId };
}

describe("the outcomes of a same-day rescue", () => {
  it("count the rescue offered and taken, the seat left alone as rescued (never a no-show), and the rescue's own seats", async () => {
    const { documents, now } = await rescuedLunch();
    const [row, ...others] = recountOutcomes(documents, "UTC", now);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ school: "state.edu", week: WEEK });
    expect(row?.counts).toMatchObject({
      matched: 4,
      confirmed: 3,
      met: 2,
      lateCancellations: 1,
      noShows: 0,
      metMeals: 1,
      rescuesOffered: 1,
      rescuesTaken: 1,
      rescuedSeats: 1,
      rescueSeats: 2,
      rescueSeatsMet: 2,
    });
  });

  it("show-up without a rescue leaves the rescues out; with a rescue, the one left alone and rescued counts as shown up", async () => {
    const { documents, now } = await rescuedLunch();
    const { rates } = outcomesReport(recountOutcomes(documents, "UTC", now), null, [WEEK]);
    expect(rates.showUp).toBeCloseTo(2 / 3);
    expect(rates.showUpWithoutRescue).toBe(0);
    expect(rates.showUpWithRescue).toBe(1);
    expect(rates.rescuesTaken).toBe(1);
  });

  it("never counts a rescued student as a no-show, whatever the partner who cancelled late answers", () => {
    const slot = wednesdayAt(12);
    const confirmed = { confirmedAt: slot - 24 * HOUR_MS };
    const fellApart = (notices: string[]): Match =>
      aMatch(["ana", "ben"], {
        dayId: WEDNESDAY,
        slot,
        notices,
        members: {
          ana: aMember("ana", confirmed),
          ben: aMember("ben", {
            ...confirmed,
            cancelledAt: slot - HOUR_MS,
            feedback: {
              met: "they-did-not-come",
              rating: null,
              meetAgain: null,
              meetAgainWith: null,
              at: slot + HOUR_MS,
            },
          }),
        },
      });
    expect(matchShare(fellApart([]), slot + 2 * HOUR_MS)[0]?.counts).toMatchObject({ noShows: 1, rescuedSeats: 0 });
    expect(matchShare(fellApart(["rescued:ana"]), slot + 2 * HOUR_MS)[0]?.counts).toMatchObject({
      noShows: 0,
      rescuedSeats: 1,
    });
  });

  it("counts a seat taken at a table by a rescue as the rescue's, and only that seat", () => {
    const slot = wednesdayAt(12, 30);
    const here = { confirmedAt: slot - HOUR_MS, arrival: { kind: "here" as const, at: slot - HOUR_MS / 12 } };
    const table = aMatch(["ana", "gil", "hal", "ivy"], {
      dayId: `${WEDNESDAY}-group-dinner`,
      kind: "group-dinner",
      slot,
      notices: [rescueSeatNotice("ana")],
      members: Object.fromEntries(["ana", "gil", "hal", "ivy"].map((uid) => [uid, aMember(uid, here)])),
    });
    expect(matchShare(table, slot + 2 * HOUR_MS)[0]?.counts).toMatchObject({
      confirmed: 4,
      met: 4,
      rescueSeats: 1,
      rescueSeatsMet: 1,
    });
  });

  it("counts an offer in the week of its meal day, taken or not", async () => {
    const { documents } = await rescuedLunch();
    const [offer] = documents.rescueOffers;
    if (offer === undefined) throw new Error("no offer");
    expect(rescueOfferShare(offer)).toEqual([
      { school: "state.edu", week: WEEK, counts: { rescuesOffered: 1, rescuesTaken: 1 } },
    ]);
    expect(rescueOfferShare({ ...offer, takenBy: null, takenAt: null })[0]?.counts).toEqual({
      rescuesOffered: 1,
      rescuesTaken: 0,
    });
  });
});
