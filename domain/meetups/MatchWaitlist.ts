import { type MatchCandidate, matchRound } from "../matching/matchRound";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import { groupBy } from "../shared/groupBy";
import type { Clock } from "../shared/ports/Clock";
import type { Mailer } from "../shared/ports/Mailer";
import { FillTableSeats } from "./FillTableSeats";
import { formMatches, slotKey } from "./formMatches";
import { mealDayById } from "./MealDay";
import { whyNotMatchable } from "./matchingEligibility";
import { matchingExclusions } from "./matchingExclusions";
import { announceMatch } from "./matchOptIns";
import { matchStatus } from "./matchStatus";
import { WAITLIST_MIN_NOTICE_MS } from "./meetupRules";
import type { MatchLedger } from "./ports/MatchLedger";
import type { OptInLedger } from "./ports/OptInLedger";
import type { PlaceDirectory } from "./ports/PlaceDirectory";
import type { ReportLedger } from "./ports/ReportLedger";
import { readProfiles } from "./readProfiles";
import { waitlistClosedFor } from "./waitlistAccess";

export interface MatchWaitlistPorts {
  readonly optIns: OptInLedger;
  readonly profiles: ProfileStore;
  readonly matches: MatchLedger;
  readonly reports: ReportLedger;
  readonly places: PlaceDirectory;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
  readonly clock: Clock;
}

/**
 * The waitlist of a meal day (system): students whose match was called off, or who were left
 * unmatched, and asked for a later slot that day. Whenever it changes, those who can meet are
 * matched (same rules as a round, and the same students left out: an incomplete profile, a snooze,
 * the no-show policy's pause); they asked for it, so the new match counts as confirmed. A student
 * who cancelled late too often that day waits in vain (`waitlistClosedFor`). A group dinner's
 * waitlist fills seats at its tables instead (FillTableSeats).
 */
export class MatchWaitlist {
  readonly #ports: MatchWaitlistPorts;

  constructor(ports: MatchWaitlistPorts) {
    this.#ports = ports;
  }

  /** Matches the day's waitlist: at one school if given (what its change touched), else at every school. */
  async execute(dayId: string, school?: string): Promise<void> {
    const { optIns, matches, clock } = this.#ports;
    if (mealDayById(await this.#ports.schedule.read(), dayId)?.kind === "group-dinner") {
      await new FillTableSeats(this.#ports).execute(dayId, school);
      return;
    }
    const now = clock.now();
    const dayMatches = await matches.listForDay(dayId, school);
    const busy = new Set(
      dayMatches
        .filter((match) => ["proposed", "on"].includes(matchStatus(match, now)))
        .flatMap((match) => match.memberIds),
    );
    const waiting = (await (school === undefined ? optIns.listForDay(dayId) : optIns.listForSchool(dayId, school)))
      .map((optIn) => ({
        ...optIn,
        waitlistSlots: optIn.waitlistSlots.filter((slot) => slot - WAITLIST_MIN_NOTICE_MS > now),
      }))
      .filter((optIn) => optIn.waitlistSlots.length > 0 && !busy.has(optIn.uid))
      .filter((optIn) => !waitlistClosedFor(optIn.uid, dayMatches));
    if (waiting.length < 2) return;
    const profiles = await readProfiles(
      this.#ports.profiles,
      waiting.map((optIn) => optIn.uid),
    );
    const { timeZone } = await this.#ports.schedule.read();
    for (const [waitingSchool, schoolWaiting] of groupBy(waiting, (optIn) => optIn.school)) {
      const exclusions = await matchingExclusions(waitingSchool, now, this.#ports);
      const matchable = schoolWaiting.filter(
        (optIn) => whyNotMatchable(profiles.get(optIn.uid) ?? null, exclusions.pausedUntil(optIn.uid), now) === null,
      );
      if (matchable.length < 2) continue;
      const candidates: MatchCandidate[] = matchable.map((optIn) => ({
        id: optIn.uid,
        school: waitingSchool,
        slots: optIn.waitlistSlots.map(slotKey),
        interests: profiles.get(optIn.uid)?.preferences?.interests ?? [],
        dietary: profiles.get(optIn.uid)?.preferences?.dietary ?? [],
        priority: false,
      }));
      const { groups } = matchRound({ candidates, excludedPairs: exclusions.pairs });
      if (groups.length === 0) continue;
      const places = await this.#ports.places.placesFor(waitingSchool);
      const existing = dayMatches.filter((match) => match.school === waitingSchool);
      const formed = formMatches({
        dayId,
        school: waitingSchool,
        groups,
        profiles,
        places,
        existing,
        origin: "waitlist",
        now,
      }).map((match) => ({
        ...match,
        members: Object.fromEntries(
          Object.entries(match.members).map(([uid, member]) => [uid, { ...member, confirmedAt: now }]),
        ),
      }));
      await matches.add(formed);
      for (const match of formed) {
        for (const uid of match.memberIds) {
          const optIn = schoolWaiting.find((entry) => entry.uid === uid);
          if (optIn !== undefined) await optIns.save({ ...optIn, waitlistSlots: [], updatedAt: now });
        }
        await announceMatch(match, profiles, this.#ports.mailer, timeZone);
      }
    }
  }
}
