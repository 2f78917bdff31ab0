import type { MatchMember } from "./Match";

/** Who can be reported on one match: its id and the other members, as they were when the dialog opened. */
export interface ReportTarget {
  readonly matchId: string;
  readonly others: readonly MatchMember[];
  /** A group dinner's table: leaving it gives up a seat, it does not call the meal off. */
  readonly atTable?: boolean;
  /** Reported from the conversation: the message it is about (its sender is the one reported). */
  readonly aboutMessage?: ReportedMessage;
}

/** A message of the conversation being reported: the report carries it for the trust and safety team. */
export interface ReportedMessage {
  readonly id: string;
  readonly senderUid: string;
  readonly text: string;
}
