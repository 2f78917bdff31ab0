import type { Match, MatchMember } from "../../domain/meetups/Match";
import type { OptIn } from "../../domain/meetups/OptIn";
import { type SafetyReport, safetyReportId } from "../../domain/meetups/Report";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Noon (UTC) three days from today: the slot the contract suites' matches meet at. Relative to now,
 * not a date, because the Firebase rules compare a match's and an opt-in's times with the real time
 * (a confirmation until 4 h before the meal): a fixed date would fail them once it has passed.
 */
export const SLOT = Math.floor(Date.now() / DAY) * DAY + 3 * DAY + 12 * HOUR;

/** A meal day's id ("2026-11-25") for the UTC date of an instant. */
export const dayIdOf = (instant: number): string => new Date(instant).toISOString().slice(0, 10);
export const DAY_ID = dayIdOf(SLOT);

export function anOptIn(uid: string, fields: Partial<OptIn> = {}): OptIn {
  return {
    dayId: DAY_ID,
    uid,
    school: "state.edu",
    slots: [SLOT],
    updatedAt: SLOT - 2 * DAY - 3 * HOUR,
    waitlistSlots: [],
    ...fields,
  };
}

export function aMember(uid: string, fields: Partial<MatchMember> = {}): MatchMember {
  return {
    uid,
    firstName: uid.charAt(0).toUpperCase() + uid.slice(1),
    classLevel: "Junior",
    major: "History",
    interests: ["Coffee"],
    confirmedAt: null,
    cancelledAt: null,
    cancelledForSafety: false,
    arrival: null,
    feedback: null,
    ...fields,
  };
}

/** A match of these members (uids), as matching writes it. */
export function aMatch(memberIds: readonly string[], fields: Partial<Match> = {}): Match {
  const sorted = [...memberIds].sort();
  return {
    id: `${DAY_ID}_${sorted.join("_")}`,
    dayId: DAY_ID,
    kind: "lunch-for-two",
    school: "state.edu",
    slot: SLOT,
    revealAt: SLOT - DAY,
    place: { id: "main-dining-hall", name: "Main Dining Hall", meetingPoint: "By the doors", address: "Campus" },
    signal: { colourName: "Tangerine", colour: "#f2542d", codeWord: "Maple" },
    sharedInterests: ["Coffee"],
    memberIds: sorted,
    members: Object.fromEntries(sorted.map((uid) => [uid, aMember(uid)])),
    createdAt: SLOT - DAY,
    origin: "round",
    notices: [],
    ...fields,
  };
}

/** A block (unless told otherwise) filed from the match of the two (aMatch's id), under its derived id. */
export function aReport(reporterUid: string, reportedUid: string, fields: Partial<SafetyReport> = {}): SafetyReport {
  const about = {
    kind: "block" as const,
    reporterUid,
    reportedUid,
    matchId: aMatch([reporterUid, reportedUid]).id,
    ...fields,
  };
  return {
    id: safetyReportId(about),
    school: "state.edu",
    reason: null,
    details: "",
    messageIds: [],
    createdAt: SLOT - DAY,
    ...about,
  };
}
