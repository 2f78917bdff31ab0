import { useCallback, useId, useState } from "react";
import { outcomesCsv } from "../../../../domain/operations/outcomesCsv";
import {
  FUNNEL_STEPS,
  type OutcomesReport,
  outcomesReport,
  schoolsIn,
} from "../../../../domain/operations/outcomesReport";
import type { OutcomeWeeks } from "../../../../domain/operations/ReadOutcomes";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { saveFile } from "../../../shared/ui/saveFile";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import styles from "../Operations.module.css";
import { OperationsFailure } from "../OperationsFailure";
import own from "./Outcomes.module.css";
import { funnelStepNames, outcomesCopy, percent, rateNames, reviewTime } from "./outcomesCopy";
import { ShowUpChart } from "./ShowUpChart";

export const OUTCOMES_SECTION_ID = "outcomes";

/**
 * Outcomes: per school and week, the funnel from a sign-up to meeting again, the rates that matter,
 * the pitch's line, a chart of each, and the counts as a CSV file. On Firebase it reads one
 * aggregate per school-week (the functions keep them); offline, a recount of the local documents.
 */
export function OutcomesSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).readOutcomes.execute(), [operations]);
  const { state, retry } = useLoaded(load);
  return (
    <ConsoleSection id={OUTCOMES_SECTION_ID} heading={outcomesCopy.heading} intro={outcomesCopy.intro}>
      {state.status === "loading" ? <p role="status">{outcomesCopy.loading}</p> : null}
      {state.status === "failed" ? <OperationsFailure error={state.error} retry={retry} /> : null}
      {state.status === "ready" ? <Outcomes data={state.value} /> : null}
    </ConsoleSection>
  );
}

function Outcomes({ data }: { readonly data: OutcomeWeeks }) {
  const [school, setSchool] = useState<string | null>(null);
  const schoolField = useId();
  const schools = schoolsIn(data.rows);
  const report = outcomesReport(data.rows, school, data.weeks);
  const download = () => {
    const rows = data.rows.filter((row) => school === null || row.school === school);
    saveFile(outcomesCsv(rows), "text/csv", `outcomes-${school ?? "all-schools"}-${data.weeks.at(-1) ?? ""}.csv`);
  };
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={schoolField}>{outcomesCopy.school}</label>
        <select
          id={schoolField}
          value={school ?? ""}
          onChange={(event) => setSchool(event.target.value === "" ? null : event.target.value)}
        >
          <option value="">{outcomesCopy.allSchools}</option>
          {schools.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {data.rows.length === 0 ? <p>{outcomesCopy.nothingYet}</p> : null}
      {report.pitch === null ? null : (
        <p className={own.pitch}>
          {outcomesCopy.pitch(report.pitch.students, report.pitch.weeks, report.pitch.school)}
        </p>
      )}
      <FunnelTable report={report} />
      <Funnel report={report} />
      <Rates report={report} />
      <ShowUpChart weekly={report.weekly} />
      <button type="button" className={styles.secondary} onClick={download}>
        {outcomesCopy.downloadCsv}
      </button>
    </>
  );
}

function FunnelTable({ report }: { readonly report: OutcomesReport }) {
  const thisWeek = report.weekly.at(-1)?.counts;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={own.caption}>{outcomesCopy.tableCaption(report.weeks.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{outcomesCopy.step}</th>
            <th scope="col">{outcomesCopy.lastWeeks(report.weeks.length)}</th>
            <th scope="col">{outcomesCopy.thisWeek}</th>
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEPS.map((step) => (
            <tr key={step}>
              <th scope="row">{funnelStepNames[step]}</th>
              <td>{report.totals[step]}</td>
              <td>{thisWeek?.[step] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The funnel as bars: each step's width against the widest, its number written beside it (the bars are decoration). */
function Funnel({ report }: { readonly report: OutcomesReport }) {
  const widest = Math.max(1, ...FUNNEL_STEPS.map((step) => report.totals[step]));
  return (
    <figure className={own.figure}>
      <figcaption className={own.figureCaption}>{outcomesCopy.funnelCaption(report.weeks.length)}</figcaption>
      <ol className={own.funnel}>
        {FUNNEL_STEPS.map((step) => (
          <li key={step} className={own.funnelStep}>
            <span className={own.funnelLabel}>
              {funnelStepNames[step]}: {report.totals[step]}
            </span>
            <span className={own.bar} aria-hidden="true">
              <span className={own.barFill} style={{ width: `${(100 * report.totals[step]) / widest}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function Rates({ report }: { readonly report: OutcomesReport }) {
  const { rates } = report;
  const shown = (rate: number | null) => (rate === null ? outcomesCopy.notApplicable : percent(rate));
  return (
    <section aria-labelledby="outcome-rates-heading" className={own.rates}>
      <h3 id="outcome-rates-heading">{outcomesCopy.ratesHeading}</h3>
      <dl className={styles.facts}>
        <dt>{rateNames.showUp}</dt>
        <dd>{shown(rates.showUp)}</dd>
        <dt>{rateNames.lateCancellations}</dt>
        <dd>{shown(rates.lateCancellations)}</dd>
        <dt>{rateNames.noShows}</dt>
        <dd>{shown(rates.noShows)}</dd>
        <dt>{rateNames.meetAgain}</dt>
        <dd>{shown(rates.meetAgain)}</dd>
        <dt>{rateNames.cameBack}</dt>
        <dd>{shown(rates.cameBack)}</dd>
        <dt>{rateNames.reportsPer100Meals}</dt>
        <dd>{rates.reportsPer100Meals === null ? outcomesCopy.notApplicable : rates.reportsPer100Meals.toFixed(1)}</dd>
        <dt>{rateNames.medianReview}</dt>
        <dd>
          {rates.medianReviewHours === null
            ? outcomesCopy.notApplicable
            : reviewTime(rates.medianReviewHours, rates.reviewPromiseHours)}
        </dd>
      </dl>
    </section>
  );
}
