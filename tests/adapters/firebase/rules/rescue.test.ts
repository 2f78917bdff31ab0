import { describeClosedToClients } from "../support/closedToClients";

/**
 * standbys/{dayId}_{uid} and rescue_offers/{offerId} (firestore.rules: closed to every client): the
 * same-day rescue's records. Who reads and writes: the functions only (rescueLook, rescueStandBy,
 * rescueWithdraw and acceptRescue answer the students; onMatchChanged and dueJobs make the offers).
 */
describeClosedToClients("standbys", "standbys/2026-11-25_ana");
describeClosedToClients("rescue_offers", "rescue_offers/2026-11-25_ana_ben__cy");
