import type { RescueLook } from "./ports/RescueDesk";
import type { RescueLedger } from "./ports/RescueLedger";

/** A student's standby on a meal day and the offers that involve them, newest first (RescueDesk.look). */
export async function lookAtRescue(ledger: RescueLedger, dayId: string, uid: string): Promise<RescueLook> {
  const [standbys, offers] = await Promise.all([ledger.listStandbys(dayId), ledger.listOffers(dayId)]);
  return {
    standby: standbys.find((entry) => entry.uid === uid) ?? null,
    offers: offers
      .filter((offer) => offer.strandedUid === uid || offer.candidateUid === uid)
      .sort((a, b) => b.offeredAt - a.offeredAt || a.id.localeCompare(b.id)),
  };
}
