/**
 * Why a message was not sent; the screen says it in words:
 * - empty, too-long: the text (nothing to send, or over MESSAGE_MAX_LENGTH);
 * - cancelled: the sender cancelled the meal (they can still read);
 * - closed: closed for the sender (isClosedFor): at a lunch for two a member blocked, reported or
 *   said "not again"; at a table the sender did;
 * - not-yet: a table's conversation opens on the day, when its first names are told;
 * - ended: a week after the meal has passed;
 * - too-fast: over the rate limit;
 * - not-a-member: not their conversation;
 * - refused: the server said no without saying why (one of the above, seen by the server first);
 * - unreachable: no connection (kept, and sent when the connection is back);
 * - timed-out: no answer in time (kept; sent again with the same id, so never twice).
 */
export type ChatFailure =
  | "signed-out"
  | "empty"
  | "too-long"
  | "cancelled"
  | "closed"
  | "not-yet"
  | "ended"
  | "too-fast"
  | "not-a-member"
  | "refused"
  | "unreachable"
  | "timed-out"
  | "unexpected";

export class ChatError extends Error {
  override readonly name = "ChatError";
  constructor(
    readonly reason: ChatFailure,
    options?: ErrorOptions,
  ) {
    super(`Message not sent: ${reason}`, options);
  }
}
