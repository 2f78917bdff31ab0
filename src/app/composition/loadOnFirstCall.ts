import type { Identity } from "../../../domain/ports/Identity";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";

/**
 * Adapters whose code downloads on first use. The composition root binds a stand-in to the
 * port; the stand-in's first call runs `load` (a dynamic `import()`), so a page that never
 * calls a port never downloads its adapter. This is the one place that knows how.
 */

/** The names of T's methods that answer with a promise: those a stand-in can answer before its adapter exists. */
export type AsyncMethodName<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** `load` is asked once and shared; a failed load is asked again at the next call. */
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

/** A module's code, downloaded: a failure is the network's (offline, or a deployment replaced the chunks). */
export async function download<M>(importModule: () => Promise<M>): Promise<M> {
  try {
    return await importModule();
  } catch (error) {
    throw new ServiceUnreachableError("The app's code could not be downloaded", { cause: error });
  }
}

/**
 * A stand-in whose every method loads the adapter, then calls the adapter's own. `methods` names
 * them all (the type checks that none is missing), so the stand-in is complete.
 */
export function loadOnFirstCall<T>(
  load: () => Promise<T>,
  methods: Record<AsyncMethodName<T>, true>,
): Pick<T, AsyncMethodName<T>> {
  const adapter = loadOnce(load);
  const standIn: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(methods)) {
    standIn[name] = async (...args) => {
      const loaded = await adapter();
      const method = loaded[name as keyof T] as (...args: unknown[]) => Promise<unknown>;
      return method.apply(loaded, args);
    };
  }
  return standIn as Pick<T, AsyncMethodName<T>>;
}

/**
 * The identity port loaded on first use. Registering a provider sign-out listener loads nothing;
 * once the adapter has loaded, its sign-outs reach every listener, whenever it registered.
 */
export function lazyIdentity(load: () => Promise<Identity>): Identity {
  const listeners = new Set<() => void>();
  let relaying = false;
  const identity = loadOnFirstCall(
    async () => {
      const loaded = await load();
      if (!relaying) {
        relaying = true;
        loaded.onSignedOutByProvider(() => {
          for (const listener of [...listeners]) listener();
        });
      }
      return loaded;
    },
    { createAccount: true, sendVerificationEmail: true, signIn: true, reloadCurrentUser: true, signOut: true },
  );
  return {
    ...identity,
    onSignedOutByProvider: (listener) => {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => listeners.delete(subscription);
    },
  };
}
