import { describe, expect, it } from "vitest";
import { COARSE_STEPS_PER_DEGREE } from "../../domain/location/approximateLocationRules";
import type { CoarsePosition } from "../../domain/location/CoarsePosition";
import { locationSharingEndsAt } from "../../domain/location/locationSharing";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { LocationShareLedger } from "../../domain/location/ports/LocationShareLedger";
import type { Match } from "../../domain/meetups/Match";
import { HOUR_MS, MINUTE_MS } from "../../domain/shared/time";
import { aMatch, aMember } from "../support/meetupFixtures";

/**
 * The system has written `matches`; `as(uid)` is the adapter used by that signed-in student (ana,
 * ben, cy: verified at state.edu); `ledger` is the system's side of the same store; `now` the
 * store's time.
 */
export type LocationShareSetUp = (matches: readonly Match[]) => Promise<{
  readonly as: (uid: string) => Promise<LocationShare>;
  readonly ledger: LocationShareLedger;
  readonly now: () => number;
}>;

/** How long a change may take to reach another member's watch (with room for a loaded machine). */
const DELIVERY_MS = 5_000;

/** The first position of the watch that satisfies `until`, or the watch's error. */
function nextPosition(
  store: LocationShare,
  match: Match,
  viewerUid: string,
  sharerUid: string,
  until: (position: CoarsePosition | null) => boolean,
): Promise<CoarsePosition | null> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error("No such position in time"));
    }, DELIVERY_MS);
    stop = store.watch(
      match.id,
      viewerUid,
      sharerUid,
      (position) => {
        if (!until(position)) return;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(position);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const HERE: CoarsePosition = { latitudeSteps: 42_357, longitudeSteps: -71_062 };
const MOVED: CoarsePosition = { latitudeSteps: 42_358, longitudeSteps: -71_062 };

/** What every LocationShare adapter must do: the positions shared on a confirmed meal's colour screen. */
export function describeLocationShareContract(adapterName: string, setUp: LocationShareSetUp): void {
  describe(`LocationShare contract: ${adapterName}`, () => {
    const confirmed = (uid: string, fields = {}) => aMember(uid, { confirmedAt: Date.now() - HOUR_MS, ...fields });
    /** Ana and Ben (both confirmed unless told), meeting `slotIn` from now. */
    const meal = (slotIn: number, members: Partial<Record<"ana" | "ben", object>> = {}) => {
      const slot = Date.now() + slotIn;
      return aMatch(["ana", "ben"], {
        slot,
        createdAt: slot - 2 * HOUR_MS,
        members: { ana: confirmed("ana", members.ana), ben: confirmed("ben", members.ben) },
      });
    };

    it("brings what a confirmed member shares, moves and stops to the other member, at once", async () => {
      const match = meal(10 * MINUTE_MS);
      const { as } = await setUp([match]);
      const [ana, ben] = [await as("ana"), await as("ben")];
      expect(await nextPosition(ben, match, "ben", "ana", () => true)).toBeNull();
      const arriving = nextPosition(ben, match, "ben", "ana", (position) => position !== null);
      await ana.share(match.id, "ana", HERE, locationSharingEndsAt(match));
      expect(await arriving).toEqual(HERE);
      const moving = nextPosition(
        ben,
        match,
        "ben",
        "ana",
        (position) => position?.latitudeSteps === MOVED.latitudeSteps,
      );
      await ana.share(match.id, "ana", MOVED, locationSharingEndsAt(match));
      expect(await moving).toEqual(MOVED);
      const gone = nextPosition(ben, match, "ben", "ana", (position) => position === null);
      await ana.stop(match.id, "ana");
      expect(await gone).toBeNull();
    });

    it("takes a position only inside the window: from 15 minutes before the meal until 30 after its start", async () => {
      const early = meal(20 * MINUTE_MS);
      const late = { ...meal(-31 * MINUTE_MS), id: `${meal(0).id}-late` };
      const { as } = await setUp([early, late]);
      const ana = await as("ana");
      await expect(ana.share(early.id, "ana", HERE, locationSharingEndsAt(early))).rejects.toMatchObject({
        name: "RequestRefusedError",
      });
      await expect(ana.share(late.id, "ana", HERE, locationSharingEndsAt(late))).rejects.toMatchObject({
        name: "RequestRefusedError",
      });
    });

    it("refuses a member of an unconfirmed meal, and one whose partner cancelled", async () => {
      const unconfirmed = meal(10 * MINUTE_MS, { ben: { confirmedAt: null } });
      const { as } = await setUp([unconfirmed]);
      await expect(
        (await as("ana")).share(unconfirmed.id, "ana", HERE, locationSharingEndsAt(unconfirmed)),
      ).rejects.toMatchObject({ name: "RequestRefusedError" });
      const cancelled = meal(10 * MINUTE_MS, { ben: { cancelledAt: Date.now() - HOUR_MS } });
      const second = await setUp([cancelled]);
      await expect(
        (await second.as("ana")).share(cancelled.id, "ana", HERE, locationSharingEndsAt(cancelled)),
      ).rejects.toMatchObject({ name: "RequestRefusedError" });
    });

    it("refuses a position finer than the grid, off the globe, or kept past the window", async () => {
      const match = meal(10 * MINUTE_MS);
      const { as } = await setUp([match]);
      const ana = await as("ana");
      const endsAt = locationSharingEndsAt(match);
      const refusals = [
        ana.share(match.id, "ana", { latitudeSteps: 42_357.4, longitudeSteps: -71_062 }, endsAt),
        ana.share(match.id, "ana", { latitudeSteps: 91 * COARSE_STEPS_PER_DEGREE, longitudeSteps: 0 }, endsAt),
        ana.share(match.id, "ana", HERE, endsAt + HOUR_MS),
      ];
      for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ name: "RequestRefusedError" });
    });

    it("lets no stranger follow a position, nor share on the match", async () => {
      const match = meal(10 * MINUTE_MS);
      const { as } = await setUp([match]);
      const [ana, cy] = [await as("ana"), await as("cy")];
      await ana.share(match.id, "ana", HERE, locationSharingEndsAt(match));
      await expect(nextPosition(cy, match, "cy", "ana", () => true)).rejects.toMatchObject({
        name: "RequestRefusedError",
      });
      await expect(cy.share(match.id, "cy", HERE, locationSharingEndsAt(match))).rejects.toMatchObject({
        name: "RequestRefusedError",
      });
    });

    it("keeps a position for the system until its window ends, then the clean-up deletes it", async () => {
      const match = meal(10 * MINUTE_MS);
      const { as, ledger, now } = await setUp([match]);
      await (await as("ana")).share(match.id, "ana", HERE, locationSharingEndsAt(match));
      const shared = await ledger.find(match.id, "ana");
      expect(shared).toMatchObject({
        matchId: match.id,
        uid: "ana",
        position: HERE,
        expiresAt: locationSharingEndsAt(match),
      });
      expect(await ledger.find(match.id, "ben")).toBeNull();
      expect(await ledger.deleteEnded(now(), 10)).toBe(0);
      expect(await ledger.deleteEnded(locationSharingEndsAt(match), 10)).toBe(1);
      expect(await ledger.find(match.id, "ana")).toBeNull();
    });

    it("deletes the ended positions a page at a time, those that ended first", async () => {
      const early = meal(5 * MINUTE_MS);
      const late = { ...meal(10 * MINUTE_MS), id: "later-meal" };
      const { as, ledger } = await setUp([early, late]);
      await (await as("ana")).share(early.id, "ana", HERE, locationSharingEndsAt(early));
      await (await as("ben")).share(early.id, "ben", MOVED, locationSharingEndsAt(early));
      await (await as("ana")).share(late.id, "ana", HERE, locationSharingEndsAt(late));
      const allEnded = locationSharingEndsAt(late);
      expect(await ledger.deleteEnded(allEnded, 2)).toBe(2);
      expect(await ledger.find(early.id, "ana")).toBeNull();
      expect(await ledger.find(early.id, "ben")).toBeNull();
      expect(await ledger.find(late.id, "ana")).not.toBeNull();
      expect(await ledger.deleteEnded(allEnded, 2)).toBe(1);
      expect(await ledger.deleteEnded(allEnded, 2)).toBe(0);
    });

    it("erases one member's position for the system (a deletion of their account)", async () => {
      const match = meal(10 * MINUTE_MS);
      const { as, ledger } = await setUp([match]);
      await (await as("ana")).share(match.id, "ana", HERE, locationSharingEndsAt(match));
      await (await as("ben")).share(match.id, "ben", MOVED, locationSharingEndsAt(match));
      await ledger.remove(match.id, "ana");
      expect(await ledger.find(match.id, "ana")).toBeNull();
      expect(await ledger.find(match.id, "ben")).not.toBeNull();
    });
  });
}
