import type { RoundRecords } from "../meetups/ports/RoundRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `days/{dayId}/outcomes/{uid}` and `rounds/{dayId}/schools/{school}`: what each round did for the
 * student. Their outcomes go, and their school's record of each round forgets them.
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
    async eraseFor({ uid }) {
      for (const { dayId } of await rounds.outcomesOf(uid)) await rounds.forget(dayId, uid);
    },
  };
}
