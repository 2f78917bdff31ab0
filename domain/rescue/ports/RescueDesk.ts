import type { DataSubject } from "../../shared/DataSubject";
import type { RescueOffer } from "../RescueOffer";
import type { Standby } from "../Standby";

/** What a student sees of the rescue on a meal day. */
export interface RescueLook {
  readonly standby: Standby | null;
  /** The offers that involve them (as the one left alone or as the candidate), newest first. */
  readonly offers: readonly RescueOffer[];
}

/**
 * A student's side of the same-day rescue: "I'm free today" and taking it back, and accepting an
 * offer. The system keeps the rules (callable functions on Firebase, the same domain code in the
 * browser offline). A refusal is a RescueError with its reason.
 */
export interface RescueDesk {
  look(dayId: string, student: DataSubject): Promise<RescueLook>;
  standBy(dayId: string, student: DataSubject): Promise<Standby>;
  withdraw(dayId: string, student: DataSubject): Promise<void>;
  /** Accepts the offer: the id of the match it made. */
  accept(offerId: string, student: DataSubject): Promise<string>;
}
