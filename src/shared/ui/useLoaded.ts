import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "failed"; readonly error: unknown };

/**
 * Loads on arrival, and again on `retry`; a failure says so (and why) rather than spinning. `refresh` looks
 * again after the student acted, keeping what is on screen until the new answer arrives.
 */
export function useLoaded<T>(load: () => Promise<T>): {
  readonly state: Loaded<T>;
  readonly retry: () => void;
  readonly refresh: () => Promise<void>;
} {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const latest = useRef(0);
  const run = useCallback(() => {
    const attempt = ++latest.current;
    setState({ status: "loading" });
    load().then(
      (value) => attempt === latest.current && setState({ status: "ready", value }),
      (error: unknown) => attempt === latest.current && setState({ status: "failed", error }),
    );
  }, [load]);
  const refresh = useCallback(async () => {
    const attempt = ++latest.current;
    try {
      const value = await load();
      if (attempt === latest.current) setState({ status: "ready", value });
    } catch {
      // What is on screen stays; the next visit or retry looks again.
    }
  }, [load]);
  useEffect(() => {
    run();
    return () => {
      latest.current++; // answers arriving after the page has gone are dropped
    };
  }, [run]);
  return { state, retry: run, refresh };
}
