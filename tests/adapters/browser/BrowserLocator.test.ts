import { describe, expect, it } from "vitest";
import { BrowserLocator } from "../../../adapters/browser/BrowserLocator";
import type { Coordinates } from "../../../domain/location/Coordinates";
import { LocationError } from "../../../domain/location/LocationError";
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from "../../../domain/location/locationRules";
import { describeLocatorContract, type LocatorFailure } from "../../contracts/locatorContract";

/** A device's Geolocation that answers every request the same way, and remembers the options asked with. */
class FakeGeolocation implements Geolocation {
  readonly askedWith: (PositionOptions | undefined)[] = [];
  readonly #answer: Coordinates | number;

  /** Coordinates, or the `GeolocationPositionError` code it fails with. */
  constructor(answer: Coordinates | number) {
    this.#answer = answer;
  }

  getCurrentPosition(succeed: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions): void {
    this.askedWith.push(options);
    const answer = this.#answer;
    // Like a browser: the answer comes later, never during the call.
    queueMicrotask(() => {
      if (typeof answer === "number") fail?.(positionError(answer));
      else succeed(position(answer));
    });
  }

  watchPosition(): number {
    throw new Error("BrowserLocator only asks once");
  }

  clearWatch(): void {}
}

function position({ latitude, longitude }: Coordinates): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 1200,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
    toJSON: () => ({ latitude, longitude }),
  };
  return { coords, timestamp: 1_757_000_000_000, toJSON: () => ({ coords }) };
}

function positionError(code: number): GeolocationPositionError {
  return { code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

const CODE_OF: Record<Exclude<LocatorFailure, "unsupported">, number> = {
  denied: 1,
  unavailable: 2,
  timeout: 3,
  unknown: 0,
};

describeLocatorContract("BrowserLocator", async (answer) => {
  if (answer === "unsupported") return new BrowserLocator(undefined);
  return new BrowserLocator(new FakeGeolocation(typeof answer === "string" ? CODE_OF[answer] : answer));
});

describe("BrowserLocator", () => {
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("asks once for a rough position, waiting up to 10 s and accepting one up to 5 minutes old", async () => {
    const geolocation = new FakeGeolocation({ latitude: 42.3601, longitude: -71.0589 });
    await new BrowserLocator(geolocation).locate();
    expect(geolocation.askedWith).toEqual([{ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 }]);
    expect(geolocation.askedWith[0]).toEqual({
      enableHighAccuracy: false,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    });
  });

  it("resolves only the latitude and longitude of the position", async () => {
    const located = await new BrowserLocator(new FakeGeolocation({ latitude: -33.8688, longitude: 151.2093 })).locate();
    expect(located).toStrictEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "timeout"],
    [0, "unknown"],
    [4, "unknown"],
  ] as const)("maps the error code %i to the reason '%s'", async (code, reason) => {
    const failure = await failureOf(new BrowserLocator(new FakeGeolocation(code)).locate());
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ reason, cause: { code } });
  });

  it("fails as unsupported where the browser has no geolocation", async () => {
    const failure = await failureOf(new BrowserLocator(undefined).locate());
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ reason: "unsupported" });
  });

  it("fails as unknown, never with a raw error, when asking itself throws", async () => {
    const geolocation = new FakeGeolocation(0);
    geolocation.getCurrentPosition = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const failure = await failureOf(new BrowserLocator(geolocation).locate());
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ reason: "unknown" });
  });
});
