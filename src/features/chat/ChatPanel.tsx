import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ChatError } from "../../../domain/chat/chatErrors";
import { type ShownMessage, shownMessages, unreadMessages, whyCannotWrite } from "../../../domain/chat/conversation";
import type { ConversationState, ConversationWatch, MessageYourMatch } from "../../../domain/chat/MessageYourMatch";
import type { MatchCard } from "../../../domain/meetups/myMealsView";
import type { ReportedMessage } from "../../../domain/meetups/reportTarget";
import { namesList } from "../../../domain/shared/namesList";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import styles from "./ChatPanel.module.css";
import { chatCopy, chatFailureMessages } from "./chatCopy";

const timeOf = (sentAt: number) => new Date(sentAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * The conversation with one's match (or table), on its card: the messages as they come, oldest
 * first, in a region that scrolls; a live region that reads out new messages from the others
 * only; the text box (its draft kept on the device, through a reload) and where each of the
 * student's messages stands (sending, sent, kept until back online, not sent: Retry). Text only:
 * a link shows as text. Each message from another member can be reported. Once the conversation
 * is over (a week after the meal, a report, a cancellation), it is read only, and says why.
 */
export function ChatPanel({
  card,
  onReport,
  headingLevel = 4,
}: {
  /** The match and who is on it: a match card's, or a meal of Your meals. */
  card: Pick<MatchCard, "match" | "me" | "others">;
  /** Its heading's level, one under what it opens from (a match card's h3; a meal of Your meals' h2). */
  headingLevel?: 3 | 4;
  /** Reports a message of another member; without it (no report can be filed any more), messages offer none. */
  onReport?: (message: ReportedMessage) => void;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const loadChat = useInjection(USE_CASES.chat);
  const [chat, setChat] = useState<MessageYourMatch | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const { match, me, others } = card;
  const [state, setState] = useState<ConversationState>({ status: "loading" });
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const watch = useRef<ConversationWatch | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const seen = useRef<Set<string> | null>(null);

  // The chat's code downloads with the first conversation opened; "Try again" downloads it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the watch again
  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    setState({ status: "loading" });
    loadChat().then(
      (loaded) => {
        if (cancelled) return;
        const started = loaded.messageYourMatch.watch(match.id, setState);
        setChat(loaded.messageYourMatch);
        watch.current = started;
        stop = () => started.stop();
      },
      () => {
        if (!cancelled) setState({ status: "failed" });
      },
    );
    return () => {
      cancelled = true;
      watch.current = null;
      stop();
    };
  }, [loadChat, match.id, attempt]);

  // The draft is the device's, read once the conversation is on screen.
  if (state.status === "ready" && draft === null && chat !== null) setDraft(chat.draftOf(match.id));

  const feed = state.status === "ready" ? state.feed : null;
  const messages = state.status === "ready" ? shownMessages(state.feed, state.outgoing) : [];
  const unread = feed === null ? 0 : unreadMessages(feed, me.uid).length;

  // Open on screen: what the others wrote is read.
  useEffect(() => {
    if (unread > 0) chat?.markRead(match.id).catch(() => {});
  }, [chat, match.id, unread]);

  // New messages from the others (not those there when it opened) are read out; the list follows the newest.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (feed === null) return;
    const ids = feed.messages.map((message) => message.id);
    if (seen.current !== null) {
      const fresh = feed.messages.filter((message) => !seen.current?.has(message.id) && message.senderUid !== me.uid);
      const newest = fresh.at(-1);
      if (newest !== undefined) setAnnouncement(chatCopy.newMessage(nameOf(newest.senderUid), newest.text));
    }
    seen.current = new Set(ids);
  });
  useEffect(() => {
    if (lastId !== undefined) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastId]);

  const nameOf = (uid: string) =>
    uid === me.uid ? chatCopy.you : (others.find((member) => member.uid === uid)?.firstName ?? "");
  const cannotWrite =
    feed === null ? null : whyCannotWrite(match, me.uid, feed.closed, state.status === "ready" ? state.now : 0);
  const myLast = [...messages].reverse().find((message) => message.senderUid === me.uid)?.id;

  function type(text: string) {
    setDraft(text);
    setProblem(null);
    chat?.saveDraft(match.id, text);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft ?? "";
    if (chat === null) return;
    setProblem(null);
    const sending = chat.send(match, text);
    setDraft("");
    try {
      await sending;
    } catch (error) {
      // Refused before it left (nothing to say, too long, too fast): what was typed comes back.
      setDraft(text);
      setProblem(chatFailureMessages[error instanceof ChatError ? error.reason : "unexpected"]);
    }
  }

  const status = (message: ShownMessage) => {
    if (message.senderUid !== me.uid) return null;
    if (message.status === "sending") return <span className={styles.status}>{chatCopy.sending}</span>;
    if (message.status === "waiting") return <span className={styles.status}>{chatCopy.waiting}</span>;
    if (message.status === "failed") {
      return (
        <span className={styles.failed}>
          {chatCopy.failed} {message.problem === null ? null : chatFailureMessages[message.problem]}{" "}
          <button type="button" className={styles.linkButton} onClick={() => void chat?.retry(message.id)}>
            {chatCopy.retrySend}
          </button>
        </span>
      );
    }
    return message.id === myLast ? <span className={styles.status}>{chatCopy.sent}</span> : null;
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {chatCopy.heading(namesList(others.map((member) => member.firstName)))}
      </Heading>
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {state.status === "loading" ? <p className={styles.meta}>{chatCopy.loading}</p> : null}
      {state.status === "failed" ? (
        <div role="alert" className={styles.problemRow}>
          <p className={styles.problem}>{chatCopy.loadFailed}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => (watch.current === null ? setAttempt((count) => count + 1) : watch.current.retry())}
          >
            {chatCopy.retry}
          </button>
        </div>
      ) : null}
      {state.status === "ready" ? (
        <>
          {messages.length === 0 ? <p className={styles.meta}>{chatCopy.empty}</p> : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard too */}
          <ol ref={list} className={styles.messages} aria-label={chatCopy.history} tabIndex={0}>
            {messages.map((message) => (
              <li key={message.id} className={message.senderUid === me.uid ? styles.mine : styles.theirs}>
                <span className={styles.sender}>
                  {nameOf(message.senderUid)}
                  {message.sentAt === null ? null : (
                    <time className={styles.time} dateTime={new Date(message.sentAt).toISOString()}>
                      {timeOf(message.sentAt)}
                    </time>
                  )}
                </span>
                <p className={styles.text}>{message.text}</p>
                {status(message)}
                {onReport !== undefined && message.senderUid !== me.uid && !feed?.closed ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={chatCopy.reportMessage(nameOf(message.senderUid))}
                    onClick={() => onReport({ id: message.id, senderUid: message.senderUid, text: message.text })}
                  >
                    {chatCopy.report}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {cannotWrite !== null ? (
            <p className={styles.notice}>{chatFailureMessages[cannotWrite]}</p>
          ) : (
            <form className={styles.form} onSubmit={send}>
              <label htmlFor={`${id}-message`} className={styles.label}>
                {chatCopy.label}
              </label>
              <textarea
                id={`${id}-message`}
                className={styles.input}
                rows={2}
                value={draft ?? ""}
                aria-describedby={`${id}-length ${id}-note`}
                onChange={(event) => type(event.target.value)}
              />
              <p id={`${id}-length`} className={styles.meta}>
                {chatCopy.length((draft ?? "").length)}
              </p>
              <p id={`${id}-note`} className={styles.meta}>
                {chatCopy.linkNote}
              </p>
              <div role="alert">{problem === null ? null : <p className={styles.problem}>{problem}</p>}</div>
              <button type="submit" className={styles.primary}>
                {chatCopy.send}
              </button>
            </form>
          )}
        </>
      ) : null}
    </section>
  );
}
