import { pageTitle } from "../copy/brand";
import { dashboardCopy } from "../copy/dashboard";
import { CompleteProfileCard } from "../dashboard/CompleteProfileCard";
import { CountdownTimer } from "../dashboard/CountdownTimer";
import { NextMealDetails } from "../dashboard/NextMealDetails";
import { useCountdown } from "../dashboard/useCountdown";
import { LocationLine } from "../location/LocationLine";
import styles from "./DashboardPage.module.css";

export function DashboardPage() {
  const state = useCountdown();
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
          <p className={styles.label} role="status">
            {state.status === "loading" ? dashboardCopy.loading : dashboardCopy.loadFailed}
          </p>
        )}
      </div>
      <LocationLine className={styles.location} />
    </div>
  );
}
