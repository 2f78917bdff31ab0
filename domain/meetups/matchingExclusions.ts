import { pairKey } from "../matching/pairKey";
import type { EpochMillis } from "../shared/EpochMillis";
import { NO_SHOW_PAUSE_MS, NO_SHOW_WINDOW_MS, REMATCH_COOLDOWN_MS } from "./meetupRules";
import { noShowPauseUntil } from "./noShows";
import type { MatchLedger } from "./ports/MatchLedger";
import type { ReportLedger } from "./ports/ReportLedger";

export interface MatchingExclusions {
  /** Pairs never to match (pairKey): blocks, reports and "not again", and pairs matched within the cooldown. */
  readonly pairs: ReadonlySet<string>;
  /** When the no-show policy's pause ends for the student, or null. */
  pausedUntil(uid: string): EpochMillis | null;
}

/** Who must not meet at a school now, and who is paused by the no-show policy. */
export async function matchingExclusions(
  school: string,
  now: EpochMillis,
  ports: { readonly matches: MatchLedger; readonly reports: ReportLedger },
): Promise<MatchingExclusions> {
  const since = now - Math.max(REMATCH_COOLDOWN_MS, NO_SHOW_WINDOW_MS + NO_SHOW_PAUSE_MS);
  const [recent, reports] = await Promise.all([
    ports.matches.listForSchoolSince(school, since),
    ports.reports.listForSchool(school),
  ]);
  const pairs = new Set<string>();
  for (const report of reports) pairs.add(pairKey(report.reporterUid, report.reportedUid));
  for (const match of recent) {
    if (match.slot < now - REMATCH_COOLDOWN_MS) continue;
    for (const a of match.memberIds) for (const b of match.memberIds) if (a < b) pairs.add(pairKey(a, b));
  }
  return { pairs, pausedUntil: (uid) => noShowPauseUntil(uid, recent, now) };
}
