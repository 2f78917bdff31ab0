import { type ComponentType, useRef, useState } from "react";
import { LuCalendarPlus, LuCheck, LuMapPin } from "react-icons/lu";
import { conversationClosesAt, conversationOpensAt } from "../../../domain/chat/chatRules";
import type { MatchMember } from "../../../domain/meetups/Match";
import type { MatchCard as MatchCardView } from "../../../domain/meetups/myMealsView";
import type { ReportedMessage, ReportTarget } from "../../../domain/meetups/reportTarget";
import { namesList } from "../../../domain/shared/namesList";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { formatDay, formatDayTime, isoOf } from "../../shared/copy/formatMealTime";
import { useMeetupAction } from "../../shared/forms/useMeetupAction";
import styles from "../../shared/ui/cards.module.css";
import { downloadCalendarFile, siteHost } from "./downloadCalendarFile";
import { FeedbackCheck } from "./FeedbackCheck";
import { meetupCopy } from "./meetupCopy";
import { ReportedByMe } from "./ReportedByMe";
import { WaitlistForm } from "./WaitlistForm";

const namesOf = (members: readonly MatchMember[]) => namesList(members.map((member) => member.firstName));

/**
 * What a match's card shows of other features: the page passes them in (a feature imports no other).
 */
export interface MatchCardParts {
  /**
   * The chat's "Message" button, with what is unread in the match's conversation: on every card
   * (it follows the unread counts), it shows only while the match may write (`shown`).
   */
  readonly ChatButton: ComponentType<{
    readonly conversationId: string;
    readonly shown: boolean;
    readonly open: boolean;
    readonly onToggle: () => void;
  }>;
  /** The conversation, under the card while the student has it open. */
  readonly ChatPanel: ComponentType<{
    readonly card: MatchCardView;
    readonly onReport: (message: ReportedMessage) => void;
  }>;
  /** "Report or block", which opens the page's report dialog. */
  readonly ReportButton: ComponentType<{ readonly onClick: () => void }>;
  /** The screen for finding each other on the day (colour, "I'm here", approximate location). */
  readonly MeetScreen: ComponentType<{
    readonly card: MatchCardView;
    readonly refresh: () => Promise<void>;
    readonly onClose: () => void;
  }>;
}

/**
 * One of the student's matches: the reveal, then what to do at each phase, and "Report or block"
 * always, until the student has reported or blocked everyone else on it (then it says so), and
 * "Message" (with what is unread) from the reveal until a week after the meal: the conversation.
 * `onReport`: the hub opens that dialog, outside the card, so a refresh cannot take it away.
 */
