import { useState } from "react";
import type { OptIn } from "../../../domain/meetups/OptIn";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";
import { SlotPicker } from "./SlotPicker";

interface WaitlistFormProps {
  readonly dayId: string;
  readonly laterSlots: readonly EpochMillis[];
  readonly optIn: OptIn | null;
  readonly refresh: () => Promise<void>;
}

/** After matching: wait for a place at a later time that day, in case someone's meal falls through. */
export function WaitlistForm({ dayId, laterSlots, optIn, refresh }: WaitlistFormProps) {
  const joinMealDay = useInjection(USE_CASES.joinMealDay);
  const { busy, problem, run } = useMeetupAction(refresh);
  const waiting = (optIn?.waitlistSlots.length ?? 0) > 0;
  const [slots, setSlots] = useState<readonly EpochMillis[]>(waiting ? (optIn?.waitlistSlots ?? []) : laterSlots);
  if (laterSlots.length === 0) return null;
  return (
    <div className={styles.subsection}>
      {waiting ? <p className={styles.status}>{meetupCopy.waitlistJoined}</p> : null}
      <SlotPicker
        legend={meetupCopy.waitlistLegend}
        slots={laterSlots}
        selected={slots}
        disabled={busy}
        onChange={setSlots}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || slots.length === 0}
          onClick={() => run(() => joinMealDay.waitFor(dayId, slots))}
        >
          {meetupCopy.waitlistSubmit}
        </button>
        {waiting ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            onClick={() => run(() => joinMealDay.waitFor(dayId, []))}
          >
            {meetupCopy.leaveWaitlist}
          </button>
        ) : null}
      </div>
      <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
    </div>
  );
}
