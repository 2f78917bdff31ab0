import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { NominatimGeocoder, type NominatimGeocoderOptions } from "../../../adapters/nominatim/NominatimGeocoder";
import type { CacheStorage } from "../../../adapters/nominatim/reverseGeocodeCache";
import type { Coordinates } from "../../../domain/location/Coordinates";
import { LocationError } from "../../../domain/location/LocationError";
import { CONTRACT_POSITION, describeGeocoderContract } from "../../contracts/geocoderContract";
import city from "./fixtures/city.json?raw";
import county from "./fixtures/county.json?raw";
import nothingFound from "./fixtures/nothing-found.json?raw";
import town from "./fixtures/town.json?raw";
import unnamed from "./fixtures/unnamed.json?raw";
import village from "./fixtures/village.json?raw";

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** Nominatim's answers, as recorded, by the ~1 km cell (`lat,lon` to 2 decimals) they are about. */
const FIXTURE_BY_CELL: Readonly<Record<string, string>> = {
  "42.36,-71.06": city,
  "42.39,-72.53": town,
  "52.18,0.10": village,
  "35.50,-111.80": county,
  "66.50,-86.00": unnamed,
  "40.00,-40.00": nothingFound,
};

const BOSTON: Coordinates = { latitude: 42.3601, longitude: -71.0589 };
const AMHERST: Coordinates = { latitude: 42.3868, longitude: -72.5301 };
const GRANTCHESTER: Coordinates = { latitude: 52.1818, longitude: 0.0964 };
const COCONINO_FOREST: Coordinates = { latitude: 35.5012, longitude: -111.8034 };
const NUNAVUT: Coordinates = { latitude: 66.5, longitude: -86 };
const MID_ATLANTIC: Coordinates = { latitude: 40, longitude: -40 };

const json = (body: string, status = 200): Answer => {
  return (_request, response) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    response.end(body);
  };
};

const byPlace: Answer = (request, response) => {
  const query = new URL(request.url ?? "/", "http://stub").searchParams;
  const recorded = FIXTURE_BY_CELL[`${query.get("lat")},${query.get("lon")}`];
  json(recorded ?? '{"error":"no fixture for this place"}', recorded === undefined ? 404 : 200)(request, response);
};

/** A stand-in Nominatim on 127.0.0.1: answers with `answer` and records the URL of every request. */
let server: Server;
let stubUrl: string;
let answer: Answer;
const received: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(new URL(request.url ?? "/", stubUrl));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answer = byPlace;
});