export function MatchCard({
  card,
  refresh,
  onReport,
  onFeedbackDone,
  now,
  parts: { ChatButton, ChatPanel, ReportButton, MeetScreen },
}: {
  card: MatchCardView;
  refresh: () => Promise<void>;
  onReport: (target: ReportTarget) => void;
  /** The check after the meal is answered: the hub says thanks, since the card leaves it then. */
  onFeedbackDone: () => void;
  /** When the hub last looked (the app's clock). */
  now: number;
  parts: MatchCardParts;
}) {
  const respond = useInjection(USE_CASES.respondToMatch);
  const myMeals = useInjection(USE_CASES.myMeals);
  const { busy, problem, run } = useMeetupAction(refresh);
  const [meeting, setMeeting] = useState(false);
  const [chatting, setChatting] = useState(false);
  const canChat = now >= conversationOpensAt(card.match) && now < conversationClosesAt(card.match);
  const cancelDialog = useRef<HTMLDialogElement>(null);
  const { match, phase, others } = card;
  const atTable = match.kind === "group-dinner";
  const headingId = `match-${match.id}`;
  const stillIn = others.filter((member) => member.cancelledAt === null);
  const shownOthers = atTable ? stillIn : others;
  const confirmedCount = [card.me, ...stillIn].filter((member) => member.confirmedAt !== null).length;
  const cancelledOthers = others.filter((member) => member.cancelledAt !== null);
  const reportable = others.filter((member) => !card.reportedByMe.some((filed) => filed.uid === member.uid));

  const cancel = async () => {
    cancelDialog.current?.close();
    await run(() => respond.cancel(match.id));
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        {atTable ? meetupCopy.tableHeading : meetupCopy.matchHeading}
      </h3>
      {atTable ? <p className={styles.meta}>{meetupCopy.tableSize(stillIn.length + 1)}</p> : null}
      <ul className={styles.people}>
        {shownOthers.map((member) => (
          <li key={member.uid} className={styles.person}>
            <span className={styles.personName}>{member.firstName || meetupCopy.unnamedMember}</span>
            <span className={styles.meta}>{[member.classLevel, member.major].filter(Boolean).join(" · ")}</span>
          </li>
        ))}
      </ul>
      {match.sharedInterests.length > 0 ? (
        <p className={styles.text}>
          {atTable
            ? meetupCopy.tableInterests(match.sharedInterests.join(", "))
            : meetupCopy.sharedInterests(match.sharedInterests.join(", "))}
        </p>
      ) : null}
      {match.place === null ? (
        <p className={styles.text}>
          <LuMapPin aria-hidden="true" className={styles.inlineIcon} />{" "}
          <time dateTime={isoOf(match.slot)}>{formatDayTime(match.slot)}</time>.{" "}
          {meetupCopy.tableToldOn(formatDay(match.revealAt))}
        </p>
      ) : (
        <>
          <p className={styles.text}>
            <LuMapPin aria-hidden="true" className={styles.inlineIcon} />{" "}
            <time dateTime={isoOf(match.slot)}>{meetupCopy.meetAt(formatDayTime(match.slot), match.place.name)}</time>
          </p>
          <p className={styles.meta}>
            {meetupCopy.meetingPoint(match.place.meetingPoint)} · {match.place.address}
          </p>
        </>
      )}
      {atTable && match.notices.includes(`seated:${card.me.uid}`) && phase !== "off" ? (
        <p className={styles.meta}>{meetupCopy.seatedFromWaitlist}</p>
      ) : null}

      {phase === "to-confirm" ? (
        <p className={styles.meta}>{meetupCopy.confirmBy(formatDayTime(card.confirmBy))}</p>
      ) : null}
      {phase === "waiting" || phase === "on" || phase === "find-each-other" ? (
        <p className={styles.status}>
          <LuCheck aria-hidden="true" />
          {meetupCopy.confirmed}
        </p>
      ) : null}
      {phase === "waiting" ? (
        <p className={styles.meta}>
          {atTable ? meetupCopy.waitingForTable : meetupCopy.waitingForOthers(namesOf(stillIn))}
        </p>
      ) : null}
      {phase === "on" ? (
        <>
          <p className={styles.text}>{atTable ? meetupCopy.tableOn(confirmedCount) : meetupCopy.itsOn}</p>
          <p className={styles.meta}>{atTable ? meetupCopy.findTableHint : meetupCopy.findHint}</p>
        </>
      ) : null}
      {phase === "off" ? (
        <>
          <p className={styles.notice}>
            {card.me.cancelledForSafety
              ? meetupCopy.offAfterReport
              : card.me.cancelledAt !== null
                ? meetupCopy.offByMe
                : atTable
                  ? card.me.confirmedAt === null
                    ? meetupCopy.offTableNotConfirmed
                    : meetupCopy.offTableTooFew
                  : cancelledOthers.length > 0
                    ? meetupCopy.offByThem(namesOf(cancelledOthers))
                    : meetupCopy.offNotConfirmed}
          </p>
          {card.me.cancelledAt === null ? (
            <WaitlistForm dayId={match.dayId} laterSlots={card.laterSlots} optIn={card.dayOptIn} refresh={refresh} />
          ) : null}
        </>
      ) : null}
      {phase === "feedback" ? <FeedbackCheck card={card} refresh={refresh} onDone={onFeedbackDone} /> : null}

      <div className={styles.actions}>
        {phase === "to-confirm" ? (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => run(() => respond.confirm(match.id))}
          >
            {meetupCopy.confirm}
          </button>
        ) : null}
        {phase === "find-each-other" ? (
          <button type="button" className={styles.primary} onClick={() => setMeeting(true)}>
            {atTable ? meetupCopy.findYourTable : meetupCopy.findYourMatch}
          </button>
        ) : null}
        {phase === "on" || phase === "waiting" || phase === "find-each-other" ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => downloadCalendarFile(myMeals.calendarEventFor(match, siteHost()), "strangers-match.ics")}
          >
            <LuCalendarPlus aria-hidden="true" className={styles.inlineIcon} /> {meetupCopy.addToCalendar}
          </button>
        ) : null}
        {phase === "to-confirm" || phase === "waiting" || phase === "on" || phase === "find-each-other" ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => cancelDialog.current?.showModal()}
          >
            {meetupCopy.cantMakeIt}
          </button>
        ) : null}
        <ChatButton
          conversationId={card.match.id}
          shown={canChat}
          open={chatting}
          onToggle={() => setChatting((open) => !open)}
        />
        {reportable.length > 0 ? (
          <ReportButton onClick={() => onReport({ matchId: match.id, others: reportable, atTable })} />
        ) : null}
      </div>
      <ReportedByMe filed={card.reportedByMe} others={others} />
      {canChat && chatting ? (
        <ChatPanel
          card={card}
          onReport={(message) => onReport({ matchId: match.id, others: reportable, atTable, aboutMessage: message })}
        />
      ) : null}
      <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>

      <dialog ref={cancelDialog} className={styles.dialog} aria-labelledby={`${headingId}-cancel`}>
        <h4 id={`${headingId}-cancel`} className={styles.cardHeading}>
          {meetupCopy.confirmCancelHeading}
        </h4>
        <p className={styles.text}>
          {atTable ? meetupCopy.confirmCancelTableText : meetupCopy.confirmCancelText(namesOf(stillIn))}
        </p>
        {card.cancellingIsLate ? <p className={styles.notice}>{meetupCopy.lateCancelWarning}</p> : null}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={cancel}>
            {meetupCopy.confirmCancel}
          </button>
          <button type="button" className={styles.secondary} onClick={() => cancelDialog.current?.close()}>
            {meetupCopy.keep}
          </button>
        </div>
      </dialog>
      {meeting ? <MeetScreen card={card} refresh={refresh} onClose={() => setMeeting(false)} /> : null}
    </section>
  );
}
