import { type CoarsePosition, isCoarsePosition } from "../../domain/location/CoarsePosition";
import {
  locationSharingEndsAt,
  mayFollowLocations,
  whyCannotShareLocation,
} from "../../domain/location/locationSharing";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { LocationShareLedger, SharedLocation } from "../../domain/location/ports/LocationShareLedger";
import type { Match } from "../../domain/meetups/Match";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import type { LocalChangeSignal } from "./LocalChangeSignal";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

interface LocationRecord {
  readonly matchId: string;
  readonly uid: string;
  readonly latitudeSteps: number;
  readonly longitudeSteps: number;
  readonly sharedAt: EpochMillis;
  readonly expiresAt: EpochMillis;
}

const topicOf = (matchId: string) => `locations:${matchId}`;

/**
 * The positions shared on the colour screen, in IndexedDB: the offline stand-in for Firestore
 * `matches/{id}/locations/{uid}`, holding what the rules hold there (whole grid steps, the sharer's
 * own, a confirmed member inside the window by the store's time, read by the match's other members
 * still in, inside the window). Every
 * tab hears of a change at once (LocalChangeSignal) and reads the position again.
 */
export class LocalLocationShare implements LocationShare, LocationShareLedger {
  readonly #database: LocalDatabase;
  readonly #clock: Clock;
  readonly #signal: LocalChangeSignal;

  constructor(database: LocalDatabase, clock: Clock, signal: LocalChangeSignal) {
    this.#database = database;
    this.#clock = clock;
    this.#signal = signal;
  }

  async share(matchId: string, uid: string, position: CoarsePosition, expiresAt: EpochMillis): Promise<void> {
    const now = this.#clock.now();
    await this.#database.transact(["matches", "locations"], "readwrite", async (transaction) => {
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(matchId));
      if (match === undefined) throw new RequestRefusedError("No such match");
      const refusal = whyCannotShareLocation(match, uid, now);
      if (refusal !== null) throw new RequestRefusedError(`Location refused: ${refusal}`);
      if (!isCoarsePosition(position)) throw new RequestRefusedError("Location refused: finer than the grid");
      if (expiresAt !== locationSharingEndsAt(match))
        throw new RequestRefusedError("Location refused: not the window's end");
      const record: LocationRecord = {
        matchId,
        uid,
        latitudeSteps: position.latitudeSteps,
        longitudeSteps: position.longitudeSteps,
        sharedAt: now,
        expiresAt,
      };
      await requestResult(transaction.objectStore("locations").put(record));
    });
    this.#signal.notify(topicOf(matchId));
  }

  async stop(matchId: string, uid: string): Promise<void> {
    await this.remove(matchId, uid);
  }

  watch(
    matchId: string,
    viewerUid: string,
    sharerUid: string,
    onPosition: (position: CoarsePosition | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe {
    return this.#signal.follow(
      topicOf(matchId),
      () => this.#positionFor(matchId, viewerUid, sharerUid),
      onPosition,
      onError,
    );
  }

  async find(matchId: string, uid: string): Promise<SharedLocation | null> {
    const record = await this.#database.transact(["locations"], "readonly", (transaction) =>
      requestResult<LocationRecord | undefined>(transaction.objectStore("locations").get([matchId, uid])),
    );
    return record === undefined ? null : sharedLocationOf(record);
  }

  async remove(matchId: string, uid: string): Promise<void> {
    await this.#database.transact(["locations"], "readwrite", (transaction) =>
      requestResult(transaction.objectStore("locations").delete([matchId, uid])),
    );
    this.#signal.notify(topicOf(matchId));
  }

  async deleteEnded(now: EpochMillis, limit: number): Promise<number> {
    const ended = await this.#database.transact(["locations"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("locations");
      const records = await requestResult<LocationRecord[]>(
        store.index("expiresAt").getAll(IDBKeyRange.upperBound(now), limit),
      );
      for (const record of records) await requestResult(store.delete([record.matchId, record.uid]));
      return records;
    });
    for (const matchId of new Set(ended.map((record) => record.matchId))) this.#signal.notify(topicOf(matchId));
    return ended.length;
  }

  async #positionFor(matchId: string, viewerUid: string, sharerUid: string): Promise<CoarsePosition | null> {
    const now = this.#clock.now();
    return this.#database.transact(["matches", "locations"], "readonly", async (transaction) => {
      const match = await requestResult<Match | undefined>(transaction.objectStore("matches").get(matchId));
      if (match === undefined || !mayFollowLocations(match, viewerUid, sharerUid, now)) {
        throw new RequestRefusedError(
          "Only the match's other members still in see a shared location, inside the window",
        );
      }
      const record = await requestResult<LocationRecord | undefined>(
        transaction.objectStore("locations").get([matchId, sharerUid]),
      );
      return record === undefined
        ? null
        : { latitudeSteps: record.latitudeSteps, longitudeSteps: record.longitudeSteps };
    });
  }
}

function sharedLocationOf(record: LocationRecord): SharedLocation {
  const { matchId, uid, latitudeSteps, longitudeSteps, sharedAt, expiresAt } = record;
  return { matchId, uid, position: { latitudeSteps, longitudeSteps }, sharedAt, expiresAt };
}
