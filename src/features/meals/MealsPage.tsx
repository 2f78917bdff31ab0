import { useCallback, useState } from "react";
import { LuFlag } from "react-icons/lu";
import { Link } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { memberName } from "../../shared/meals/memberName";
import { ReportDialog, type ReportTarget } from "../../shared/meals/ReportDialog";
import { reportCopy } from "../../shared/meals/reportCopy";
import { useLoaded } from "../../shared/ui/useLoaded";
import { LoadedContent } from "./LoadedContent";
import styles from "./MealsPages.module.css";
import { mealsCopy } from "./mealsCopy";

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
export function MealsPage() {
  const history = useInjection(USE_CASES.mealHistory);
  const { state, retry, refresh } = useLoaded(useCallback(() => history.meals(), [history]));
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
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
              {meals.map(({ match, others, outcome, canReport }) => (
                <li key={match.id} className={styles.item}>
                  <time dateTime={new Date(match.slot).toISOString()} className={styles.when}>
                    {when.format(match.slot)}
                  </time>
                  <span>
                    {mealsCopy.with(others.map(memberName).join(" and "))}
                    {match.place === null ? null : ` ${mealsCopy.at(match.place.name)}`}
                  </span>
                  <span className={styles.outcome} data-outcome={outcome}>
                    {mealsCopy.outcome[outcome]}
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
                        {mealsCopy.reportWhich(others.map(memberName).join(" and "), when.format(match.slot))}
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
