import type { Coordinates } from "../Coordinates";

/**
 * Finds where the device is, roughly. Fails with `LocationError`, whose reason
 * says why (unsupported, denied, unavailable, timeout, unknown).
 */
export interface Locator {
  locate(): Promise<Coordinates>;
}
