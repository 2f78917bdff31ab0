import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import {
  ForgetEndedLocationShares,
  LOCATION_CLEANUP_PAGE_SIZE,
  LOCATION_CLEANUP_PAGES_PER_RUN,
} from "../../../domain/location/ForgetEndedLocationShares";
import type { LocationShareLedger, SharedLocation } from "../../../domain/location/ports/LocationShareLedger";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";

const NOW = Date.UTC(2030, 2, 6, 14);

/** Ended positions in memory, counting the pages asked for and the most any page held. */
class PagedLedger implements LocationShareLedger {
  positions: SharedLocation[];
  pages = 0;
  largestPage = 0;

  constructor(count: number, expiresAt: EpochMillis) {
    this.positions = Array.from({ length: count }, (_, i) => ({
      matchId: `m${i}`,
      uid: "ana",
      position: { latitudeSteps: 0, longitudeSteps: 0 },
      sharedAt: expiresAt - 1,
      expiresAt,
    }));
  }

  async find(): Promise<SharedLocation | null> {
    return null;
  }

  async remove(): Promise<void> {}

  async deleteEnded(now: EpochMillis, limit: number): Promise<number> {
    this.pages += 1;
    const page = this.positions.filter((position) => position.expiresAt <= now).slice(0, limit);
    this.largestPage = Math.max(this.largestPage, page.length);
    this.positions = this.positions.filter((position) => !page.includes(position));
    return page.length;
  }
}

describe("the clean-up of ended shared positions (ForgetEndedLocationShares)", () => {
  it("deletes more than a page in pages of the named size, and stops at the first short page", async () => {
    const ledger = new PagedLedger(2 * LOCATION_CLEANUP_PAGE_SIZE + 1, NOW - 1);
    const deleted = await new ForgetEndedLocationShares(ledger, new ManualClock(NOW)).execute();
    expect(deleted).toBe(2 * LOCATION_CLEANUP_PAGE_SIZE + 1);
    expect(ledger.pages).toBe(3);
    expect(ledger.largestPage).toBe(LOCATION_CLEANUP_PAGE_SIZE);
    expect(ledger.positions).toEqual([]);
  });

  it("reads at most its pages a run, and leaves the rest to the next run", async () => {
    const most = LOCATION_CLEANUP_PAGE_SIZE * LOCATION_CLEANUP_PAGES_PER_RUN;
    const ledger = new PagedLedger(most + 5, NOW - 1);
    const cleanUp = new ForgetEndedLocationShares(ledger, new ManualClock(NOW));
    expect(await cleanUp.execute()).toBe(most);
    expect(ledger.pages).toBe(LOCATION_CLEANUP_PAGES_PER_RUN);
    expect(await cleanUp.execute()).toBe(5);
  });

  it("keeps positions whose window has not ended", async () => {
    const ledger = new PagedLedger(3, NOW + 1);
    expect(await new ForgetEndedLocationShares(ledger, new ManualClock(NOW)).execute()).toBe(0);
    expect(ledger.positions).toHaveLength(3);
  });
});
