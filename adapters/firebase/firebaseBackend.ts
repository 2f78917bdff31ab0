import type { Firestore } from "firebase/firestore";
import type { ChatStore } from "../../domain/chat/ports/ChatStore";
import type { LocationShare } from "../../domain/location/ports/LocationShare";
import type { MatchFeed } from "../../domain/meetups/ports/MatchFeed";
import type { MixerStore } from "../../domain/mixers/ports/MixerStore";
import type { ProfileStore } from "../../domain/profile/ports/ProfileStore";
import type { Identity } from "../../domain/session/ports/Identity";
import { FirebaseAuthCalls } from "./FirebaseAuthCalls";
import { FirebaseIdentity } from "./FirebaseIdentity";
import { FirestoreProfileStore } from "./FirestoreProfileStore";
import { startFirebase } from "./firebaseApp";
import type { FirebaseSettings } from "./firebaseConfig";
import type { FirebaseLifecycleStores } from "./firebaseLifecycleStores";
import { liteDocuments } from "./liteDocuments";

export interface FirebaseBackend {
  readonly identity: Identity;
  readonly profileStore: ProfileStore;
  /** The meals' lifecycle stores (schedule, opt-ins, matches, reports): downloaded with the first signed-in screen that asks. */
  loadLifecycleStores(): Promise<FirebaseLifecycleStores>;
  /** The app's Auth as what loads later on the same sign-in uses it (firebaseAccountServices.ts). */
  readonly authCalls: FirebaseAuthCalls;
  /** The chat's store, on the full Firestore SDK (real-time listeners): downloaded only when asked for. */
  loadChatStore(): Promise<ChatStore>;
  /** The shared locations' store, on the same full SDK: downloaded only when the colour screen asks for it. */
  loadLocationShare(): Promise<LocationShare>;
  /** The student's matches followed in real time, on the same full SDK: downloaded once the hub shows a match. */
  loadMatchFeed(): Promise<MatchFeed>;
  /** The mixers' store (lite SDK and callables): downloaded only with the first mixer card. */
  loadMixerStore(): Promise<MixerStore>;
}

/**
 * Every Firebase adapter, on one Firebase app: Firestore requests then carry the token of the
 * account Auth has signed in, as the security rules need. The composition root imports this
 * module on the first call to the backend, so the SDK downloads only then. The system's side of the
 * lifecycle (matching, reactions, timed jobs) runs in the Cloud Functions (functions/).
 */
export function createFirebaseBackend(settings: FirebaseSettings): FirebaseBackend {
  const { app, auth, firestore } = startFirebase(settings);
  const authCalls = new FirebaseAuthCalls(auth);
  // The full SDK starts once on the app, for whichever of its users loads first.
  let realtime: Promise<Firestore> | null = null;
  const realtimeFirestore = () => {
    realtime ??= import("./realtimeFirestore")
      .then(({ startRealtimeFirestore }) => startRealtimeFirestore(app, settings.emulators))
      .catch((error: unknown) => {
        realtime = null;
        throw error;
      });
    return realtime;
  };
  let lifecycle: Promise<FirebaseLifecycleStores> | null = null;
  return {
    identity: new FirebaseIdentity(auth),
    profileStore: new FirestoreProfileStore(firestore),
    loadLifecycleStores: () => {
      lifecycle ??= import("./firebaseLifecycleStores")
        .then(({ createFirebaseLifecycleStores }) => createFirebaseLifecycleStores(firestore))
        .catch((error: unknown) => {
          lifecycle = null;
          throw error;
        });
      return lifecycle;
    },
    authCalls,
    loadChatStore: async () => {
      const [{ FirestoreChatStore }, realtimeStore] = await Promise.all([
        import("./FirestoreChatStore"),
        realtimeFirestore(),
      ]);
      return new FirestoreChatStore(realtimeStore);
    },
    loadLocationShare: async () => {
      const [{ FirestoreLocationShare }, realtimeStore] = await Promise.all([
        import("./FirestoreLocationShare"),
        realtimeFirestore(),
      ]);
      return new FirestoreLocationShare(realtimeStore);
    },
    loadMatchFeed: async () => {
      const [{ FirestoreMatchFeed }, realtimeStore] = await Promise.all([
        import("./FirestoreMatchFeed"),
        realtimeFirestore(),
      ]);
      return new FirestoreMatchFeed(realtimeStore);
    },
    // Lent the lite SDK's calls: a store downloaded later that imported the SDK itself would split it.
    loadMixerStore: async () =>
      new (await import("./FirestoreMixerStore")).FirestoreMixerStore(liteDocuments(firestore), authCalls, settings),
  };
}
