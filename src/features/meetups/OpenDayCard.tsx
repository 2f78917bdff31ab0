import { useState } from "react";
import { LuCheck } from "react-icons/lu";
import { Link } from "react-router-dom";
import type { DayCard } from "../../../domain/meetups/myMealsView";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { formatDay, formatDayTime } from "../../shared/copy/formatMealTime";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";
import { SlotPicker } from "./SlotPicker";

interface OpenDayCardProps {
  readonly card: Extract<DayCard, { kind: "open" }>;
  readonly canJoin: boolean;
  readonly refresh: () => Promise<void>;
}

/** A meal day open for opt-in: "I'm in" with the times the student can make; editable until it closes. */
export function OpenDayCard({ card, canJoin, refresh }: OpenDayCardProps) {
  const joinMealDay = useInjection(USE_CASES.joinMealDay);
  const { busy, problem, run } = useMeetupAction(refresh);
  const [slots, setSlots] = useState<readonly number[]>(card.optIn?.slots ?? card.suggestedSlots);
  const [saved, setSaved] = useState<string | null>(null);
  const dayName = formatDay(card.day.slots[0] ?? 0);
  const headingId = `day-${card.day.id}`;

  const join = async () => {
    setSaved(null);
    const wasIn = card.optIn !== null;
    if (await run(() => joinMealDay.join(card.day.id, slots))) setSaved(wasIn ? meetupCopy.slotsSaved : null);
  };
  const withdraw = async () => {
    setSaved(null);
    if (await run(() => joinMealDay.withdraw(card.day.id))) setSaved(meetupCopy.withdrawn);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        {meetupCopy.openDayHeading(meetupCopy.kind[card.day.kind], dayName)}
      </h3>
      <p className={styles.meta}>{meetupCopy.kindHint[card.day.kind]}</p>
      {card.optIn !== null ? (
        <p className={styles.status}>
          <LuCheck aria-hidden="true" />
          {meetupCopy.youreIn}
        </p>
      ) : null}
      {canJoin ? (
        <>
          <SlotPicker
            legend={meetupCopy.pickSlots}
            hint={meetupCopy.pickSlotsHint}
            slots={card.day.slots}
            selected={slots}
            disabled={busy}
            onChange={setSlots}
          />
          <p className={styles.meta}>{meetupCopy.closesAt(formatDayTime(card.closesAt))}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={join}>
              {card.optIn === null ? (busy ? meetupCopy.optingIn : meetupCopy.optIn) : meetupCopy.saveSlots}
            </button>
            {card.optIn !== null ? (
              <button type="button" className={styles.secondary} disabled={busy} onClick={withdraw}>
                {meetupCopy.withdraw}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.notice}>
          {meetupCopy.completeProfileFirst} <Link to="/profile">{meetupCopy.completeProfileLink}</Link>
        </p>
      )}
      <div role="status">{saved === null ? null : <p className={styles.meta}>{saved}</p>}</div>
      <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
    </section>
  );
}
