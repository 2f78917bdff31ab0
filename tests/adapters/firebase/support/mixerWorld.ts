import { HOUR_MS } from "../../../../domain/shared/time";
import { at, rulesWorld } from "./rulesWorld";

/** A mixer's id, as the schedule names it. */
export const MIXER_ID = "2030-01-17-mixer-1900";
/** State's mixer (the rules world's students are at state.edu) and another school's: `{mixerId}_{school}`. */
export const EVENT_ID = `${MIXER_ID}_state.edu`;
export const OTHER_EVENT_ID = `${MIXER_ID}_other.edu`;

/**
 * The rules world (rulesWorld) with a school's mixer and its RSVPs written as the functions write
 * them (past the rules). Call in a suite's top level.
 */
export function mixerWorld() {
  const world = rulesWorld();

  /** State's mixer starting `startsIn` from now, lasting two hours, as the school's first RSVP made it. */
  async function writeMixer(startsIn: number, { id = EVENT_ID, school = "state.edu" } = {}): Promise<number> {
    const startsAt = Date.now() + startsIn;
    await world.asSystem((db) =>
      db.doc(`mixers/${id}`).set({
        mixer_id: MIXER_ID,
        title: "Thursday night mixer",
        starts_at: at(startsAt),
        ends_at: at(startsAt + 2 * HOUR_MS),
        capacity: 40,
        school,
        place: { id: "hall", name: "Hall", meeting_point: "Doors", address: "Campus" },
        going: 1,
        waitlisted: 0,
        circles_formed_at: null,
        circles: 0,
        notices: [],
        version: 1,
      }),
    );
    return startsAt;
  }

  /** A student's RSVP (going unless told), as the RSVP callable writes it. */
  async function writeRsvp(uid: string, fields: Record<string, unknown> = {}, id = EVENT_ID): Promise<void> {
    await world.asSystem((db) =>
      db.doc(`mixers/${id}/rsvps/${uid}`).set({
        event_id: id,
        mixer_id: MIXER_ID,
        school: "state.edu",
        uid,
        status: "going",
        position: null,
        rsvp_at: at(Date.now() - HOUR_MS),
        promoted_at: null,
        cancelled_at: null,
        circle: null,
        notices: [],
        ...fields,
      }),
    );
  }

  return { ...world, writeMixer, writeRsvp };
}
