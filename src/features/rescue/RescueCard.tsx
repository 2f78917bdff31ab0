import { useCallback } from "react";
import { RescueError } from "../../../domain/rescue/rescueErrors";
import type { RescueOfferCard, SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import { formatTime, isoOf } from "../../shared/copy/formatMealTime";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { rescueCopy } from "./rescueCopy";
import { useRescue } from "./useRescue";

const failureOf = (error: unknown): string =>
  rescueCopy.failures[error instanceof RescueError ? error.reason : "unexpected"];

/**
 * The same-day rescue on a meal day's dashboard: "I'm free today" (and taking it back) while its
 * window is open, a rescue offered to the student ("Join"), or, for the one left alone, that someone
 * has been asked. A rescue taken becomes a match of its own: `onMatched` looks at the meals again.
 */
export default function RescueCard({ onMatched }: { readonly onMatched: () => Promise<void> }) {
  const { state, actions, refresh } = useRescue();
  const afterAction = useCallback(async () => {
    await refresh();
    await onMatched();
  }, [refresh, onMatched]);
  const { busy, problem, run } = useMeetupAction(afterAction, failureOf);
  if (state.status === "loading" || actions === null) return null;
  if (state.status === "failed") {
    return (
      <section className={styles.card} aria-labelledby="rescue-heading">
        <h3 id="rescue-heading" className={styles.cardHeading}>
          {rescueCopy.heading}
        </h3>
        <p role="alert" className={styles.text}>
          {rescueCopy.loadFailed}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => void refresh()}>
            {rescueCopy.retry}
          </button>
        </div>
      </section>
    );
  }
  const { today } = state;
  if (today === null) return null;
  const current = today.offers.find((card) => card.open || card.offer.takenBy !== null);
  const showStandby = today.canStandBy || today.standby !== null;
  if (current === undefined && !showStandby) return null;
  return (
    <>
      {current === undefined ? null : (
        <OfferCard card={current} actions={actions} busy={busy} problem={problem} run={run} />
      )}
      {showStandby && current === undefined ? (
        <section className={styles.card} aria-labelledby="rescue-heading">
          <h3 id="rescue-heading" className={styles.cardHeading}>
            {rescueCopy.heading}
          </h3>
          {today.standby === null ? (
            <>
              <p className={styles.text}>{rescueCopy.standbyPitch(formatTime(today.standbyClosesAt))}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => void run(() => actions.standBy(today.dayId))}
                >
                  {busy ? rescueCopy.standingBy : rescueCopy.standBy}
                </button>
              </div>
            </>
          ) : (
            <>
              <p role="status" className={styles.text}>
                {rescueCopy.onStandby(formatTime(today.standbyClosesAt))}
              </p>
              {today.canStandBy ? (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    disabled={busy}
                    onClick={() => void run(() => actions.withdraw(today.dayId))}
                  >
                    {rescueCopy.withdraw}
                  </button>
                </div>
              ) : null}
            </>
          )}
          {problem === null ? null : (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
        </section>
      ) : null}
    </>
  );
}

interface OfferCardProps {
  readonly card: RescueOfferCard;
  readonly actions: SameDayRescue;
  readonly busy: boolean;
  readonly problem: string | null;
  readonly run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** A rescue offered: to the one asked, "Join"; to the one left alone, that someone has been asked. */
function OfferCard({ card, actions, busy, problem, run }: OfferCardProps) {
  const { offer } = card;
  const asked = card.role === "asked";
  const heading = asked ? rescueCopy.askedHeading : rescueCopy.leftAloneHeading;
  const atTable = offer.candidateKind === "table";
  const text =
    offer.takenBy !== null
      ? atTable
        ? rescueCopy.seated
        : rescueCopy.rescued
      : atTable
        ? rescueCopy.seatAtTable(offer.place.name, offer.place.meetingPoint, formatTime(offer.slot))
        : asked
          ? rescueCopy.asked(offer.place.name, offer.place.meetingPoint, formatTime(offer.slot))
          : card.canAccept
            ? rescueCopy.aloneToo(offer.place.name)
            : rescueCopy.leftAlone(offer.place.name);
  return (
    <section className={styles.card} aria-labelledby="rescue-offer-heading">
      <h3 id="rescue-offer-heading" className={styles.cardHeading}>
        {heading}
      </h3>
      <p role="status" className={styles.text}>
        {text}
      </p>
      {card.canAccept ? (
        <>
          <p className={styles.meta}>
            <time dateTime={isoOf(card.expiresAt)}>{rescueCopy.openUntil(formatTime(card.expiresAt))}</time>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void run(() => actions.accept(offer.id))}
            >
              {busy ? rescueCopy.joining : rescueCopy.join}
            </button>
          </div>
        </>
      ) : null}
      {problem === null ? null : (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
