import { useCallback, useSyncExternalStore } from "react";
import { LOCATION_LOADING, type LocationState } from "../../../domain/location/DetectCity";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";

/** Where the student is: asked once per page load, shared by every screen that shows it. */
export function useLocationState(): LocationState {
  const detectCity = useInjection(USE_CASES.detectCity);
  const subscribe = useCallback((onChange: () => void) => detectCity.subscribe(onChange), [detectCity]);
  // A pre-rendered page says "detecting" until the browser has looked.
  return useSyncExternalStore(
    subscribe,
    () => detectCity.current(),
    () => LOCATION_LOADING,
  );
}
