import type { Match, MatchMember } from "../../domain/meetups/Match";
import type { OptIn } from "../../domain/meetups/OptIn";
import type { SafetyReport } from "../../domain/meetups/Report";

/** Wednesday 25 November 2026, 12:00 UTC: the slot the contract suites' matches meet at. */
export const SLOT = Date.UTC(2026, 10, 25, 12);
export const DAY_ID = "2026-11-25";

export function anOptIn(uid: string, fields: Partial<OptIn> = {}): OptIn {
  return {
    dayId: DAY_ID,
    uid,
    school: "state.edu",
    slots: [SLOT],
    updatedAt: Date.UTC(2026, 10, 23, 9),
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
    school: "state.edu",
    slot: SLOT,
    place: { id: "main-dining-hall", name: "Main Dining Hall", meetingPoint: "By the doors", address: "Campus" },
    signal: { colourName: "Tangerine", colour: "#f2542d", codeWord: "Maple" },
    sharedInterests: ["Coffee"],
    memberIds: sorted,
    members: Object.fromEntries(sorted.map((uid) => [uid, aMember(uid)])),
    createdAt: Date.UTC(2026, 10, 24, 12),
    origin: "round",
    contacts: null,
    notices: [],
    ...fields,
  };
}

export function aReport(reporterUid: string, reportedUid: string, fields: Partial<SafetyReport> = {}): SafetyReport {
  return {
    id: `${reporterUid}-${reportedUid}-${fields.kind ?? "block"}`,
    kind: "block",
    reporterUid,
    reportedUid,
    school: "state.edu",
    matchId: null,
    reason: null,
    details: "",
    createdAt: Date.UTC(2026, 10, 24, 12),
    ...fields,
  };
}
