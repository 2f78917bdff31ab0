import { useCallback, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { CaseMatch, CasePerson, CaseReport, ReportCase, ReportedMessage } from "../../../domain/trust/Review";
import type { Seen } from "../../../domain/trust/TrustAndSafetyConsole";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { useLoaded } from "../../shared/ui/useLoaded";
import { ActionForm } from "./ActionForm";
import { formatWhen, timeToDue } from "./formatReviewTime";
import { MatchMembers } from "./MatchMembers";
import { ReviewFailure } from "./ReviewFailure";
import styles from "./TeamPages.module.css";
import { teamCopy } from "./teamCopy";

/**
 * /team/reports/:reportId: what was reported (and the messages it names), the meal it is about
 * (times, place, who confirmed, who came), both students' history of reports and no-shows, the audit log, and the actions.
 */
export function ReportCasePage() {
  const team = useInjection(USE_CASES.trustAndSafety);
  const { reportId = "" } = useParams();
  const load = useCallback(() => team.caseOf(reportId), [team, reportId]);
  const { state, retry } = useLoaded(load);
  const [acted, setActed] = useState<{ seen: Seen<ReportCase>; done: string } | null>(null);
  const seen = acted?.seen ?? (state.status === "ready" ? state.value : null);

  return (
    <>
      <p>
        <Link to="/team">{teamCopy.backToQueue}</Link>
      </p>
      {seen === null ? (
        state.status === "failed" ? (
          <ReviewFailure error={state.error} retry={retry} />
        ) : (
          <p role="status">{teamCopy.loading}</p>
        )
      ) : (
        <CaseView seen={seen} done={acted?.done ?? null} onActed={(next, done) => setActed({ seen: next, done })} />
      )}
    </>
  );
}

function CaseView({
  seen: { value: reportCase, now },
  done,
  onActed,
}: {
  readonly seen: Seen<ReportCase>;
  readonly done: string | null;
  readonly onActed: (seen: Seen<ReportCase>, done: string) => void;
}) {
  const { report, status } = reportCase;
  return (
    <article className={styles.case} aria-labelledby="team-report">
      <section className={styles.card}>
        <h2 id="team-report">
          {teamCopy.reportHeading}: {teamCopy.reasons[report.reason ?? "other"]}
        </h2>
        <dl className={styles.facts}>
          <dt>{teamCopy.details}</dt>
          <dd className={styles.details}>{report.details === "" ? teamCopy.noDetails : report.details}</dd>
          <dt>{teamCopy.school}</dt>
          <dd>{report.school}</dd>
          <dt>{teamCopy.filed("").trim()}</dt>
          <dd>{formatWhen(report.receivedAt ?? report.createdAt)}</dd>
          <dt>{teamCopy.status}</dt>
          <dd>{teamCopy.statuses[status]}</dd>
          {status === "open" ? (
            <>
              <dt>{teamCopy.due}</dt>
              <dd className={reportCase.dueAt <= now ? styles.overdue : undefined}>
                {formatWhen(reportCase.dueAt)} ({timeToDue(reportCase.dueAt, now)})
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {reportCase.messages.length === 0 ? null : <MessagesView messages={reportCase.messages} />}
      <MatchView match={reportCase.match} />
      <div className={styles.people}>
        <PersonView heading={teamCopy.reporterHeading} person={reportCase.reporter} />
        <PersonView heading={teamCopy.reportedHeading} person={reportCase.reported} />
      </div>
      <section className={styles.card} aria-labelledby="team-audit">
        <h3 id="team-audit">{teamCopy.auditHeading}</h3>
        {reportCase.audit.length === 0 ? (
          <p>{teamCopy.auditEmpty}</p>
        ) : (
          <ol className={styles.audit}>
            {reportCase.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={new Date(entry.at).toISOString()}>{formatWhen(entry.at)}</time>{" "}
                {teamCopy.auditLine(
                  entry.reviewer.email,
                  entry.action === "suspend" && entry.days !== null
                    ? teamCopy.suspendedFor(entry.days)
                    : teamCopy.actionDone[entry.action],
                )}
                <blockquote className={styles.note}>{entry.note}</blockquote>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p role="status" className={styles.done}>
        {done === null ? null : teamCopy.done(done)}
      </p>
      {status === "open" ? <ActionForm reportId={report.id} onDone={onActed} /> : <p>{teamCopy.decided}</p>}
    </article>
  );
}

function MessagesView({ messages }: { readonly messages: readonly ReportedMessage[] }) {
  return (
    <section className={styles.card} aria-labelledby="team-messages">
      <h3 id="team-messages">{teamCopy.messagesHeading}</h3>
      <p>{teamCopy.messagesIntro}</p>
      <ol className={styles.audit}>
        {messages.map((message) => (
          <li key={message.id}>
            <time dateTime={new Date(message.sentAt).toISOString()}>{formatWhen(message.sentAt)}</time>
            <blockquote className={styles.note}>{message.text}</blockquote>
          </li>
        ))}
      </ol>
    </section>
  );
}

function MatchView({ match }: { readonly match: CaseMatch | null }) {
  return (
    <section className={styles.card} aria-labelledby="team-match">
      <h3 id="team-match">{teamCopy.matchHeading}</h3>
      {match === null ? (
        <p>{teamCopy.noMatch}</p>
      ) : (
        <>
          <p>
            {teamCopy.meal(
              formatWhen(match.slot),
              match.place === null ? teamCopy.placeNotToldYet : `${match.place.name}, ${match.place.address}`,
            )}
          </p>
          {match.place === null ? null : <p>{teamCopy.meetingPoint(match.place.meetingPoint)}</p>}
          <p>{teamCopy.matchedOn(formatWhen(match.createdAt))}</p>
          <MatchMembers members={match.members} />
        </>
      )}
    </section>
  );
}

function PersonView({ heading, person }: { readonly heading: (name: string) => string; readonly person: CasePerson }) {
  return (
    <section className={styles.card} aria-label={heading(person.firstName)}>
      <h3>{heading(person.firstName)}</h3>
      <p>{person.email ?? teamCopy.accountDeleted}</p>
      {person.suspendedUntil === null ? null : (
        <p className={styles.overdue}>{teamCopy.suspendedUntil(formatWhen(person.suspendedUntil))}</p>
      )}
      <h4>{teamCopy.reportsFiled}</h4>
      <ReportLines reports={person.reportsFiled} />
      <h4>{teamCopy.reportsAbout}</h4>
      <ReportLines reports={person.reportsAbout} />
      <h4>{teamCopy.noShows}</h4>
      {person.noShows.length === 0 ? (
        <p>{teamCopy.none}</p>
      ) : (
        <ul>
          {person.noShows.map((missed) => (
            <li key={missed.matchId}>{formatWhen(missed.slot)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportLines({ reports }: { readonly reports: readonly CaseReport[] }) {
  if (reports.length === 0) return <p>{teamCopy.none}</p>;
  return (
    <ul>
      {reports.map((line) => (
        <li key={line.id}>
          {teamCopy.kinds[line.kind]}
          {line.reason === null ? "" : `: ${teamCopy.reasons[line.reason]}`} · {formatWhen(line.filedAt)} ·{" "}
          {teamCopy.statuses[line.status]}
        </li>
      ))}
    </ul>
  );
}
