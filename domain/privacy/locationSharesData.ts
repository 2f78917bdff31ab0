import type { LocationShareLedger } from "../location/ports/LocationShareLedger";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `matches/{matchId}/locations/{uid}`: the approximate position the student shares on the colour
 * screen of a match, while they share it (it goes when they stop, and when the window ends). Comes
 * before the matches, which an erasure renames: the position is found under the match's old id,
 * and erased.
 */
export function locationSharesData(locations: LocationShareLedger, matches: MatchRecords): PersonalDataPart {
  const sharedBy = async (uid: string) => {
    const found = await Promise.all(
      (await matches.listFor(uid)).map(async (match) => ({
        dayId: match.dayId,
        shared: await locations.find(match.id, uid),
      })),
    );
    return found.flatMap(({ dayId, shared }) => (shared === null ? [] : [{ dayId, ...shared }]));
  };
  return {
    name: "shared_locations",
    async exportFor({ uid }) {
      return (await sharedBy(uid)).map((shared) => ({
        day: shared.dayId,
        latitude_in_thousandths_of_a_degree: shared.position.latitudeSteps,
        longitude_in_thousandths_of_a_degree: shared.position.longitudeSteps,
        shared_at: isoTime(shared.sharedAt),
        deleted_at: isoTime(shared.expiresAt),
      }));
    },
    async eraseFor({ uid }) {
      for (const shared of await sharedBy(uid)) await locations.remove(shared.matchId, uid);
    },
  };
}
