import { type MatchCandidate, matchRound } from "../matching/matchRound";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { StoredProfile } from "../profile/UserProfile";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { EpochMillis } from "../shared/EpochMillis";
import { groupBy } from "../shared/groupBy";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer, OutgoingEmail } from "../shared/ports/Mailer";
import { formMatches, formTables, slotKey } from "./formMatches";
import type { Match, NoMatchReason } from "./Match";
import { firstSlotOf, type MealDay } from "./MealDay";
import { whyNotMatchable } from "./matchingEligibility";
import { matchingExclusions } from "./matchingExclusions";
import { othersOf } from "./matchStatus";
import { matchedEmail, noMatchEmail } from "./meetupEmails";
import type { OptIn } from "./OptIn";
import type { MatchLedger } from "./ports/MatchLedger";
import type { OperatorAlerts } from "./ports/OperatorAlerts";
import type { OptInLedger } from "./ports/OptInLedger";
import type { PlaceDirectory } from "./ports/PlaceDirectory";
import type { ReportLedger } from "./ports/ReportLedger";
import { RevealTables } from "./RevealTables";
import { readProfiles } from "./readProfiles";
import { seatGroupDinner } from "./seatGroupDinner";
import { seatedEmail } from "./tableEmails";
import { tableRevealAt } from "./tableRules";

/** The ports a round of matching uses. */
export interface RunRoundPorts {
  readonly optIns: OptInLedger;
  readonly profiles: ProfileStore;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly places: PlaceDirectory;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
  readonly operators: OperatorAlerts;
}

/** Tells each member of a new match who they meet, when and where (a table: as much as is told at the seating). */
export async function announceMatch(
  match: Match,
  profiles: ReadonlyMap<string, StoredProfile | null>,
  mailer: Mailer,
  timeZone: string | null,
): Promise<void> {
  for (const email of matchEmails(match, profiles, timeZone)) await mailer.send(email);
}

/** The emails announcing a new match, one for each member with an address. */
function matchEmails(
  match: Match,
  profiles: ReadonlyMap<string, StoredProfile | null>,
  timeZone: string | null,
): OutgoingEmail[] {
  const email = match.kind === "group-dinner" ? seatedEmail : matchedEmail;
  return match.memberIds.flatMap((uid) => {
    const to = profiles.get(uid)?.email;
    return to === undefined || to === "" ? [] : [email(to, match, othersOf(match, uid), timeZone)];
  });
}

/** What matching some of a day's opt-ins made: the matches (or tables), and who was left out and why. */
export interface OptInsMatching {
  readonly created: readonly Match[];
  readonly notMatched: Readonly<Record<string, NoMatchReason>>;
  /** The schools with students to match but no place to meet, sorted. */
  readonly schoolsWithoutPlace: readonly string[];
  readonly profiles: ReadonlyMap<string, StoredProfile | null>;
}

export interface MatchOptInsOptions {
  /** Those the day's previous round left out through no doing of their own. */
  readonly firstInLine: ReadonlySet<string>;
  /** The day's matches already made: new ones get other places and signals. */
  readonly existing: readonly Match[];
  readonly now: EpochMillis;
}

/**
 * Matches these opt-ins of a meal day as a round does, school by school: pairs for a lunch for two,
 * tables for a group dinner; a student who cannot be matched (an incomplete profile, a pause, a
 * suspension, no place, no partner, no table) is left out with the reason.
 */
export async function matchOptIns(
  ports: RunRoundPorts,
  calendar: MealCalendar,
  day: MealDay,
  dayOptIns: readonly OptIn[],
  options: MatchOptInsOptions,
): Promise<OptInsMatching> {
  const { now } = options;
  const dayId = day.id;
  const profiles = await readProfiles(
    ports.profiles,
    dayOptIns.map((optIn) => optIn.uid),
  );
  const created: Match[] = [];
  const notMatched: Record<string, NoMatchReason> = {};
  const schoolsWithoutPlace: string[] = [];
  for (const [school, schoolOptIns] of groupBy(dayOptIns, (optIn) => optIn.school)) {
    const exclusions = await matchingExclusions(school, now, ports);
    const candidates: MatchCandidate[] = [];
    for (const optIn of schoolOptIns) {
      const profile = profiles.get(optIn.uid) ?? null;
      const reason = whyNotMatchable(profile, exclusions.pausedUntil(optIn.uid), now);
      if (reason !== null) {
        notMatched[optIn.uid] = reason;
        continue;
      }
      candidates.push({
        id: optIn.uid,
        school,
        slots: optIn.slots.filter((slot) => day.slots.includes(slot)).map(slotKey),
        interests: profile?.preferences?.interests ?? [],
        dietary: profile?.preferences?.dietary ?? [],
        priority: options.firstInLine.has(optIn.uid),
      });
    }
    if (candidates.length === 0) continue;
    const places = await ports.places.placesFor(school);
    if (places.length === 0) {
      schoolsWithoutPlace.push(school);
      for (const candidate of candidates) notMatched[candidate.id] = "no-place";
      continue;
    }
    if (day.kind === "group-dinner") {
      const seating = seatGroupDinner(
        day,
        candidates.map((candidate) => ({ ...candidate, major: profiles.get(candidate.id)?.major ?? "" })),
        exclusions.pairs,
      );
      const revealAt = (slot: number) => tableRevealAt(slot, calendar.timeZone);
      created.push(...formTables({ dayId, school, tables: seating.tables, profiles, revealAt, now }));
      for (const uid of seating.unseated) notMatched[uid] = "no-table";
      continue;
    }
    const result = matchRound({ candidates, excludedPairs: exclusions.pairs });
    created.push(
      ...formMatches({
        dayId,
        school,
        groups: result.groups,
        profiles,
        places,
        existing: options.existing,
        origin: "round",
        now,
      }),
    );
    for (const uid of result.unmatched) notMatched[uid] = "no-partner";
  }
  return { created, notMatched, schoolsWithoutPlace: schoolsWithoutPlace.sort(), profiles };
}

/**
 * Tells everyone matched who they meet, and everyone left out why (nobody is left out in silence);
 * a table seated on its meal's day is told the rest at once (the tables of `school` alone, when given).
 */
export async function tellOutcome(
  ports: RunRoundPorts,
  calendar: MealCalendar,
  day: MealDay,
  matching: OptInsMatching,
  school?: string,
): Promise<void> {
  const { created, notMatched, profiles } = matching;
  const { timeZone } = calendar;
  const noMatchEmails = Object.entries(notMatched).flatMap(([uid, reason]) => {
    const to = profiles.get(uid)?.email;
    return to === undefined || to === "" ? [] : [noMatchEmail(to, firstSlotOf(day), reason, timeZone)];
  });
  await ports.mailer.sendAll([...created.flatMap((match) => matchEmails(match, profiles, timeZone)), ...noMatchEmails]);
  // Seated on the day of the meal already (a late round, or one run by hand): told at once.
  if (day.kind === "group-dinner") await new RevealTables(ports).execute(day.id, school);
}
