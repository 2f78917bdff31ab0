import { LuMapPin } from "react-icons/lu";
import type { LocationState } from "../../../domain/location/DetectCity";
import { useInjection } from "../../app/composition/ContainerContext";
import { APP_CONFIG } from "../../app/composition/tokens";
import { OPENS_IN_NEW_TAB } from "../copy/opensInNewTab";
import { OPENSTREETMAP_COPYRIGHT_URL } from "../copy/socialProfiles";
import styles from "./LocationLine.module.css";
import { locationCopy } from "./locationCopy";
import { locationFailureMessages } from "./locationFailureMessages";
import { useLocationState } from "./useLocationState";

/** The text of the location line in each of its states (spec §2). */
export function locationLineText(state: LocationState): string {
  if (state.loading) return locationCopy.detecting;
  if (state.error !== null) return locationCopy.fallback;
  return state.city ?? locationCopy.unnamedPlace;
}

/**
 * "Boston", or 'Detecting your location...' while loading, or the fallback line
 * when it failed. A place named by Nominatim carries the attribution that
 * OpenStreetMap's licence asks for.
 */
export function LocationLine({ className }: { className?: string }) {
  const state = useLocationState();
  const { geocoder } = useInjection(APP_CONFIG);
  const reason = state.error === null ? undefined : locationFailureMessages[state.error];
  const namedByOpenStreetMap = geocoder === "nominatim" && state.city !== null;
  return (
    <p className={[styles.line, className].filter(Boolean).join(" ")} role="status" title={reason}>
      <LuMapPin aria-hidden="true" className={styles.pin} />
      <span>{locationLineText(state)}</span>
      {namedByOpenStreetMap ? (
        <a className={styles.attribution} href={OPENSTREETMAP_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
          {locationCopy.attribution}
          <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
        </a>
      ) : null}
    </p>
  );
}
