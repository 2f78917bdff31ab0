import { useCallback, useState } from "react";
import { LuFlag } from "react-icons/lu";
import { Link } from "react-router-dom";
import type { ReportTarget } from "../../../domain/meetups/reportTarget";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { ReportDialog } from "../../features/reports/ReportDialog";
import { reportCopy } from "../../features/reports/reportCopy";
import { pageTitle } from "../../shared/copy/brand";
import { memberName } from "../../shared/copy/memberName";
import { useLoaded } from "../../shared/ui/useLoaded";
import styles from "./HistoryPages.module.css";
import { historyCopy } from "./historyCopy";
import { LoadedContent } from "./LoadedContent";

const when = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * /meals: every meal the student was matched for, newest first, and how it went (their interaction
 * history), with "Report or block" for 30 days after each (REPORT_AFTER_MEAL_FOR_MS). The dialog
 * lives outside the list, so looking again cannot take it away.
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
              {meals.map(({ match, others, outcome, canReport }) => (
                <li key={match.id} className={styles.item}>
                  <time dateTime={new Date(match.slot).toISOString()} className={styles.when}>
                    {when.format(match.slot)}
                  </time>
                  <span>
                    {historyCopy.with(others.map(memberName).join(" and "))}
                    {match.place === null ? null : ` ${historyCopy.at(match.place.name)}`}
                  </span>
                  <span className={styles.outcome} data-outcome={outcome}>
                    {historyCopy.outcome[outcome]}
                  </span>
                  {canReport ? (
                    <button
                      type="button"
                      className={styles.report}
                      onClick={() =>
                        setReporting({ matchId: match.id, others, atTable: match.kind === "group-dinner" })
                      }
                    >
                      <LuFlag aria-hidden="true" /> {reportCopy.reportOrBlock}
                      <span className="visually-hidden">
                        {" "}
                        {historyCopy.reportWhich(others.map(memberName).join(" and "), when.format(match.slot))}
                      </span>
                    </button>
                  ) : null}
                </li>
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
