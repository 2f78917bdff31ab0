import { useCallback } from "react";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { LoadedContent } from "./LoadedContent";
import styles from "./MealsPages.module.css";
import { mealsCopy } from "./mealsCopy";
import { useLoaded } from "./useLoaded";

const when = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** /meals: every meal the student was matched for, newest first, and how it went (their interaction history). */
export function MealsPage() {
  const history = useInjection(USE_CASES.mealHistory);
  const { state, retry } = useLoaded(useCallback(() => history.meals(), [history]));
  return (
    <div className={styles.page}>
      <title>{pageTitle(mealsCopy.historyTitle)}</title>
      <meta name="description" content={mealsCopy.historyDescription} />
      <h1>{mealsCopy.historyHeading}</h1>
      <LoadedContent state={state} retry={retry}>
        {(meals) =>
          meals.length === 0 ? (
            <p>
              {mealsCopy.historyEmpty} <Link to="/dashboard">{mealsCopy.dashboardLink}</Link>
            </p>
          ) : (
            <ol className={styles.list}>
              {meals.map(({ match, others, outcome }) => (
                <li key={match.id} className={styles.item}>
                  <time dateTime={new Date(match.slot).toISOString()} className={styles.when}>
                    {when.format(match.slot)}
                  </time>
                  <span>
                    {mealsCopy.with(others.map((member) => member.firstName).join(" and "))}{" "}
                    {mealsCopy.at(match.place.name)}
                  </span>
                  <span className={styles.outcome} data-outcome={outcome}>
                    {mealsCopy.outcome[outcome]}
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </LoadedContent>
    </div>
  );
}
