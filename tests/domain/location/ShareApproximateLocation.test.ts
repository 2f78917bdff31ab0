import { describe, expect, it, vi } from "vitest";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import type { Coordinates } from "../../../domain/location/Coordinates";
import type { Locator } from "../../../domain/location/ports/Locator";
import { type LocationSharingState, ShareApproximateLocation } from "../../../domain/location/ShareApproximateLocation";
import type { Match } from "../../../domain/meetups/Match";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { createLocalBackend } from "../../support/localBackend";
import { aMatch, aMember } from "../../support/meetupFixtures";

const CAMPUS: Coordinates = { latitude: 42.36004, longitude: -71.06003 };
/** One grid step north and one east of CAMPUS: about 140 m north-east. */
const NEAR: Coordinates = { latitude: 42.361, longitude: -71.059 };

/** Ana and Ben, both confirmed, meeting `slotIn` from now (10 minutes: inside the window). */
async function aMeal(slotIn = 10 * MINUTE_MS, fields: Partial<Match> = {}) {
  const backend = createLocalBackend(new Date());
  const slot = backend.clock.now() + slotIn;
  const confirmed = (uid: string) => aMember(uid, { confirmedAt: slot - 5 * HOUR_MS });
  const match = aMatch(["ana", "ben"], {
    slot,
    createdAt: slot - 2 * HOUR_MS,
    members: { ana: confirmed("ana"), ben: confirmed("ben") },
    ...fields,
  });
  await backend.matchStore.add([match]);
  /** The colour screen open on `uid`'s phone, at `where` (or failing as told). */
  const screen = (uid: string, locator: Locator = new FakeLocator(CAMPUS)) => {
    const useCase = new ShareApproximateLocation({
      session: { current: () => ({ uid }) } as never,
      locations: backend.locations,
      locator,
      clock: backend.clock,
      logger: backend.logger,
    });
    let latest: LocationSharingState | null = null;
    const sharing = useCase.start(match, (state) => {
      latest = state;
    });
    const until = (check: (state: LocationSharingState) => boolean) =>
      vi.waitFor(() => {
        if (latest === null || !check(latest)) throw new Error(`Not yet: ${JSON.stringify(latest)}`);
        return latest;
      });
    return { sharing, until, latest: () => latest };
  };
  return { backend, match, screen };
}

describe("sharing one's approximate location on the colour screen (ShareApproximateLocation)", () => {
  it("shows each member who shares how far and which way the other is; Stop sharing deletes it at once", async () => {
    const { backend, match, screen } = await aMeal();
    const ana = screen("ana", new FakeLocator(CAMPUS));
    const ben = screen("ben", new FakeLocator(NEAR));
    await ana.sharing.share();
    await ben.until((state) => state.others[0]?.sharing === true);
    expect(ben.latest()?.others[0]?.whereabouts).toBeNull();
    await ben.sharing.share();
    const seen = await ana.until((state) => state.others[0]?.whereabouts !== null);
    expect(seen.others[0]).toMatchObject({ firstName: "Ben", whereabouts: { metres: 150, direction: "north-east" } });
    await ben.until((state) => state.others[0]?.whereabouts?.direction === "south-west");
    // Only the grid position was stored, never the device's own.
    expect((await backend.locations.find(match.id, "ana"))?.position).toEqual({
      latitudeSteps: 42_360,
      longitudeSteps: -71_060,
    });
    await ana.sharing.stopSharing();
    expect(ana.latest()?.sharing).toBe("off");
    expect(await backend.locations.find(match.id, "ana")).toBeNull();
    await ben.until((state) => state.others[0]?.sharing === false && state.others[0]?.whereabouts === null);
  });

  it("writes nothing for a member who does not choose to share", async () => {
    const { backend, match, screen } = await aMeal();
    const ana = screen("ana");
    await ana.until((state) => state.available);
    backend.clock.advanceBy(5 * MINUTE_MS);
    ana.sharing.close();
    expect(await backend.locations.find(match.id, "ana")).toBeNull();
  });

  it("leaves the screen usable after a refusal of the device, saying why, with nothing stored", async () => {
    const { backend, match, screen } = await aMeal();
    const ana = screen("ana", new FakeLocator("denied"));
    await ana.sharing.share();
    expect(ana.latest()).toMatchObject({ available: true, sharing: "off", problem: "denied" });
    expect(await backend.locations.find(match.id, "ana")).toBeNull();
  });

  it("stops sharing, deleting the position, when the screen closes and when the window ends", async () => {
    const { backend, match, screen } = await aMeal();
    const ana = screen("ana");
    await ana.sharing.share();
    ana.sharing.close();
    await vi.waitFor(async () => expect(await backend.locations.find(match.id, "ana")).toBeNull());
    const again = screen("ana");
    await again.sharing.share();
    expect(await backend.locations.find(match.id, "ana")).not.toBeNull();
    backend.clock.advanceBy(40 * MINUTE_MS);
    await again.until((state) => !state.available && state.sharing === "off");
    expect(await backend.locations.find(match.id, "ana")).toBeNull();
  });

  it("offers nothing before the window, nor on a meal the other member did not confirm", async () => {
    const early = await aMeal(HOUR_MS);
    expect((await early.screen("ana").until(() => true)).available).toBe(false);
    const unconfirmed = await aMeal(10 * MINUTE_MS, {
      members: { ana: aMember("ana", { confirmedAt: Date.now() - HOUR_MS }), ben: aMember("ben") },
    });
    const ana = unconfirmed.screen("ana");
    expect((await ana.until(() => true)).available).toBe(false);
    await ana.sharing.share();
    expect(await unconfirmed.backend.locations.find(unconfirmed.match.id, "ana")).toBeNull();
  });
});
