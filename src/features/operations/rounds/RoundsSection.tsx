import { useCallback, useState } from "react";
import { UndoRoundError } from "../../../../domain/meetups/undoRoundRules";
import type { RoundSummary } from "../../../../domain/operations/roundsOverview";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import styles from "../Operations.module.css";
import { OperationsFailure } from "../OperationsFailure";
import own from "./Rounds.module.css";
import { noMatchReasonWords, roundsCopy } from "./roundsCopy";

export const ROUNDS_SECTION_ID = "rounds";

/** Rounds: each meal day around now with its round's state, a recorded round's outcome by school, and Run now. */
export function RoundsSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).manageRounds.overview(), [operations]);
  const { state, retry } = useLoaded(load);
  const [after, setAfter] = useState<readonly RoundSummary[] | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const rounds = after ?? (state.status === "ready" ? state.value : null);

  const [refused, setRefused] = useState<string | null>(null);
  const act = async (dayId: string, action: "runNow" | "undo") => {
    setRunning(`${action}:${dayId}`);
    setFailure(null);
    setRefused(null);
    const manageRounds = async () => (await operations()).manageRounds;
    try {
      setAfter(await (await manageRounds())[action](dayId));
    } catch (error) {
      if (!(error instanceof UndoRoundError)) setFailure(error);
      else {
        setRefused(roundsCopy.undoRefused[error.reason]);
        setAfter(await (await manageRounds()).overview().catch(() => null));
      }
    } finally {
      setRunning(null);
    }
  };

  return (
    <ConsoleSection id={ROUNDS_SECTION_ID} heading={roundsCopy.heading} intro={roundsCopy.intro}>
      {state.status === "loading" && rounds === null ? <p role="status">{roundsCopy.loading}</p> : null}
      {state.status === "failed" && rounds === null ? <OperationsFailure error={state.error} retry={retry} /> : null}
      {failure === null ? null : <OperationsFailure error={failure} retry={() => setFailure(null)} />}
      {refused === null ? null : (
        <p role="alert" className={styles.problem}>
          {refused}
        </p>
      )}
      {rounds !== null && rounds.length === 0 ? <p>{roundsCopy.none}</p> : null}
      {rounds === null || rounds.length === 0 ? null : (
        <ul className={own.rounds}>
          {rounds.map((round) => (
            <Round key={round.dayId} round={round} running={running} onAct={act} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}

function Round({
  round,
  running,
  onAct,
}: {
  readonly round: RoundSummary;
  readonly running: string | null;
  readonly onAct: (dayId: string, action: "runNow" | "undo") => void;
}) {
  const day = roundsCopy.day(round.kind, round.firstSlot);
  const canRun = round.state.status !== "recorded" && round.state.status !== "opens";
  const canUndo = round.state.status === "recorded" && !round.anyoneConfirmed;
  return (
    <li className={styles.card}>
      <h3>{day}</h3>
      <p>
        <strong>{roundsCopy.state(round.state)}</strong>
        {round.state.status === "recorded" ? ` (${roundsCopy.recordedAt(round.state.at)})` : null}
      </p>
      {round.schools.map((school) => (
        <div key={school.school} className={own.school}>
          <p>{roundsCopy.school(school.school, school.pairs, school.trios, school.tables)}</p>
          {school.withoutPlace ? <p className={styles.problem}>{roundsCopy.withoutPlace}</p> : null}
          {school.failed ? <p className={styles.problem}>{roundsCopy.failed}</p> : null}
          {school.failed ? null : school.notMatched.length === 0 ? (
            <p className={styles.hint}>{roundsCopy.everyoneMatched}</p>
          ) : (
            <details>
              <summary>
                {roundsCopy.notMatched} ({school.notMatched.length})
              </summary>
              <ul>
                {school.notMatched.map(({ uid, reason }) => (
                  <li key={uid}>
                    {uid}: {noMatchReasonWords[reason]}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ))}
      {canRun ? (
        <button
          type="button"
          className={styles.secondary}
          aria-label={roundsCopy.runNowFor(day)}
          disabled={running !== null}
          onClick={() => onAct(round.dayId, "runNow")}
        >
          {running === `runNow:${round.dayId}` ? roundsCopy.running : roundsCopy.runNow}
        </button>
      ) : null}
      {canUndo ? (
        <>
          <p className={styles.hint}>{roundsCopy.undoHint}</p>
          <button
            type="button"
            className={styles.secondary}
            aria-label={roundsCopy.undoFor(day)}
            disabled={running !== null}
            onClick={() => onAct(round.dayId, "undo")}
          >
            {running === `undo:${round.dayId}` ? roundsCopy.undoing : roundsCopy.undo}
          </button>
        </>
      ) : null}
    </li>
  );
}
