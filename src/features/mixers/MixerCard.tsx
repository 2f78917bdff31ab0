import { type ComponentType, type ReactNode, useCallback, useState } from "react";
import { LuCheck } from "react-icons/lu";
import type { MeetingSignal } from "../../../domain/meetups/MeetingSignal";
import type { MixerCard as MixerCardView } from "../../../domain/mixers/mixerCards";
import { formatDay, formatDayTime, formatTime, isoOf } from "../../shared/copy/formatMealTime";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { readableTextColor } from "../../shared/ui/readableTextColor";
import mixerStyles from "./MixerCard.module.css";
import { mixerCopy } from "./mixerCopy";
import type { Mixers } from "./useMixers";

/**
 * The screen in the circle's colour to hold up (the colour screen of the screens for finding each
 * other), passed in by the page: `instructions` say which circle it is.
 */
export type ColourScreenSlot = ComponentType<{
  readonly signal: MeetingSignal;
  readonly onClose: () => void;
  readonly instructions?: ReactNode;
}>;

interface MixerCardProps {
  readonly card: MixerCardView;
  readonly suspended: boolean;
  readonly actions: NonNullable<Mixers["actions"]>;
  readonly refresh: () => Promise<void>;
  readonly ColourScreen: ColourScreenSlot;
}

/**
 * A mixer of the student's school: RSVP (going, or the waitlist with their place in line) and how
 * many spots are left; cancel; "I'm here" at the door; then their icebreaker circle's colour and
 * code word, as on the phones of everyone in it, and the whole screen in it to hold up (ColourScreen).
 */
export function MixerCard({ card, suspended, actions, refresh, ColourScreen }: MixerCardProps) {
  const failureOf = useCallback((error: unknown) => mixerCopy.failures[actions.reasonOf(error)], [actions]);
  const { busy, problem, run } = useMeetupAction(refresh, failureOf);
  const [done, setDone] = useState<string | null>(null);
  const [showingColour, setShowingColour] = useState(false);
  const { mixer, phase } = card;
  const headingId = `mixer-${mixer.id}`;
  const act = async (action: () => Promise<unknown>, after: string | null = null) => {
    setDone(null);
    if (await run(action)) setDone(after);
  };
  const spots = card.spotsLeft > 0 ? mixerCopy.spotsLeft(card.spotsLeft) : mixerCopy.full;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <p className={mixerStyles.kind}>{mixerCopy.kind}</p>
      <h3 id={headingId} className={styles.cardHeading}>
        {mixer.title}
      </h3>
      <p className={styles.meta}>
        <time dateTime={isoOf(mixer.startsAt)}>
          {mixerCopy.when(formatDay(mixer.startsAt), formatTime(mixer.startsAt), formatTime(mixer.endsAt))}
        </time>
      </p>
      {card.place === null ? null : (
        <p className={styles.meta}>{mixerCopy.where(card.place.name, card.place.meetingPoint)}</p>
      )}

      {phase === "open" ? (
        <>
          <p className={styles.text}>{spots}</p>
          {suspended ? (
            <p className={styles.notice}>{mixerCopy.suspended}</p>
          ) : (
            <>
              <p className={styles.meta}>{mixerCopy.rsvpUntil(formatDayTime(card.rsvpClosesAt))}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => act(() => actions.rsvp(mixer.id))}
                >
                  {busy ? mixerCopy.rsvping : mixerCopy.rsvp}
                </button>
              </div>
            </>
          )}
        </>
      ) : null}

      {phase === "going" || phase === "at-the-door" ? (
        <>
          <p className={styles.status}>
            <LuCheck aria-hidden="true" />
            {mixerCopy.going}
          </p>
          <p className={styles.text}>{mixerCopy.spotsLeft(card.spotsLeft)}</p>
          <p className={styles.text}>
            {phase === "going"
              ? mixerCopy.doorOpens(formatTime(card.checkInOpensAt))
              : mixerCopy.atTheDoor(formatTime(mixer.startsAt))}
          </p>
          <div className={styles.actions}>
            {phase === "at-the-door" ? (
              <button
                type="button"
                className={styles.primary}
                disabled={busy}
                onClick={() => act(() => actions.checkIn(mixer.id))}
              >
                {mixerCopy.imHere}
              </button>
            ) : null}
            {card.canCancel ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => act(() => actions.cancel(mixer.id), mixerCopy.cancelled)}
              >
                {mixerCopy.cancel}
              </button>
            ) : null}
          </div>
        </>
      ) : null}

      {phase === "waitlisted" ? (
        <>
          <p className={styles.status}>{mixerCopy.waitlisted(card.position ?? 0)}</p>
          <p className={styles.text}>{mixerCopy.waitlistHint}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => act(() => actions.cancel(mixer.id), mixerCopy.cancelled)}
            >
              {mixerCopy.leaveWaitlist}
            </button>
          </div>
        </>
      ) : null}

      <div aria-live="polite">
        {phase === "checked-in" ? (
          <>
            <p className={styles.status}>
              <LuCheck aria-hidden="true" />
              {mixerCopy.checkedIn}
            </p>
            <p className={styles.text}>
              {card.started ? mixerCopy.latecomerSoon : mixerCopy.circleSoon(formatTime(mixer.startsAt))}
            </p>
          </>
        ) : null}
        {phase === "in-circle" && card.circle !== null ? (
          <div
            className={mixerStyles.circle}
            style={{ background: card.circle.signal.colour, color: readableTextColor(card.circle.signal.colour) }}
          >
            <p className={mixerStyles.circleText}>
              {mixerCopy.yourCircle} · {mixerCopy.circleNumber(card.circle.number)}
            </p>
            <p className={mixerStyles.circleName}>{card.circle.signal.colourName}</p>
            <p className={mixerStyles.circleText}>{mixerCopy.codeWord(card.circle.signal.codeWord)}</p>
            <p className={mixerStyles.circleText}>{mixerCopy.circleHint}</p>
            <button type="button" className={styles.secondary} onClick={() => setShowingColour(true)}>
              {mixerCopy.showColour}
            </button>
          </div>
        ) : null}
      </div>
      <div role="status">{done === null ? null : <p className={styles.meta}>{done}</p>}</div>
      <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
      {showingColour && card.circle !== null ? (
        <ColourScreen
          signal={card.circle.signal}
          onClose={() => setShowingColour(false)}
          instructions={
            <>
              {mixerCopy.circleNumber(card.circle.number)} · {mixerCopy.circleHint}
            </>
          }
        />
      ) : null}
    </section>
  );
}
