import { pageTitle } from "../../shared/copy/brand";
import { LocationLine } from "../../shared/location/LocationLine";
import { CompleteProfileCard } from "./CompleteProfileCard";
import { CountdownTimer } from "./CountdownTimer";
import styles from "./DashboardPage.module.css";
import { dashboardCopy } from "./dashboardCopy";
import { MealsHub } from "./MealsHub";
import { NextMealDetails } from "./NextMealDetails";
import { useCountdown } from "./useCountdown";

export function DashboardPage() {
  const { state, retryNow } = useCountdown();
  return (
    <div className={styles.screen}>
      <title>{pageTitle(dashboardCopy.title)}</title>
      <meta name="description" content={dashboardCopy.description} />
      <h1 className="visually-hidden">{dashboardCopy.heading}</h1>
      <CompleteProfileCard />
      <div className={styles.center}>
        {state.status === "ready" ? (
          <>
            <CountdownTimer countdown={state.countdown} />
            <p className={styles.label}>{dashboardCopy.untilNextMeal}</p>
            <NextMealDetails next={state.countdown.next} />
          </>
        ) : (
          <>
            <p className={styles.label} role="status">
              {state.status === "loading" ? dashboardCopy.loading : dashboardCopy.loadFailed}
            </p>
            {state.status === "failed" ? (
              <button type="button" className={styles.retry} onClick={retryNow}>
                {dashboardCopy.retry}
              </button>
            ) : null}
          </>
        )}
      </div>
      <MealsHub />
      <LocationLine className={styles.location} />
    </div>
  );
}
