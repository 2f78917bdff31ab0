import type { MatchCard } from "../../../domain/meetups/myMealsView";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import { ApproximateLocation } from "./ApproximateLocation";
import { ColourScreen } from "./ColourScreen";
import styles from "./MeetScreen.module.css";
import { meetCopy } from "./meetCopy";

/** What a dialog about one match is given: the match, a way to look again once it acted, and to close. */
export interface MatchDialogProps {
  readonly card: MatchCard;
  readonly refresh: () => Promise<void>;
  readonly onClose: () => void;
}

/**
 * "Find your match" (or "Find your table"): the whole screen in the match's colour, with its code
 * word, as on the other phone(s) (ColourScreen). "I'm here" and "Running late" tell the others, and
 * their answers show here (the feed brings them at once). A member may share their approximate
 * location (ApproximateLocation). No chat.
 */
export function MeetScreen({ card, refresh, onClose }: MatchDialogProps) {
  const respond = useInjection(USE_CASES.respondToMatch);
  const { busy, problem, run } = useMeetupAction(refresh);
  const { match, me, others } = card;

  return (
    <ColourScreen signal={match.signal} onClose={onClose}>
      {match.place === null ? null : (
        <p className={styles.instructions}>
          {meetCopy.meetInstructions(`${match.place.name} (${match.place.meetingPoint})`)}
        </p>
      )}
      <ul className={styles.arrivals} aria-live="polite">
        {others
          .filter((member) => member.cancelledAt === null)
          .map((member) => (
            <li key={member.uid}>
              {member.arrival === null
                ? meetCopy.partnerNotYet(member.firstName)
                : member.arrival.kind === "here"
                  ? meetCopy.partnerHere(member.firstName)
                  : meetCopy.partnerLate(member.firstName)}
            </li>
          ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={me.arrival?.kind === "here"}
          disabled={busy}
          onClick={() => run(() => respond.arrive(match.id, "here"))}
        >
          {meetCopy.imHere}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-pressed={me.arrival?.kind === "late"}
          disabled={busy}
          onClick={() => run(() => respond.arrive(match.id, "late"))}
        >
          {meetCopy.runningLate}
        </button>
      </div>
      <p role="status" className={styles.note}>
        {me.arrival?.kind === "here" ? meetCopy.youSaidHere : me.arrival?.kind === "late" ? meetCopy.youSaidLate : ""}
      </p>
      {problem === null ? null : (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <ApproximateLocation match={match} />
    </ColourScreen>
  );
}
