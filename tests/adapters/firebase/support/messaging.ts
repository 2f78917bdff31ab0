import type { RulesTestContext } from "@firebase/rules-unit-testing";
import { doc, getDoc, serverTimestamp, writeBatch } from "firebase/firestore";
import { MATCH_ID } from "./rulesWorld";

/** The fields of a message as the app writes it (the server's time, in the sender's name). */
export const messageOf = (sender: string, text = "Hi! I'm by the window.") => ({
  sender_uid: sender,
  text,
  sent_at: serverTimestamp(),
});

/** The sender's count after a message: a new window (count 1) or the next count in the same one. */
export function quotaFor(
  messageId: string,
  { count = 1, windowStart = serverTimestamp() as unknown, matchId = MATCH_ID } = {},
) {
  return {
    window_start: windowStart,
    count,
    last_message: { parent: "matches", conversation: matchId, id: messageId },
  };
}

export interface Sending {
  readonly matchId?: string;
  /** What the message document holds (as the app writes it unless told). */
  readonly message?: Record<string, unknown>;
  /** What the sender's count becomes (as the app moves it unless told; null: not moved). */
  readonly quota?: Record<string, unknown> | null;
}

/**
 * A message sent by `uid` (signed in as `context`) as the app sends it: one batch with the message
 * and the sender's count, read first to know whether a new window starts.
 */
export async function send(
  context: RulesTestContext,
  uid: string,
  messageId: string,
  { matchId = MATCH_ID, message = messageOf(uid), quota }: Sending = {},
): Promise<void> {
  const firestore = context.firestore();
  const counter = doc(firestore, `message_quotas/${uid}`);
  let counted = quota;
  if (counted === undefined) {
    const current = (await getDoc(counter)).data();
    const sameWindow = current !== undefined && Date.now() - current.window_start.toMillis() < 55_000;
    counted = sameWindow
      ? quotaFor(messageId, { count: current.count + 1, windowStart: current.window_start, matchId })
      : quotaFor(messageId, { matchId });
  }
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `matches/${matchId}/messages/${messageId}`), message);
  if (counted !== null) batch.set(counter, counted);
  await batch.commit();
}
