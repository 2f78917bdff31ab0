import { isFormerMember } from "../meetups/formerMember";
import type { Match } from "../meetups/Match";
import type { OptIn } from "../meetups/OptIn";
import type { SafetyReport } from "../meetups/Report";
import type { StoredProfile } from "../profile/UserProfile";
import type { RescueOffer } from "../rescue/RescueOffer";
import type { EpochMillis } from "../shared/EpochMillis";
import type { ReportProgress } from "../trust/Review";
import { type CountsAt, sumShares, type WeeklyOutcomes } from "./outcomeCounts";
import {
  type AccountFacts,
  accountShare,
  matchShare,
  optInShare,
  profileShare,
  reportShare,
  rescueOfferShare,
  studentShare,
} from "./outcomeShares";

/** Every document the outcomes count, as the system reads them. */
export interface OutcomeDocuments {
  readonly accounts: readonly AccountFacts[];
  readonly profiles: readonly StoredProfile[];
  readonly optIns: readonly OptIn[];
  readonly matches: readonly Match[];
  readonly reports: readonly (SafetyReport & Partial<Pick<ReportProgress, "receivedAt" | "reviewedAt">>)[];
  readonly rescueOffers: readonly RescueOffer[];
}

/**
 * The outcomes counted from the documents themselves, every school and week at once: what the
 * local backend shows, and what the functions' running counts must equal on Firebase.
 */
export function recountOutcomes(
  documents: OutcomeDocuments,
  timeZone: string | null,
  now: EpochMillis,
): WeeklyOutcomes[] {
  const shares: CountsAt[] = [];
  for (const account of documents.accounts) shares.push(...accountShare(account, timeZone));
  for (const profile of documents.profiles) shares.push(...profileShare(profile, timeZone));
  for (const optIn of documents.optIns) shares.push(...optInShare(optIn));
  for (const match of documents.matches) shares.push(...matchShare(match, now));
  for (const report of documents.reports) shares.push(...reportShare(report, timeZone));
  for (const offer of documents.rescueOffers) shares.push(...rescueOfferShare(offer));
  const matchesOf = new Map<string, Match[]>();
  for (const match of documents.matches)
    for (const uid of match.memberIds) matchesOf.set(uid, [...(matchesOf.get(uid) ?? []), match]);
  const optInsOf = new Map<string, OptIn[]>();
  for (const optIn of documents.optIns) optInsOf.set(optIn.uid, [...(optInsOf.get(optIn.uid) ?? []), optIn]);
  // A former member (an erased account) has no history of their own any more.
  for (const [uid, matches] of matchesOf)
    if (!isFormerMember({ uid })) shares.push(...studentShare(uid, matches, optInsOf.get(uid) ?? []));
  return [...sumShares(shares).values()].sort(
    (a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week),
  );
}
