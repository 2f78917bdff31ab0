import { useCallback, useId, useState } from "react";
import type { WeeklyOutcomes } from "../../../../domain/operations/outcomeCounts";
import { outcomesCsv } from "../../../../domain/operations/outcomesCsv";
import {
  allSchoolsReport,
  FUNNEL_STEPS,
  type OutcomesReport,
  outcomesReport,
} from "../../../../domain/operations/outcomesReport";
import type { OutcomeWeeks } from "../../../../domain/operations/ReadOutcomes";
import type { WeekId } from "../../../../domain/operations/weeks";
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
 * the pitch's line, a chart of each, and the counts as a CSV file. It opens on all schools (on
 * Firebase one aggregate a week, whatever the number of schools) and reads a school's weeks when it
 * is picked; only the CSV file of all schools reads every school-week. Offline, a recount.
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
  const operations = useInjection(USE_CASES.operations);
  const [school, setSchool] = useState<string | null>(null);
  const schoolField = useId();
  const current = data.weeks.at(-1) ?? "";
  const everySchool = useCallback(
    async () => (await operations()).readOutcomes.everySchool(data.weeks),
    [operations, data.weeks],
  );
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
          {data.schools.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {school === null ? (
        <>
          {data.allSchools.length === 0 ? <p>{outcomesCopy.nothingYet}</p> : null}
          <Report
            report={allSchoolsReport(data.allSchools, data.weeks)}
            csv={{
              rows: everySchool,
              fileName: `outcomes-all-schools-${current}.csv`,
              hint: outcomesCopy.csvEverySchool,
            }}
          />
        </>
      ) : (
        <SchoolOutcomes key={school} school={school} weeks={data.weeks} />
      )}
    </>
  );
}

/** A school picked: its own weeks, read when it is picked. */
function SchoolOutcomes({ school, weeks }: { readonly school: string; readonly weeks: readonly WeekId[] }) {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(
    async () => (await operations()).readOutcomes.school(school, weeks),
    [operations, school, weeks],
  );
  const { state, retry } = useLoaded(load);
  if (state.status === "loading") return <p role="status">{outcomesCopy.loadingSchool(school)}</p>;
  if (state.status === "failed") return <OperationsFailure error={state.error} retry={retry} />;
  const rows = state.value;
  return (
    <Report
      report={outcomesReport(rows, school, weeks)}
      csv={{ rows: async () => rows, fileName: `outcomes-${school}-${weeks.at(-1) ?? ""}.csv`, hint: null }}
    />
  );
}

interface CsvFile {
  readonly rows: () => Promise<readonly WeeklyOutcomes[]>;
  readonly fileName: string;
  /** What the download reads, when it reads more than the page. */
  readonly hint: string | null;
}

function Report({ report, csv }: { readonly report: OutcomesReport; readonly csv: CsvFile }) {
  return (
    <>
      {report.pitch === null ? null : (
        <p className={own.pitch}>
          {outcomesCopy.pitch(report.pitch.students, report.pitch.weeks, report.pitch.school)}
        </p>
      )}
      <FunnelTable report={report} />
      <Funnel report={report} />
      <Rates report={report} />
      <ShowUpChart weekly={report.weekly} />
      <CsvDownload csv={csv} />
    </>
  );
}

/** **Download CSV**: for all schools it reads every school-week (its hint says so), with a time-out and a retry. */
function CsvDownload({ csv }: { readonly csv: CsvFile }) {
  const [state, setState] = useState<
    { readonly status: "idle" | "busy" } | { readonly status: "failed"; readonly error: unknown }
  >({ status: "idle" });
  const hintId = useId();
  const download = async () => {
    setState({ status: "busy" });
    try {
      saveFile(outcomesCsv(await csv.rows()), "text/csv", csv.fileName);
      setState({ status: "idle" });
    } catch (error) {
      setState({ status: "failed", error });
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        onClick={download}
        disabled={state.status === "busy"}
        aria-describedby={csv.hint === null ? undefined : hintId}
      >
        {outcomesCopy.downloadCsv}
      </button>
      {csv.hint === null ? null : <p id={hintId}>{csv.hint}</p>}
      {state.status === "busy" ? <p role="status">{outcomesCopy.preparingCsv}</p> : null}
      {state.status === "failed" ? <OperationsFailure error={state.error} retry={download} /> : null}
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
        <dt>{rateNames.showUpWithoutRescue}</dt>
        <dd>{shown(rates.showUpWithoutRescue)}</dd>
        <dt>{rateNames.showUpWithRescue}</dt>
        <dd>{shown(rates.showUpWithRescue)}</dd>
        <dt>{rateNames.rescues}</dt>
        <dd>{outcomesCopy.rescues(report.totals.rescuesOffered, report.totals.rescuesTaken, rates.rescuesTaken)}</dd>
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
