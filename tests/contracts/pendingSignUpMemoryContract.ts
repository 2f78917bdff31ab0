import { describe, expect, it } from "vitest";
import type { PendingSignUpMemory } from "../../domain/account/ports/PendingSignUpMemory";

/**
 * What every PendingSignUpMemory adapter must do; run once per adapter. `setUp` gives the device's
 * memory; `anotherTab`, where the adapter has tabs, the same device's memory as another tab (or the
 * tab opened again after it closed) sees it.
 */
export function describePendingSignUpMemoryContract(
  adapterName: string,
  setUp: () => { memory: PendingSignUpMemory; anotherTab?: () => PendingSignUpMemory },
): void {
  describe(`PendingSignUpMemory contract: ${adapterName}`, () => {
    it("remembers nothing at first", () => {
      expect(setUp().memory.recall()).toBeNull();
    });

    it("recalls the sign-up it remembered, with its 18+ answer, until it forgets it", () => {
      const { memory } = setUp();
      memory.remember({ email: "ana@state.edu", confirmedAdult: true });
      expect(memory.recall()).toEqual({ email: "ana@state.edu", confirmedAdult: true });
      memory.remember({ email: "ben@state.edu", confirmedAdult: false });
      expect(memory.recall()).toEqual({ email: "ben@state.edu", confirmedAdult: false });
      memory.forget();
      expect(memory.recall()).toBeNull();
    });

    it("is the device's: another tab, or the tab opened again, recalls it", () => {
      const { memory, anotherTab } = setUp();
      if (anotherTab === undefined) return;
      memory.remember({ email: "ana@state.edu", confirmedAdult: true });
      expect(anotherTab().recall()).toEqual({ email: "ana@state.edu", confirmedAdult: true });
      anotherTab().forget();
      expect(memory.recall()).toBeNull();
    });
  });
}
