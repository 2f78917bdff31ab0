import { useState } from "react";
import type { MealRating, MetAnswer } from "../../../domain/meetups/Match";
import type { MatchCard } from "../../../domain/meetups/myMealsView";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { memberName } from "../../shared/copy/memberName";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { meetupCopy } from "./meetupCopy";

const MET_ANSWERS: readonly MetAnswer[] = ["yes", "they-did-not-come", "i-could-not-go"];
const RATINGS: readonly MealRating[] = ["great", "good", "not-great"];

/**
 * The check after the meal, in two taps: "Did you meet?", then "Meet again?" (with "How was it?"
 * beside it, optional). At a lunch for two, only when both say yes do they see each other under
 * "Your people"; at a table, "Meet again?" is a choice of people, and two who choose each other do.
 */
export function FeedbackCheck({
  card,
  refresh,
  onDone,
}: {
  card: MatchCard;
  refresh: () => Promise<void>;
  /** The check is answered to the end: the hub thanks the student (the card may leave it at once). */
  onDone: () => void;
}) {
  const respond = useInjection(USE_CASES.respondToMatch);
  const { busy, problem, run } = useMeetupAction(async () => {});
  const [chosen, setChosen] = useState<readonly string[]>(card.me.feedback?.meetAgainWith ?? []);
  const feedback = card.me.feedback;
  const matchId = card.match.id;
  const atTable = card.match.kind === "group-dinner";
  const tablemates = card.others.filter((member) => member.cancelledAt === null && member.confirmedAt !== null);

  if (feedback === null) {
    return (
      <div className={styles.subsection}>
        <h4 className={styles.cardHeading}>{meetupCopy.feedbackHeading}</h4>
        <div className={styles.actions}>
          {MET_ANSWERS.map((met) => (
            <button
              key={met}
              type="button"
              className={met === "yes" ? styles.primary : styles.secondary}
              disabled={busy}
              onClick={async () => {
                if (!(await run(() => respond.answerMet(matchId, met)))) return;
                if (met === "yes") await refresh();
                else onDone();
              }}
            >
              {atTable ? meetupCopy.metAtTable[met] : meetupCopy.met[met]}
            </button>
          ))}
        </div>
        <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
      </div>
    );
  }
  return (
    <div className={styles.subsection}>
      <fieldset className={styles.slots} disabled={busy}>
        <legend>{meetupCopy.ratingHeading}</legend>
        {RATINGS.map((rating) => (
          <button
            key={rating}
            type="button"
            className={styles.secondary}
            aria-pressed={feedback.rating === rating}
            onClick={async () => {
              if (await run(() => respond.answerRating(matchId, rating))) await refresh();
            }}
          >
            {meetupCopy.rating[rating]}
          </button>
        ))}
      </fieldset>
      {atTable ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (await run(() => respond.answerMeetAgainWith(matchId, chosen))) onDone();
          }}
        >
          <fieldset className={styles.slots} disabled={busy}>
            <legend>{meetupCopy.meetAgainWithLegend}</legend>
            <p className={styles.meta}>{meetupCopy.meetAgainWithHint}</p>
            {tablemates.map((member) => (
              <label key={member.uid} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(member.uid)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, member.uid] : current.filter((uid) => uid !== member.uid),
                    )
                  }
                />
                {memberName(member)}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {meetupCopy.meetAgainWithSave}
            </button>
          </div>
        </form>
      ) : (
        <>
          <h4 className={styles.cardHeading}>{meetupCopy.meetAgainHeading}</h4>
          <p className={styles.meta}>{meetupCopy.meetAgainHint}</p>
          <div className={styles.actions}>
            {[true, false].map((meetAgain) => (
              <button
                key={String(meetAgain)}
                type="button"
                className={meetAgain ? styles.primary : styles.secondary}
                disabled={busy}
                onClick={async () => {
                  if (await run(() => respond.answerMeetAgain(matchId, meetAgain))) onDone();
                }}
              >
                {meetAgain ? meetupCopy.meetAgainYes : meetupCopy.meetAgainNo}
              </button>
            ))}
          </div>
        </>
      )}
      <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
    </div>
  );
}
