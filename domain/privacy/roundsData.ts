import type { RoundRecords } from "../meetups/ports/RoundRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `days/{dayId}/outcomes/{uid}` and `rounds/{dayId}`: what each round did for the student. Their
 * outcomes go, and each round's record forgets them (and names their matches by their new ids).
 * Comes after the matches, which it renames.
 */
export function roundsData(rounds: RoundRecords): PersonalDataPart {
  return {
    name: "round_outcomes",
    async exportFor({ uid }) {
      return (await rounds.outcomesOf(uid)).map((outcome) => ({
        day: outcome.dayId,
        ran_at: isoTime(outcome.ranAt),
        result: outcome.result,
      }));
    },
    async eraseFor({ uid }, { renamedMatches }) {
      const renamedByDay = new Map<string, Record<string, string>>();
      for (const [oldId, match] of renamedMatches) {
        renamedByDay.set(match.dayId, { ...renamedByDay.get(match.dayId), [oldId]: match.id });
      }
      const days = new Set([...(await rounds.outcomesOf(uid)).map((outcome) => outcome.dayId), ...renamedByDay.keys()]);
      for (const dayId of days) await rounds.forget(dayId, uid, renamedByDay.get(dayId) ?? {});
    },
  };
}
