import { LuMapPin } from "react-icons/lu";
import type { LocationState } from "../../domain/location/DetectCity";
import { locationFailureMessages } from "../copy/errorMessages";
import { locationCopy } from "../copy/location";
import styles from "./LocationLine.module.css";
import { useLocationState } from "./useLocationState";

/** The text of the location line in each of its states (spec §2). */
export function locationLineText(state: LocationState): string {
  if (state.loading) return locationCopy.detecting;
  if (state.error !== null) return locationCopy.fallback;
  return state.city ?? locationCopy.unnamedPlace;
}

/** "Boston", or 'Detecting your location...' while loading, or the fallback line when it failed. */
export function LocationLine({ className }: { className?: string }) {
  const state = useLocationState();
  const reason = state.error === null ? undefined : locationFailureMessages[state.error];
  return (
    <p className={[styles.line, className].filter(Boolean).join(" ")} role="status" title={reason}>
      <LuMapPin aria-hidden="true" className={styles.pin} />
      <span>{locationLineText(state)}</span>
    </p>
  );
}