function memoryStorage(): CacheStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** A geocoder on the stub that counts the requests it sends (the stub only sees them later). */
function geocoderOnStub(overrides: Partial<NominatimGeocoderOptions> = {}) {
  const clock = new ManualClock(new Date("2025-09-05T12:00:00Z"));
  const sent: string[] = [];
  const geocoder = new NominatimGeocoder({
    baseUrl: stubUrl,
    clock,
    cache: memoryStorage(),
    fetch: (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    },
    ...overrides,
  });
  return { geocoder, clock, sent };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Lets the awaited steps between a timer firing and the request being sent run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describeGeocoderContract("NominatimGeocoder (stub server)", async (scenario) => {
  if (scenario === "named") answer = json(city);
  else if (scenario === "unnamed") answer = json(unnamed);
  else answer = json('{"error":"Internal Server Error"}', 500);
  return { geocoder: geocoderOnStub().geocoder, expectedName: "Boston" };
});

describe("NominatimGeocoder: the request", () => {
  it("GETs {base}/reverse with exactly format=json, lat, lon and addressdetails=1", async () => {
    const { geocoder } = geocoderOnStub();
    await geocoder.cityAt(CONTRACT_POSITION);
    expect(received).toHaveLength(1);
    expect(received[0]?.pathname).toBe("/reverse");
    expect([...(received[0]?.searchParams ?? [])]).toEqual([
      ["format", "json"],
      ["lat", "42.36"],
      ["lon", "-71.06"],
      ["addressdetails", "1"],
    ]);
  });

  it("sends the position rounded to its ~1 km cell, the precision it caches at", async () => {
    const { geocoder } = geocoderOnStub();
    await geocoder.cityAt({ latitude: 52.181849, longitude: 0.096417 });
    expect(received[0]?.searchParams.get("lat")).toBe("52.18");
    expect(received[0]?.searchParams.get("lon")).toBe("0.10");
  });

  it("keeps a path prefix of the base URL, with or without a trailing slash", async () => {
    const { geocoder } = geocoderOnStub({ baseUrl: `${stubUrl}/nominatim/` });
    await geocoder.cityAt(BOSTON);
    expect(received[0]?.pathname).toBe("/nominatim/reverse");
  });
});

describe("NominatimGeocoder: the place name", () => {
  it.each([
    ["a city", BOSTON, "Boston"],
    ["a town, before its county", AMHERST, "Amherst"],
    ["a village, before its county", GRANTCHESTER, "Grantchester"],
    ["only a county", COCONINO_FOREST, "Coconino County"],
    ["none of them (null)", NUNAVUT, null],
    ["nothing at all, as at sea (null)", MID_ATLANTIC, null],
  ] as const)("names a place with %s", async (_case, position, expected) => {
    const { geocoder } = geocoderOnStub();
    expect(await geocoder.cityAt(position)).toBe(expected);
  });
});

describe("NominatimGeocoder: failed lookups", () => {
  const destroyConnection: Answer = (request) => {
    request.socket.destroy();
  };
  const neverAnswer: Answer = () => {};

  it.each([
    ["a 500", json('{"error":"Internal Server Error"}', 500)],
    ["a 429 (too many requests)", json('{"error":"Too Many Requests"}', 429)],
    ["malformed JSON (a cut-off answer)", json(city.slice(0, 120))],
    ["JSON that is not a reverse answer", json('["Boston"]')],
    ["an error object", json('{"error":{"code":400,"message":"Parameter \'lat\' must be a number."}}')],
    ["a connection dropped before any answer", destroyConnection],
    ["no answer within the time-out", neverAnswer],
  ] as const)("fails with LocationError('city-lookup-failed') on %s", async (_case, serverAnswer) => {
    answer = serverAnswer;
    const { geocoder } = geocoderOnStub({ timeoutMs: 200 });
    const failure = await failureOf(geocoder.cityAt(BOSTON));
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ reason: "city-lookup-failed", cause: expect.anything() });
  });

  it("fails with LocationError('city-lookup-failed') when no server listens there", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { geocoder } = geocoderOnStub({ baseUrl: closedUrl });
    const failure = await failureOf(geocoder.cityAt(BOSTON));
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ reason: "city-lookup-failed" });
  });
});

