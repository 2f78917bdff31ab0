import { CountdownTimer } from "../../features/countdown/CountdownTimer";
import { useCountdown } from "../../features/countdown/useCountdown";
import { useMyMeals } from "../../features/meetups/useMyMeals";
import { useMixers } from "../../features/mixers/useMixers";
import { CompleteProfileCard } from "../../features/profile/CompleteProfileCard";
import { pageTitle } from "../../shared/copy/brand";
import { LocationLine } from "../../shared/location/LocationLine";
import styles from "./DashboardPage.module.css";
import { dashboardCopy } from "./dashboardCopy";
import { dashboardHero } from "./dashboardHero";
import { MealCards } from "./MealCards";
import { NextMealDetails } from "./NextMealDetails";

export function DashboardPage() {
  const { state, retryNow } = useCountdown();
  const meals = useMyMeals();
  const mixers = useMixers();
  const hero = state.status === "ready" ? dashboardHero(state.countdown, meals.state, mixers.state) : null;
  return (
    <div className={styles.screen}>
      <title>{pageTitle(dashboardCopy.title)}</title>
      <meta name="description" content={dashboardCopy.description} />
      <h1 className="visually-hidden">{dashboardCopy.heading}</h1>
      <CompleteProfileCard />
      <div className={styles.center}>
        {hero !== null ? (
          <>
            <CountdownTimer countdown={hero.countdown} until={hero.spoken} />
            <p className={styles.label}>{hero.until}</p>
            <NextMealDetails countdown={hero.countdown} mixer={hero.mixer} />
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
      <MealCards meals={meals} mixers={mixers} />
      <LocationLine className={styles.location} />
    </div>
  );
}
