import { useEffect, useRef, useState } from "react";
import type { LocationSharing, LocationSharingState } from "../../../domain/location/ShareApproximateLocation";
import type { Match } from "../../../domain/meetups/Match";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { approximateLocationCopy, sharingFailureMessage } from "./approximateLocationCopy";
import styles from "./MeetScreen.module.css";

/**
 * The colour screen's approximate location: "Share my approximate location" and "Stop sharing",
 * and how far and which way each other member is while both share ("Ana: about 150 m away,
 * north-east"); the others who share, or do not, in one line each (a table has up to five). Its
 * code downloads with the screen; closing the screen stops sharing. A refusal or an error says why
 * here and leaves the rest of the screen as it was.
 */
export function ApproximateLocation({ match }: { match: Match }) {
  const load = useInjection(USE_CASES.approximateLocation);
  const [state, setState] = useState<LocationSharingState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const sharing = useRef<LocationSharing | null>(null);
  // The match at the screen's opening: the hub's refreshes bring a new object every few seconds.
  const opened = useRef(match);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per match and attempt, not per refresh of the match
  useEffect(() => {
    let closed = false;
    let started: LocationSharing | null = null;
    setLoadFailed(false);
    load().then(
      (useCase) => {
        if (closed) return;
        started = useCase.start(opened.current, setState);
        sharing.current = started;
      },
      () => {
        if (!closed) setLoadFailed(true);
      },
    );
    return () => {
      closed = true;
      sharing.current = null;
      started?.close();
    };
  }, [load, match.id, attempt]);

  if (loadFailed) {
    return (
      <div className={styles.location}>
        <p role="alert" className={styles.problem}>
          {approximateLocationCopy.loadFailed}
        </p>
        <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
          {approximateLocationCopy.retry}
        </button>
      </div>
    );
  }
  if (state === null || !state.available) return null;

  const on = state.sharing === "on" || state.sharing === "stopping";
  const atTable = match.kind === "group-dinner";
  const unlocated = state.others.filter((other) => other.whereabouts === null);
  const sharingWithoutMe = unlocated.filter((other) => other.sharing).map((other) => other.firstName);
  const notSharing = unlocated.filter((other) => !other.sharing).map((other) => other.firstName);
  return (
    <section className={styles.location} aria-label={approximateLocationCopy.region}>
      {on ? (
        <button
          type="button"
          className={styles.button}
          disabled={state.sharing === "stopping"}
          onClick={() => void sharing.current?.stopSharing()}
        >
          {state.sharing === "stopping" ? approximateLocationCopy.stopping : approximateLocationCopy.stop}
        </button>
      ) : (
        <button
          type="button"
          className={styles.button}
          disabled={state.sharing === "starting"}
          onClick={() => void sharing.current?.share()}
        >
          {state.sharing === "starting" ? approximateLocationCopy.sharing : approximateLocationCopy.share}
        </button>
      )}
      <p className={styles.note}>
        {on ? approximateLocationCopy.youShare : approximateLocationCopy.explainer(atTable)}
      </p>
      <ul className={styles.whereabouts} aria-live="polite">
        {state.others.map((other) =>
          other.whereabouts === null ? null : (
            <li key={other.uid} className={styles.distance}>
              {approximateLocationCopy.whereabouts(other.firstName, other.whereabouts)}
            </li>
          ),
        )}
        {sharingWithoutMe.length === 0 ? null : <li>{approximateLocationCopy.theyShare(sharingWithoutMe)}</li>}
        {notSharing.length === 0 ? null : <li>{approximateLocationCopy.theyDoNotShare(notSharing)}</li>}
      </ul>
      {state.problem === null ? null : (
        <p role="alert" className={styles.problem}>
          {sharingFailureMessage(state.problem)}
        </p>
      )}
      {state.followProblem === null ? null : (
        <p role="alert" className={styles.problem}>
          {approximateLocationCopy.followFailed(atTable)}{" "}
          <button type="button" className={styles.close} onClick={() => sharing.current?.retryFollowing()}>
            {approximateLocationCopy.retry}
          </button>
        </p>
      )}
    </section>
  );
}