describe("NominatimGeocoder: the cache", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("does not ask again about a position in the same ~1 km cell", async () => {
    const { geocoder } = geocoderOnStub();
    expect(await geocoder.cityAt(BOSTON)).toBe("Boston");
    expect(await geocoder.cityAt({ latitude: 42.3598, longitude: -71.0612 })).toBe("Boston");
    expect(received).toHaveLength(1);
  });

  it("keeps answers in the storage it is given, so a reload does not ask again", async () => {
    const cache = memoryStorage();
    await geocoderOnStub({ cache }).geocoder.cityAt(NUNAVUT);
    const afterReload = geocoderOnStub({ cache }).geocoder;
    expect(await afterReload.cityAt(NUNAVUT)).toBeNull();
    expect(received).toHaveLength(1);
  });

  it("works with the browser's sessionStorage", async () => {
    sessionStorage.clear();
    await geocoderOnStub({ cache: sessionStorage }).geocoder.cityAt(BOSTON);
    expect(await geocoderOnStub({ cache: sessionStorage }).geocoder.cityAt(BOSTON)).toBe("Boston");
    expect(received).toHaveLength(1);
    sessionStorage.clear();
  });

  it("asks again once the answer is a day old", async () => {
    const { geocoder, clock } = geocoderOnStub();
    await geocoder.cityAt(BOSTON);
    clock.advanceBy(DAY_MS - 1);
    await geocoder.cityAt(BOSTON);
    expect(received).toHaveLength(1);
    clock.advanceBy(1);
    expect(await geocoder.cityAt(BOSTON)).toBe("Boston");
    expect(received).toHaveLength(2);
  });

  it("does not keep a failure: the next lookup asks again", async () => {
    answer = json("{}", 503);
    const { geocoder, clock } = geocoderOnStub();
    await failureOf(geocoder.cityAt(BOSTON));
    answer = byPlace;
    const retry = geocoder.cityAt(BOSTON);
    clock.advanceBy(1000);
    expect(await retry).toBe("Boston");
    expect(received).toHaveLength(2);
  });

  it("still looks places up when the storage throws (blocked or full)", async () => {
    const blocked: CacheStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    const { geocoder, clock } = geocoderOnStub({ cache: blocked });
    expect(await geocoder.cityAt(BOSTON)).toBe("Boston");
    const again = geocoder.cityAt(BOSTON);
    clock.advanceBy(1000);
    expect(await again).toBe("Boston");
    expect(received).toHaveLength(2);
  });

  it("ignores entries in the storage it cannot read", async () => {
    const garbled: CacheStorage = { getItem: () => "not json{", setItem: () => {} };
    const { geocoder } = geocoderOnStub({ cache: garbled });
    expect(await geocoder.cityAt(BOSTON)).toBe("Boston");
    expect(received).toHaveLength(1);
  });
});

describe("NominatimGeocoder: one request per second at most", () => {
  it("sends a lookup of another place only once a second has passed since the last request", async () => {
    const { geocoder, clock, sent } = geocoderOnStub();
    expect(await geocoder.cityAt(BOSTON)).toBe("Boston");
    const second = geocoder.cityAt(AMHERST);
    await settle();
    expect(sent).toHaveLength(1);
    clock.advanceBy(999);
    await settle();
    expect(sent).toHaveLength(1);
    clock.advanceBy(1);
    expect(await second).toBe("Amherst");
    expect(sent).toHaveLength(2);
  });

  it("spaces lookups queued together a second apart, in the order asked", async () => {
    const { geocoder, clock, sent } = geocoderOnStub();
    const lookups = Promise.all([BOSTON, AMHERST, GRANTCHESTER].map((place) => geocoder.cityAt(place)));
    await settle();
    expect(sent).toHaveLength(1);
    clock.advanceBy(1000);
    await settle();
    expect(sent).toHaveLength(2);
    clock.advanceBy(1000);
    expect(await lookups).toEqual(["Boston", "Amherst", "Grantchester"]);
    expect(sent.map((url) => new URL(url).searchParams.get("lat"))).toEqual(["42.36", "42.39", "52.18"]);
  });

  it("sends at once when the last request was a second or more ago", async () => {
    const { geocoder, clock, sent } = geocoderOnStub();
    await geocoder.cityAt(BOSTON);
    clock.advanceBy(1000);
    expect(await geocoder.cityAt(AMHERST)).toBe("Amherst");
    expect(sent).toHaveLength(2);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it("shares one request among lookups of the same cell made at the same time", async () => {
    const { geocoder } = geocoderOnStub();
    const names = await Promise.all([
      geocoder.cityAt(BOSTON),
      geocoder.cityAt({ latitude: 42.3598, longitude: -71.0612 }),
      geocoder.cityAt(BOSTON),
    ]);
    expect(names).toEqual(["Boston", "Boston", "Boston"]);
    expect(received).toHaveLength(1);
  });

  it("gives every lookup sharing a failed request the same failure", async () => {
    answer = json("{}", 500);
    const { geocoder } = geocoderOnStub();
    const failures = await Promise.all([failureOf(geocoder.cityAt(BOSTON)), failureOf(geocoder.cityAt(BOSTON))]);
    expect(failures[0]).toBeInstanceOf(LocationError);
    expect(failures[1]).toBe(failures[0]);
    expect(received).toHaveLength(1);
  });
});
