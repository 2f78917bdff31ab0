import { Link } from "react-router-dom";
import type { DayCard } from "../../../domain/meetups/myMealsView";
import { formatDay } from "../../shared/copy/formatMealTime";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";
import { WaitlistForm } from "./WaitlistForm";

interface DayStatusCardProps {
  readonly card: Extract<DayCard, { kind: "matching" | "unmatched" }>;
  readonly refresh: () => Promise<void>;
}

/** A meal day whose opt-in has closed: matching is under way, or it left the student without a match, and why. */
export function DayStatusCard({ card, refresh }: DayStatusCardProps) {
  const dayName = formatDay(card.day.slots[0] ?? 0);
  const headingId = `day-${card.day.id}`;
  if (card.kind === "matching") {
    return (
      <section className={styles.card} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.cardHeading}>
          {meetupCopy.matchingHeading(dayName)}
        </h3>
        <p className={styles.text}>{meetupCopy.matchingText}</p>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        {meetupCopy.unmatchedHeading(dayName)}
      </h3>
      <p className={styles.text}>{meetupCopy.unmatchedText[card.reason]}</p>
      {card.reason === "profile-incomplete" ? (
        <p className={styles.text}>
          <Link to="/profile">{meetupCopy.completeProfileLink}</Link>
        </p>
      ) : null}
      <WaitlistForm dayId={card.day.id} laterSlots={card.laterSlots} optIn={card.optIn} refresh={refresh} />
    </section>
  );
}
