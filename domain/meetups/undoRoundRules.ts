import type { Match } from "./Match";

/** Why a round could not be taken back. */
export type UndoRoundRefusal = "not-recorded" | "confirmed";

/** A round UndoRound would not take back, and why. */
export class UndoRoundError extends Error {
  override readonly name = "UndoRoundError";
  constructor(readonly reason: UndoRoundRefusal) {
    super(`The round cannot be undone: ${reason}`);
  }
}

/** Someone on one of the day's matches has confirmed: their meal stands, so the round does. */
export const anyoneConfirmed = (matches: readonly Match[]): boolean =>
  matches.some((match) => match.memberIds.some((uid) => match.members[uid]?.confirmedAt != null));
