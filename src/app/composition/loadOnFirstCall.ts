import type { Identity } from "../../../domain/session/ports/Identity";
import type { AppVisibility } from "../../../domain/shared/ports/AppVisibility";
import type { Unsubscribe } from "../../../domain/shared/ports/Unsubscribe";
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
 * Names a stand-in answers as what it is, never with a method that loads: a promise's `then` (so that
 * a stand-in is never taken for a promise, by `await` or by the container), and what JSON, React and
 * test matchers look for on any object.
 */
const NOT_METHODS = new Set(["then", "toJSON", "$$typeof", "asymmetricMatch", "nodeType"]);

/**
 * A stand-in whose every method loads the adapter, then calls the adapter's own: a Proxy, so that
 * no list of methods is written by hand. Each method is made once, on its first read. `own`: what
 * the stand-in answers itself, without loading (a subscription that waits for the load, say).
 */
export function loadOnFirstCall<T, Own extends keyof T = never>(
  load: () => Promise<T>,
  own?: Pick<T, Own>,
): Pick<T, AsyncMethodName<T> | Own> {
  const adapter = loadOnce(load);
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy<object>(own ?? {}, {
    get(target, name, receiver) {
      if (typeof name === "symbol" || name in target || NOT_METHODS.has(name)) {
        return Reflect.get(target, name, receiver);
      }
      let method = methods.get(name);
      if (method === undefined) {
        method = async (...args) => {
          const loaded = await adapter();
          const own = loaded[name as keyof T] as (...args: unknown[]) => Promise<unknown>;
          return own.apply(loaded, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  }) as Pick<T, AsyncMethodName<T> | Own>;
}

/**
 * A subscription (a method that answers at once with its Unsubscribe) on something loaded on first
 * use: it starts once `load` has answered, unless unsubscribed before. A failed load starts nothing
 * (the methods that return promises report the failure).
 */
export function subscribeOnceLoaded<T>(load: () => Promise<T>, subscribe: (loaded: T) => Unsubscribe): Unsubscribe {
  let cancelled = false;
  let unsubscribe: Unsubscribe = () => {};
  load().then(
    (loaded) => {
      if (!cancelled) unsubscribe = subscribe(loaded);
    },
    () => {},
  );
  return () => {
    cancelled = true;
    unsubscribe();
  };
}

/**
 * Hands the provider's own sign-outs (account disabled, token revoked) on to the app, from the
 * moment the backend's code has loaded, whichever port loaded it: after a reload it is often the
 * meal schedule or the profile store that loads the backend, not an identity call.
 */
export interface SignOutRelay {
  /** Starts relaying the loaded adapter's sign-outs (once; later calls change nothing). */
  attach(identity: Identity): void;
  /** The listeners, registered before or after the load; each registration is a subscription of its own. */
  onSignedOutByProvider: Identity["onSignedOutByProvider"];
}

export function createSignOutRelay(): SignOutRelay {
  const listeners = new Set<() => void>();
  let attached = false;
  return {
    attach(identity) {
      if (attached) return;
      attached = true;
      identity.onSignedOutByProvider(() => {
        for (const listener of [...listeners]) listener();
      });
    },
    onSignedOutByProvider(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => listeners.delete(subscription);
    },
  };
}

/**
 * The identity port loaded on first use. Registering a provider sign-out listener loads nothing;
 * the relay passes the adapter's sign-outs on once the backend has loaded (`relay.attach`, which
 * the backend's loader calls, and this stand-in too, for a loader that does not).
 */
export function lazyIdentity(load: () => Promise<Identity>, relay: SignOutRelay = createSignOutRelay()): Identity {
  return loadOnFirstCall(
    async () => {
      const loaded = await load();
      relay.attach(loaded);
      return loaded;
    },
    { onSignedOutByProvider: relay.onSignedOutByProvider },
  );
}

/**
 * The page's visibility, its adapter downloaded when first asked for (only a sign-up waiting for its
 * email asks). Until it has loaded, the page counts as active: whoever asks has just clicked in it.
 */
export function lazyAppVisibility(load: () => Promise<AppVisibility>): AppVisibility {
  const adapter = loadOnce(load);
  let loaded: AppVisibility | null = null;
  adapter().then(
    (visibility) => {
      loaded = visibility;
    },
    () => {},
  );
  return {
    isActive: () => loaded?.isActive() ?? true,
    onChange: (listener) => subscribeOnceLoaded(adapter, (visibility) => visibility.onChange(listener)),
  };
}

/** A watch started on something loaded on first use (see watchOnceLoaded). */
export interface PendingWatch<W> {
  /** The watch once started, or null while its code loads (or failed to). */
  started(): W | null;
  /** After a failed load: loads again, and starts the watch if it now loads. */
  retry(): Promise<void>;
  stop(): void;
}

/**
 * A watch (a method that answers at once with a handle and reports states to a listener) on
 * something loaded on first use: the listener hears `loading` at once, then the real watch once
 * `load` has answered, or `failed` if it could not (`retry` loads again).
 */
export function watchOnceLoaded<T, S, W extends { stop(): void }>(
  load: () => Promise<T>,
  listener: (state: S) => void,
  states: { readonly loading: S; readonly failed: S },
  watch: (loaded: T) => W,
): PendingWatch<W> {
  let stopped = false;
  let started: W | null = null;
  const start = async () => {
    let loaded: T;
    try {
      loaded = await load();
    } catch {
      if (!stopped) listener(states.failed);
      return;
    }
    if (!stopped) started ??= watch(loaded);
  };
  listener(states.loading);
  void start();
  return {
    started: () => started,
    retry: start,
    stop: () => {
      stopped = true;
      started?.stop();
    },
  };
}
