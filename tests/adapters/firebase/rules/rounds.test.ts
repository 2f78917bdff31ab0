import { describeClosedToClients } from "../support/closedToClients";

/**
 * rounds/{dayId} and rounds/{dayId}/schools/{school} (firestore.rules has no block for them): the
 * round's claim, its schools and counts; each school's claim and who of it was not matched and why.
 * Who reads and writes: the functions only.
 */
describeClosedToClients("rounds", "rounds/2030-01-15");
describeClosedToClients("rounds/2030-01-15/schools", "rounds/2030-01-15/schools/state.edu");
