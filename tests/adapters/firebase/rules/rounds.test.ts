import { describeClosedToClients } from "../support/closedToClients";

/**
 * rounds/{dayId} (firestore.rules has no block for it): the round's claim and full outcome (every
 * match id, who was not matched and why): who met whom. Who reads and writes: the functions only.
 */
describeClosedToClients("rounds", "rounds/2030-01-15");
