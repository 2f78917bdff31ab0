import type { ConversationLedger } from "../chat/ports/ConversationLedger";
import type { MatchLedger } from "../meetups/ports/MatchLedger";
import type { Clock } from "../shared/ports/Clock";
import type { DemoCohort } from "./ports/DemoCohort";

/** What a demo student answers to the first message of their match. */
export const DEMO_REPLY = "Hi! Looking forward to meeting you. See you at the meeting point!";

/**
 * Developer tools (offline backend): a demo student answers the first message of their match with a
 * short reply, once, so that the chat can be seen working without a second person. A demo student
 * who does not show up does not answer either.
 */
export class ReplyAsDemoStudents {
  readonly #cohort: DemoCohort;
  readonly #matches: MatchLedger;
  readonly #conversations: ConversationLedger;
  readonly #clock: Clock;

  constructor(cohort: DemoCohort, matches: MatchLedger, conversations: ConversationLedger, clock: Clock) {
    this.#cohort = cohort;
    this.#matches = matches;
    this.#conversations = conversations;
    this.#clock = clock;
  }

  async execute(conversationId: string): Promise<void> {
    const match = await this.#matches.get(conversationId);
    if (match === null || (await this.#conversations.isClosed(conversationId))) return;
    const demo = new Map((await this.#cohort.list()).map((student) => [student.uid, student.behaviour]));
    const messages = await this.#conversations.messages(conversationId);
    const someoneElseWrote = (uid: string) => messages.some((message) => message.senderUid !== uid);
    for (const uid of match.memberIds) {
      const behaviour = demo.get(uid);
      const member = match.members[uid];
      if (behaviour === undefined || behaviour === "does-not-show" || member === undefined) continue;
      if (member.cancelledAt !== null) continue;
      if (!someoneElseWrote(uid) || messages.some((message) => message.senderUid === uid)) continue;
      await this.#conversations.append({
        // One reply per demo student and conversation, whatever happens: its id says which.
        id: `demo-reply-${uid}`,
        conversationId,
        senderUid: uid,
        text: DEMO_REPLY,
        // After the message it answers, even on a clock that has not moved since (the developer tools').
        sentAt: Math.max(this.#clock.now(), (messages.at(-1)?.sentAt ?? 0) + 1),
      });
    }
  }
}
