import { describeClosedToClients } from "../support/closedToClients";

/**
 * locks/{name} (firestore.rules has no block for it): the functions' leases (one waitlist run per
 * day at a time, at most one per window). Who reads and writes: the functions only.
 */
describeClosedToClients("locks", "locks/waitlist-2030-01-15");
