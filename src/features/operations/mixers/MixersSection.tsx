import { useCallback } from "react";
import type { MixerSummary, SchoolMixer } from "../../../../domain/operations/mixersOverview";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import styles from "../Operations.module.css";
import { OperationsFailure } from "../OperationsFailure";
import own from "./Mixers.module.css";
import { mixersCopy } from "./mixersCopy";

export const MIXERS_SECTION_ID = "mixers";

/** Mixers: each mixer around now, by school: going against its places, the waitlist, who checked in, the circles. */
export function MixersSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).readMixers.overview(), [operations]);
  const { state, retry } = useLoaded(load);

  return (
    <ConsoleSection id={MIXERS_SECTION_ID} heading={mixersCopy.heading} intro={mixersCopy.intro}>
      {state.status === "loading" ? <p role="status">{mixersCopy.loading}</p> : null}
      {state.status === "failed" ? <OperationsFailure error={state.error} retry={retry} /> : null}
      {state.status === "ready" && state.value.length === 0 ? <p>{mixersCopy.none}</p> : null}
      {state.status !== "ready" || state.value.length === 0 ? null : (
        <ul className={own.mixers}>
          {state.value.map((mixer) => (
            <Mixer key={mixer.mixerId} mixer={mixer} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}

function Mixer({ mixer }: { readonly mixer: MixerSummary }) {
  return (
    <li className={styles.card}>
      <h3>{mixer.title}</h3>
      <p className={styles.hint}>{mixersCopy.when(mixer.startsAt, mixer.capacity)}</p>
      {mixer.schools.length === 0 ? (
        <p>{mixersCopy.nobodyYet}</p>
      ) : (
        <div className={own.schools}>
          {mixer.schools.map((school) => (
            <School key={school.school} school={school} capacity={mixer.capacity} />
          ))}
        </div>
      )}
    </li>
  );
}

function School({ school, capacity }: { readonly school: SchoolMixer; readonly capacity: number }) {
  return (
    <div className={own.school}>
      <h4>{school.school}</h4>
      <dl className={styles.facts}>
        <dt>{mixersCopy.place}</dt>
        <dd>{school.place === null ? mixersCopy.noPlace : school.place.name}</dd>
        <dt>{mixersCopy.going}</dt>
        <dd>{mixersCopy.goingOf(school.going, capacity)}</dd>
        <dt>{mixersCopy.waitlist}</dt>
        <dd>{school.waitlisted}</dd>
        <dt>{mixersCopy.checkedIn}</dt>
        <dd>{school.checkedIn}</dd>
        <dt>{mixersCopy.circles}</dt>
        <dd>{mixersCopy.circlesOf(school)}</dd>
      </dl>
    </div>
  );
}
