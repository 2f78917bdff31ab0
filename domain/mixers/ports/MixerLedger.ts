import type { MixerEvent, Rsvp } from "../MixerEvent";

/** What a change of a school's mixer sees: the event (null before its first RSVP) and the RSVPs it read. */
export interface MixerFacts {
  readonly event: MixerEvent | null;
  /** One student's RSVP (none if they have none), or every RSVP of the event, as the change asked. */
  readonly rsvps: readonly Rsvp[];
}

/** What a change stores: the event as it is to be, and the RSVPs it changed (whole). */
export interface MixerChange {
  readonly event: MixerEvent;
  readonly rsvps: readonly Rsvp[];
}

/** The RSVPs a change reads: one student's, or all of the event's. */
export type MixerScope = { readonly uid: string } | "all";

/**
 * The mixers as the system keeps them (the system only: the RSVP desk, the due jobs, a student's
 * data). Every change of an event's places goes through `change`, which makes the capacity hold
 * however many students RSVP at once.
 */
export interface MixerLedger {
  /**
   * Reads the event and the RSVPs of `scope`, asks `decide`, and stores its change, all as one:
   * if anything `decide` read changed meanwhile, the change is not stored and `decide` is asked
   * again on what is there now (so it must be pure: it may run more than once). A null change
   * stores nothing. Answers `decide`'s answer of the run that counted.
   */
  change<T>(
    eventId: string,
    scope: MixerScope,
    decide: (facts: MixerFacts) => { readonly change: MixerChange | null; readonly answer: T },
  ): Promise<T>;
  /**
   * The schools' events of one mixer of the schedule, a page at a time: at most `limit`, by id,
   * those after the event `afterId` (null: from the first).
   */
  eventsOf(mixerId: string, limit: number, afterId: string | null): Promise<readonly MixerEvent[]>;
  /** Every RSVP of an event, cancelled ones included. */
  rsvpsOf(eventId: string): Promise<readonly Rsvp[]>;
}
