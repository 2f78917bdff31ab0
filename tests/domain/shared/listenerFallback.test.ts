import { describe, expect, it } from "vitest";
import {
  FALLBACK_POLL_FIRST_DELAY_MS,
  FALLBACK_POLL_MAX_DELAY_MS,
  fallbackPollDelay,
} from "../../../domain/shared/listenerFallback";
import { MINUTE_MS, SECOND_MS } from "../../../domain/shared/time";

describe("polling while a listener is down (fallbackPollDelay)", () => {
  it("starts at 15 s and doubles with each poll", () => {
    expect(FALLBACK_POLL_FIRST_DELAY_MS).toBe(15 * SECOND_MS);
    expect([0, 1, 2, 3, 4, 5].map(fallbackPollDelay)).toEqual(
      [15, 30, 60, 120, 240, 480].map((seconds) => seconds * SECOND_MS),
    );
  });

  it("never waits longer than 10 minutes, however long the listener stays down", () => {
    expect(FALLBACK_POLL_MAX_DELAY_MS).toBe(10 * MINUTE_MS);
    expect(fallbackPollDelay(6)).toBe(FALLBACK_POLL_MAX_DELAY_MS);
    expect(fallbackPollDelay(10_000)).toBe(FALLBACK_POLL_MAX_DELAY_MS);
  });
});
