/**
 * Where the match lifecycle lives in Firestore (firestore.rules guards each path):
 *
 * - `days/{dayId}`: a meal day as the system publishes it (its slots, when opt-in opens and closes).
 *   Written by the functions; read by verified students (the rules read its dates).
 * - `days/{dayId}/schools/{school}`: one school taking part that day, as the parent of its opt-ins:
 *   no document is written there (the rules let nobody); the functions list the day's schools as
 *   these parents (AdminOptInLedger.schoolsForDay), without reading an opt-in.
 * - `days/{dayId}/schools/{school}/opt_ins/{uid}`: a student's "I'm in", under the student's own school
 *   (a school's part of the round reads only its own); the student writes it until the cut-off. Every
 *   opt-in of one student, whatever the day, is the collection group `opt_ins` (`uid`).
 * - `days/{dayId}/outcomes/{uid}`: what the round did for that student; the functions write it,
 *   that student alone reads it.
 * - `rounds/{dayId}`: the round's claim, its schools and its counts; the functions only.
 * - `rounds/{dayId}/schools/{school}`: one school's part of the round (its claim, then who of it was
 *   not matched and why); the functions only.
 * - `matches/{matchId}`: a match; its members read it and change their own answers only.
 * - `matches/{matchId}/contacts/{uid}`: the addresses revealed to that member; the functions write
 *   it, that member alone reads it.
 * - `matches/{matchId}/messages/{messageId}`: the match's conversation; its members read it and
 *   write their own messages (never change them); the trust and safety team reads a reported one.
 * - `matches/{matchId}/readers/{uid}`: until when that member has read the conversation; theirs alone.
 * - `matches/{matchId}/locations/{uid}`: the approximate position that member shares on the colour
 *   screen (grid steps, inside the window); the other members still in read it, its sharer deletes it,
 *   the functions delete it when the window ends (spelled in FirestoreLocationShare and
 *   AdminLocationShareLedger).
 * - `message_quotas/{uid}`: a student's message count in the current minute (the rate limit).
 * - `unread_emails/{conversationId}_{uid}`: when that member was last emailed about the
 *   conversation's unread messages (at most one an hour); the functions only.
 * - `data_exports/{uid}`: when the student last downloaded their data (at most one download every
 *   few minutes); the functions only.
 * - `reports/{reportId}`: blocks, reports and "not again"; filed by students (each reads their
 *   own), read by trust and safety; the functions add when it arrived, when it was reviewed (never
 *   what was decided) and, once a member it names deleted their account, how long it is kept and why.
 * - `review_decisions/{reportId}`: the team's decision on a report (what was done to the student it
 *   is about); the functions write it, only the trust and safety team reads it: its reporter never.
 * - `reports/{reportId}/audit/{entryId}`: the report's audit log (who did what, when, why); the
 *   functions append to it, the trust and safety team reads it, nobody changes it.
 * - `places/{school}` (and `places/default` for schools without their own): where students meet.
 * - `mixers/{mixerId}_{school}`: one school's mixer (its places, its circles); the functions write it,
 *   the school's students read it. `mixers/{eventId}/rsvps/{uid}`: a student's RSVP; the functions
 *   write it (the RSVP callables keep the capacity), that student reads it and checks in.
 * - `mail/{id}`: outgoing emails in the shape of the "Trigger Email from Firestore" extension.
 * - `account_holds/{key}`: what trust and safety keeps of a deleted account that was suspended or
 *   that others blocked or reported, under an HMAC of its address (never the address or the uid);
 *   the functions only.
 * - `outcome_counts/{school}_{week}`: a school's week of outcomes (the console's Outcomes), kept by the
 *   functions as the lifecycle happens; operators read it, nobody writes it but the functions.
 * - `operations_audit/{entryId}`: the operators' audit log (who changed which role, place or schedule,
 *   when); the functions append to it, operators read it, nobody changes it.
 * - `locks/{name}`: the functions' leases (one waitlist run per day at a time, and at most one per
 *   change window).
 */
