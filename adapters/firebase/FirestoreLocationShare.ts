import { deleteDoc, doc, type Firestore, onSnapshot, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import type { CoarsePosition } from "../../domain/location/CoarsePosition";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { RequestRefusedError } from "../../domain/shared/serviceErrors";
import { matchPath } from "./documents/firestoreLayout";
import { isPermissionDenied, withDomainErrors } from "./firestoreErrors";

const LOCATIONS = "locations";
const locationPath = (matchId: string, uid: string) => `${matchPath(matchId)}/${LOCATIONS}/${uid}`;

/**
 * The positions shared on the colour screen, in `matches/{matchId}/locations/{uid}` on the full SDK
 * (followed in real time with onSnapshot, downloaded with the colour screen): whole grid steps, the
 * server's time, and `expires_at`, the end of the window (the functions' clean-up deletes it then;
 * in production a TTL policy on the field does too).
 */
export class FirestoreLocationShare implements LocationShare {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async share(matchId: string, uid: string, position: CoarsePosition, expiresAt: EpochMillis): Promise<void> {
    await refusedOr(
      setDoc(doc(this.#firestore, locationPath(matchId, uid)), {
        latitude_steps: position.latitudeSteps,
        longitude_steps: position.longitudeSteps,
        shared_at: serverTimestamp(),
        expires_at: Timestamp.fromMillis(expiresAt),
      }),
    );
  }

  async stop(matchId: string, uid: string): Promise<void> {
    await refusedOr(deleteDoc(doc(this.#firestore, locationPath(matchId, uid))));
  }

  watch(
    matchId: string,
    _viewerUid: string,
    sharerUid: string,
    onPosition: (position: CoarsePosition | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe {
    return onSnapshot(
      doc(this.#firestore, locationPath(matchId, sharerUid)),
      (snapshot) =>
        onPosition(
          snapshot.exists()
            ? {
                latitudeSteps: Number(snapshot.get("latitude_steps")),
                longitudeSteps: Number(snapshot.get("longitude_steps")),
              }
            : null,
        ),
      (error) =>
        onError(
          isPermissionDenied(error) ? new RequestRefusedError("The rules refused to follow", { cause: error }) : error,
        ),
    );
  }
}

async function refusedOr(call: Promise<void>): Promise<void> {
  try {
    await withDomainErrors(call);
  } catch (error) {
    throw isPermissionDenied(error)
      ? new RequestRefusedError("The rules refused the location", { cause: error })
      : error;
  }
}
