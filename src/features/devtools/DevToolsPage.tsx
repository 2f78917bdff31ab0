import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import type { DemoScript } from "../../../domain/devtools/AddDemoStudents";
import { DEMO_OPERATOR } from "../../../domain/devtools/demoOperator";
import { DEMO_REVIEWER } from "../../../domain/devtools/demoReviewer";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { useSessionUser } from "../../shared/session/useSession";
import styles from "./DevToolsPage.module.css";
import { devToolsCopy } from "./devToolsCopy";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

/**
 * /dev (local builds only): the whole lifecycle in minutes. A cohort of demo students for the
 * signed-in student's school, matching now, the app's clock moved to the moments of a meal, and
 * the demo reviewer's way into the trust and safety console.
 */
export function DevToolsPage() {
  const user = useSessionUser();
  const addDemoStudents = useInjection(USE_CASES.addDemoStudents);
  const runMatchingNow = useInjection(USE_CASES.runMatchingNow);
  const fileDemoReports = useInjection(USE_CASES.fileDemoReports);
  const skipTime = useInjection(USE_CASES.skipTime);
  const devClock = useInjection(USE_CASES.devClock);
  const [count, setCount] = useState(7);
  const [seed, setSeed] = useState(1);
  const [script, setScript] = useState<DemoScript>("everyone-shows-up");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [offset, setOffset] = useState(() => devClock.offset());

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await action());
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setOffset(devClock.offset());
    }
  };
  const addCohort = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const added = await addDemoStudents.execute(count, seed, script);
      return added === 0 ? devToolsCopy.noOpenDayOrMixer : devToolsCopy.added(added);
    });
  };
  const skip = (target: "before-meal" | "after-meal") =>
    act(async () =>
      (await skipTime.skipTo(target))
        ? devToolsCopy.skipped(dateTime.format(devClock.now()))
        : devToolsCopy.nothingToSkipTo,
    );

  return (
    <div className={styles.page}>
      <title>{pageTitle(devToolsCopy.title)}</title>
      <meta name="description" content={devToolsCopy.description} />
      <h1>{devToolsCopy.heading}</h1>
      <p className={styles.intro}>{devToolsCopy.intro}</p>
      <p className={styles.links}>
        <Link to="/dashboard">{devToolsCopy.dashboardLink}</Link> ·{" "}
        <Link to="/dev/mailbox">{devToolsCopy.mailboxLink}</Link>
      </p>
      {user === null ? <p className={styles.notice}>{devToolsCopy.signInFirst}</p> : null}

      <section className={styles.section} aria-labelledby="dev-cohort">
        <h2 id="dev-cohort">{devToolsCopy.cohortHeading}</h2>
        <form className={styles.form} onSubmit={addCohort}>
          <label className={styles.field}>
            {devToolsCopy.count}
            <input
              type="number"
              min={1}
              max={50}
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
            />
          </label>
          <label className={styles.field}>
            {devToolsCopy.seed}
            <input type="number" min={0} value={seed} onChange={(event) => setSeed(Number(event.target.value))} />
          </label>
          <label className={styles.field}>
            {devToolsCopy.script}
            <select value={script} onChange={(event) => setScript(event.target.value as DemoScript)}>
              <option value="everyone-shows-up">{devToolsCopy.scriptEveryone}</option>
              <option value="mixed">{devToolsCopy.scriptMixed}</option>
            </select>
          </label>
          <button type="submit" className={styles.button} disabled={busy || user === null}>
            {devToolsCopy.addDemoStudents}
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="dev-matching">
        <h2 id="dev-matching">{devToolsCopy.matchingHeading}</h2>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() =>
            act(async () => {
              const days = await runMatchingNow.execute();
              return days.length === 0 ? devToolsCopy.noOpenDay : devToolsCopy.matched(days);
            })
          }
        >
          {devToolsCopy.runMatchingNow}
        </button>
      </section>

      <section className={styles.section} aria-labelledby="dev-time">
        <h2 id="dev-time">{devToolsCopy.timeHeading}</h2>
        <p>{offset === 0 ? devToolsCopy.clockReal : devToolsCopy.clockAhead(dateTime.format(devClock.now()))}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={busy || user === null}
            onClick={() => skip("before-meal")}
          >
            {devToolsCopy.skipBeforeMeal}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={busy || user === null}
            onClick={() => skip("after-meal")}
          >
            {devToolsCopy.skipAfterMeal}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || offset === 0}
            onClick={() =>
              act(async () => {
                devClock.backToNow();
                return devToolsCopy.clockReal;
              })
            }
          >
            {devToolsCopy.backToNow}
          </button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="dev-reviewer">
        <h2 id="dev-reviewer">{devToolsCopy.reviewerHeading}</h2>
        <p>{devToolsCopy.reviewerText}</p>
        <dl className={styles.credentials}>
          <dt>{devToolsCopy.reviewerEmail}</dt>
          <dd>{DEMO_REVIEWER.email}</dd>
          <dt>{devToolsCopy.reviewerPassword}</dt>
          <dd>{DEMO_REVIEWER.password}</dd>
        </dl>
        <button
          type="button"
          className={styles.button}
          disabled={busy || user === null}
          onClick={() =>
            act(async () => {
              const filed = await fileDemoReports.execute();
              return filed === 0 ? devToolsCopy.noDemoReports : devToolsCopy.demoReportsFiled(filed);
            })
          }
        >
          {devToolsCopy.fileDemoReports}
        </button>
        <p>
          <Link to="/team">{devToolsCopy.consoleLink}</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="dev-operator">
        <h2 id="dev-operator">{devToolsCopy.operatorHeading}</h2>
        <p>{devToolsCopy.operatorText}</p>
        <dl className={styles.credentials}>
          <dt>{devToolsCopy.operatorEmail}</dt>
          <dd>{DEMO_OPERATOR.email}</dd>
          <dt>{devToolsCopy.operatorPassword}</dt>
          <dd>{DEMO_OPERATOR.password}</dd>
        </dl>
        <p>
          <Link to="/ops">{devToolsCopy.operationsLink}</Link>
        </p>
      </section>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}
