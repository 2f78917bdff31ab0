import { useCallback, useState } from "react";
import { Link } from "react-router-dom";
import type { ReportTarget } from "../../../domain/meetups/reportTarget";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { ReportDialog } from "../../features/reports/ReportDialog";
import { pageTitle } from "../../shared/copy/brand";
import { useLoaded } from "../../shared/ui/useLoaded";
import styles from "./HistoryPages.module.css";
import { historyCopy } from "./historyCopy";
import { LoadedContent } from "./LoadedContent";
import { PastMealItem } from "./PastMealItem";

/**
 * /meals: every meal the student was matched for, newest first, and how it went (their interaction
 * history). Each opens its conversation ("Message"), and offers "Report or block" for 30 days after
 * it (REPORT_AFTER_MEAL_FOR_MS) until the student has used it; then it says what they did. The
 * dialog lives outside the list, so looking again cannot take it away.
 */
export function YourMealsPage() {
  const history = useInjection(USE_CASES.mealHistory);
  const { state, retry, refresh } = useLoaded(useCallback(() => history.meals(), [history]));
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  return (
    <div className={styles.page}>
      <title>{pageTitle(historyCopy.historyTitle)}</title>
      <meta name="description" content={historyCopy.historyDescription} />
      <h1>{historyCopy.historyHeading}</h1>
      <LoadedContent state={state} retry={retry}>
        {(meals) =>
          meals.length === 0 ? (
            <p>
              {historyCopy.historyEmpty} <Link to="/dashboard">{historyCopy.dashboardLink}</Link>
            </p>
          ) : (
            <ol className={styles.list}>
              {meals.map((meal) => (
                <PastMealItem key={meal.match.id} meal={meal} onReport={setReporting} />
              ))}
            </ol>
          )
        }
      </LoadedContent>
      {reporting === null ? null : (
        <ReportDialog target={reporting} refresh={refresh} onClose={() => setReporting(null)} />
      )}
    </div>
  );
}
