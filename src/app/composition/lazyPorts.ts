import type { Geocoder } from "../../../domain/ports/Geocoder";
import type { Identity } from "../../../domain/ports/Identity";
import type { Mailbox } from "../../../domain/ports/Mailbox";
import type { MealSchedule } from "../../../domain/ports/MealSchedule";
import type { ProfileStore } from "../../../domain/ports/ProfileStore";

/**
 * Stand-ins for ports whose adapter is loaded on first use (a dynamic `import()`
 * behind `load`), so a page that never calls a port never downloads its adapter.
 * `load` is asked once; a failed load is asked again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export function lazyIdentity(load: () => Promise<Identity>): Identity {
  const adapter = loadOnce(load);
  const signedOutListeners = new Set<() => void>();
  let attached = false;
  const loaded = async () => {
    const identity = await adapter();
    if (!attached) {
      attached = true;
      identity.onSignedOutByProvider(() => {
        for (const listener of [...signedOutListeners]) listener();
      });
    }
    return identity;
  };
  return {
    createAccount: async (email, password) => (await loaded()).createAccount(email, password),
    sendVerificationEmail: async (returnUrl) => (await loaded()).sendVerificationEmail(returnUrl),
    signIn: async (email, password) => (await loaded()).signIn(email, password),
    reloadCurrentUser: async () => (await loaded()).reloadCurrentUser(),
    signOut: async () => (await loaded()).signOut(),
    // Registering loads nothing: until something does, nobody can be signed out by the provider.
    onSignedOutByProvider: (listener) => {
      const subscription = () => listener();
      signedOutListeners.add(subscription);
      return () => signedOutListeners.delete(subscription);
    },
  };
}

export function lazyProfileStore(load: () => Promise<ProfileStore>): ProfileStore {
  const adapter = loadOnce(load);
  return {
    read: async (uid) => (await adapter()).read(uid),
    merge: async (uid, fields) => (await adapter()).merge(uid, fields),
  };
}

export function lazyMealSchedule(load: () => Promise<MealSchedule>): MealSchedule {
  const adapter = loadOnce(load);
  return { list: async () => (await adapter()).list() };
}

export function lazyMailbox(load: () => Promise<Mailbox>): Mailbox {
  const adapter = loadOnce(load);
  return {
    list: async () => (await adapter()).list(),
    verify: async (code) => (await adapter()).verify(code),
  };
}

export function lazyGeocoder(load: () => Promise<Geocoder>): Geocoder {
  const adapter = loadOnce(load);
  return { cityAt: async (position) => (await adapter()).cityAt(position) };
}
