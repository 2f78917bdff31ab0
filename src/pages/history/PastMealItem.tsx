import { useId, useState } from "react";
import { LuFlag } from "react-icons/lu";
import { conversationOpensAt } from "../../../domain/chat/chatRules";
import type { PastMeal } from "../../../domain/meetups/MealHistory";
import type { ReportTarget } from "../../../domain/meetups/reportTarget";
import { ChatButton } from "../../features/chat/ChatButton";
import { ChatPanel } from "../../features/chat/ChatPanel";
import { ReportedByMe } from "../../features/meetups/ReportedByMe";
import { reportCopy } from "../../features/reports/reportCopy";
import { memberName } from "../../shared/copy/memberName";
import styles from "./HistoryPages.module.css";
import { historyCopy } from "./historyCopy";

const when = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * One meal of Your meals: when, with whom, how it went; what the student reported or blocked on it;
 * "Message", which opens its conversation under it (to write while it is open, to read after), with
 * what is unread; and "Report or block" while it may still be filed about someone not yet reported.
 * `onReport`: the page opens that dialog, outside the list, so looking again cannot take it away.
 */
export function PastMealItem({
  meal: { match, me, others, outcome, canReport, reportedByMe, lookedAt },
  onReport,
}: {
  readonly meal: PastMeal;
  readonly onReport: (target: ReportTarget) => void;
}) {
  const id = useId();
  const [chatting, setChatting] = useState(false);
  const names = others.map(memberName).join(" and ");
  const atTable = match.kind === "group-dinner";
  const reportable = canReport ? others.filter((other) => !reportedByMe.some((filed) => filed.uid === other.uid)) : [];
  // Once revealed, the conversation is there to read, however long ago the meal was.
  const hasConversation = me !== null && lookedAt >= conversationOpensAt(match);
  return (
    <li className={styles.item}>
      <h2 id={`${id}-meal`} className={styles.meal}>
        <time dateTime={new Date(match.slot).toISOString()} className={styles.when}>
          {when.format(match.slot)}
        </time>
        <span>
          {historyCopy.with(names)}
          {match.place === null ? null : ` ${historyCopy.at(match.place.name)}`}
        </span>
      </h2>
      <span className={styles.outcome} data-outcome={outcome}>
        {historyCopy.outcome[outcome]}
      </span>
      <ReportedByMe filed={reportedByMe} others={others} />
      {hasConversation || reportable.length > 0 ? (
        <div className={styles.actions}>
          <ChatButton
            conversationId={match.id}
            shown={hasConversation}
            open={chatting}
            onToggle={() => setChatting((open) => !open)}
            describedBy={`${id}-meal`}
          />
          {reportable.length > 0 ? (
            <button
              type="button"
              className={styles.report}
              onClick={() => onReport({ matchId: match.id, others: reportable, atTable })}
            >
              <LuFlag aria-hidden="true" /> {reportCopy.reportOrBlock}
              <span className="visually-hidden"> {historyCopy.reportWhich(names, when.format(match.slot))}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {hasConversation && chatting && me !== null ? (
        <ChatPanel
          card={{ match, me, others }}
          headingLevel={3}
          onReport={
            reportable.length > 0
              ? (message) => onReport({ matchId: match.id, others: reportable, atTable, aboutMessage: message })
              : undefined
          }
        />
      ) : null}
    </li>
  );
}
