import { DayStatusCard } from "./DayStatusCard";
import { formatDay } from "./formatMealTime";
import { MatchCard } from "./MatchCard";
import styles from "./MealsHub.module.css";
import { meetupCopy } from "./meetupCopy";
import { OpenDayCard } from "./OpenDayCard";
import { PauseControl } from "./PauseControl";
import { useMyMeals } from "./useMyMeals";

/**
 * The student's meals, under the countdown: their matches at every step (reveal, confirmation,
 * finding each other, the check after), then the meal days to join, or news of the last matching.
 */
export function MealsHub() {
  const { state, refresh } = useMyMeals();
  return (
    <section className={styles.hub} aria-labelledby="meals-hub">
      <h2 id="meals-hub" className={styles.hubHeading}>
        {meetupCopy.hubHeading}
      </h2>
      {state.status === "loading" ? (
        <p role="status" className={styles.card}>
          {meetupCopy.loading}
        </p>
      ) : state.status === "failed" ? (
        <div className={styles.card}>
          <p role="alert" className={styles.text}>
            {meetupCopy.loadFailed}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void refresh()}>
              {meetupCopy.retry}
            </button>
          </div>
        </div>
      ) : (
        <>
          {state.noShowPauseUntil === null ? null : (
            <p className={styles.card}>{meetupCopy.noShowPause(formatDay(state.noShowPauseUntil))}</p>
          )}
          {state.view.matches.map((card) => (
            <MatchCard key={card.match.id} card={card} refresh={refresh} />
          ))}
          {state.view.days.map((card) =>
            card.kind === "open" ? (
              state.snoozedUntil === null && state.noShowPauseUntil === null ? (
                <OpenDayCard key={card.day.id} card={card} canJoin={state.profileComplete} refresh={refresh} />
              ) : null
            ) : (
              <DayStatusCard key={card.day.id} card={card} refresh={refresh} />
            ),
          )}
          <PauseControl snoozedUntil={state.snoozedUntil} now={state.now} refresh={refresh} />
        </>
      )}
    </section>
  );
}
