import { describeClosedToClients } from "../support/closedToClients";

/**
 * mail/{id} (firestore.rules has no block for it): the emails the functions write for the "Trigger
 * Email from Firestore" extension. Who reads and writes: the functions (and the extension) only.
 */
describeClosedToClients("mail", "mail/m1");