export const COLLECTIONS = {
  days: "days",
  optIns: "opt_ins",
  daySchools: "schools",
  outcomes: "outcomes",
  rounds: "rounds",
  roundSchools: "schools",
  matches: "matches",
  contacts: "contacts",
  messages: "messages",
  readers: "readers",
  messageQuotas: "message_quotas",
  unreadEmails: "unread_emails",
  dataExports: "data_exports",
  reports: "reports",
  audit: "audit",
  reviewDecisions: "review_decisions",
  places: "places",
  mixers: "mixers",
  rsvps: "rsvps",
  mail: "mail",
  locks: "locks",
  accountHolds: "account_holds",
  pushSubscriptions: "push_subscriptions",
  operationsAudit: "operations_audit",
  standbys: "standbys",
  rescueOffers: "rescue_offers",
} as const;

/** The places document of schools without their own list (a school id is a domain, so never this). */
export const DEFAULT_PLACES_DOCUMENT = "default";

/** The day's schools: the parents of their opt-ins (no document written), listed by the functions only. */
export const daySchoolsPath = (dayId: string) => `${COLLECTIONS.days}/${dayId}/${COLLECTIONS.daySchools}`;
export const daySchoolPath = (dayId: string, school: string) => `${daySchoolsPath(dayId)}/${school}`;
/** One school's opt-ins of a day. */
export const schoolOptInsPath = (dayId: string, school: string) =>
  `${daySchoolPath(dayId, school)}/${COLLECTIONS.optIns}`;
export const optInPath = (dayId: string, school: string, uid: string) => `${schoolOptInsPath(dayId, school)}/${uid}`;
export const outcomePath = (dayId: string, uid: string) =>
  `${COLLECTIONS.days}/${dayId}/${COLLECTIONS.outcomes}/${uid}`;
export const dayPath = (dayId: string) => `${COLLECTIONS.days}/${dayId}`;
export const matchPath = (matchId: string) => `${COLLECTIONS.matches}/${matchId}`;
/** A student's "I'm free today" for a meal day (the functions' only). */
export const standbyPath = (dayId: string, uid: string) => `${COLLECTIONS.standbys}/${dayId}_${uid}`;
export const rescueOfferPath = (offerId: string) => `${COLLECTIONS.rescueOffers}/${offerId}`;
export const contactsPath = (matchId: string, uid: string) =>
  `${COLLECTIONS.matches}/${matchId}/${COLLECTIONS.contacts}/${uid}`;
export const messagePath = (matchId: string, messageId: string) =>
  `${COLLECTIONS.matches}/${matchId}/${COLLECTIONS.messages}/${messageId}`;
export const readerPath = (matchId: string, uid: string) =>
  `${COLLECTIONS.matches}/${matchId}/${COLLECTIONS.readers}/${uid}`;
export const messageQuotaPath = (uid: string) => `${COLLECTIONS.messageQuotas}/${uid}`;
export const unreadEmailPath = (conversationId: string, uid: string) =>
  `${COLLECTIONS.unreadEmails}/${conversationId}_${uid}`;
export const dataExportPath = (uid: string) => `${COLLECTIONS.dataExports}/${uid}`;
export const roundPath = (dayId: string) => `${COLLECTIONS.rounds}/${dayId}`;
export const roundSchoolPath = (dayId: string, school: string) =>
  `${COLLECTIONS.rounds}/${dayId}/${COLLECTIONS.roundSchools}/${school}`;
export const reportPath = (reportId: string) => `${COLLECTIONS.reports}/${reportId}`;
export const auditPath = (reportId: string) => `${COLLECTIONS.reports}/${reportId}/${COLLECTIONS.audit}`;
export const reviewDecisionPath = (reportId: string) => `${COLLECTIONS.reviewDecisions}/${reportId}`;
export const profilePath = (uid: string) => `users/${uid}`;
/** A student's devices that take notifications: one document per device, under their profile. */
export const pushSubscriptionsPath = (uid: string) => `${profilePath(uid)}/${COLLECTIONS.pushSubscriptions}`;
export const pushSubscriptionPath = (uid: string, deviceId: string) => `${pushSubscriptionsPath(uid)}/${deviceId}`;
export const accountHoldPath = (key: string) => `${COLLECTIONS.accountHolds}/${key}`;
export const mixerEventPath = (eventId: string) => `${COLLECTIONS.mixers}/${eventId}`;
export const mixerRsvpPath = (eventId: string, uid: string) =>
  `${COLLECTIONS.mixers}/${eventId}/${COLLECTIONS.rsvps}/${uid}`;
