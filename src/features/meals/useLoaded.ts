import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "failed" };

/** Loads on arrival, and again on `retry`; a failure says so rather than spinning. */
export function useLoaded<T>(load: () => Promise<T>): { readonly state: Loaded<T>; readonly retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const latest = useRef(0);
  const run = useCallback(() => {
    const attempt = ++latest.current;
    setState({ status: "loading" });
    load().then(
      (value) => attempt === latest.current && setState({ status: "ready", value }),
      () => attempt === latest.current && setState({ status: "failed" }),
    );
  }, [load]);
  useEffect(() => {
    run();
    return () => {
      latest.current++; // answers arriving after the page has gone are dropped
    };
  }, [run]);
  return { state, retry: run };
}
