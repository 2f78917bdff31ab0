import { type Countdown, countdownTo } from "../../../domain/meals/countdown";
import type { MatchMember } from "../../../domain/meetups/Match";
import type { MyMealsState } from "../../../domain/meetups/MyMeals";
import { namesList } from "../../../domain/shared/namesList";
import { pageTitle } from "../../shared/copy/brand";
import { LocationLine } from "../../shared/location/LocationLine";
import { CompleteProfileCard } from "./CompleteProfileCard";
import { CountdownTimer } from "./CountdownTimer";
import styles from "./DashboardPage.module.css";
import { dashboardCopy } from "./dashboardCopy";
import { MealsHub } from "./MealsHub";
import { NextMealDetails } from "./NextMealDetails";
import { useCountdown } from "./useCountdown";
import { useMyMeals } from "./useMyMeals";

/**
 * What the biggest number counts down to: the student's own next meal (matched, or opted in),
 * otherwise the next meal they can still join, otherwise the schedule's next meal time; and which.
 */
function heroOf(countdown: Countdown, meals: MyMealsState): { countdown: Countdown; until: string; spoken: string } {
  const own = meals.status === "ready" ? meals.nextMeal : null;
  if (own === null) return { countdown, until: dashboardCopy.untilNextMeal, spoken: dashboardCopy.untilNextMealSpoken };
  const until =
    own.kind === "matched"
      ? untilMealWith(own.with)
      : own.kind === "opted-in"
        ? dashboardCopy.untilOptedIn
        : dashboardCopy.untilCanJoin;
  return { countdown: countdownTo(own.meal, countdown.at), until, spoken: until };
}

/** "Until your meal with Ben, Cleo, and Dev"; a table whose names are not told yet is "your group dinner". */
function untilMealWith(others: readonly MatchMember[]): string {
  const names = others.map((member) => member.firstName);
  return names.includes("") ? dashboardCopy.untilYourTable : dashboardCopy.untilYourMeal(namesList(names));
}

export function DashboardPage() {
  const { state, retryNow } = useCountdown();
  const meals = useMyMeals();
  const hero = state.status === "ready" ? heroOf(state.countdown, meals.state) : null;
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
            <NextMealDetails next={hero.countdown.next} />
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
      <MealsHub meals={meals} />
      <LocationLine className={styles.location} />
    </div>
  );
}
