/**
 * Where the match lifecycle lives in Firestore (firestore.rules guards each path):
 *
 * - `days/{dayId}`: a meal day as the system publishes it (its slots, when opt-in opens and closes)
 *   and, once matching has run, what a student needs of the outcome (who was left unmatched).
 *   Written by the functions; read by verified students (the rules read its cut-off).
 * - `days/{dayId}/opt_ins/{uid}`: a student's "I'm in"; the student writes it until the cut-off.
 * - `rounds/{dayId}`: the round's claim and full outcome; the functions only.
 * - `matches/{matchId}`: a match; its members read it and change their own answers only.
 * - `reports/{reportId}`: blocks, reports and "not again"; filed by students, read by trust and safety.
 * - `places/{school}` (and `places/default` for schools without their own): where students meet.
 * - `mail/{id}`: outgoing emails in the shape of the "Trigger Email from Firestore" extension.
 * - `locks/{name}`: the functions' leases (one waitlist run per day at a time).
 */
export const COLLECTIONS = {
  days: "days",
  optIns: "opt_ins",
  rounds: "rounds",
  matches: "matches",
  reports: "reports",
  places: "places",
  mail: "mail",
  locks: "locks",
} as const;

/** The places document of schools without their own list (a school id is a domain, so never this). */
export const DEFAULT_PLACES_DOCUMENT = "default";

export const optInPath = (dayId: string, uid: string) => `${COLLECTIONS.days}/${dayId}/${COLLECTIONS.optIns}/${uid}`;
export const dayPath = (dayId: string) => `${COLLECTIONS.days}/${dayId}`;
export const matchPath = (matchId: string) => `${COLLECTIONS.matches}/${matchId}`;
export const roundPath = (dayId: string) => `${COLLECTIONS.rounds}/${dayId}`;
export const reportPath = (reportId: string) => `${COLLECTIONS.reports}/${reportId}`;
