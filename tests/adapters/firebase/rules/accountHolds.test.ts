import { describeClosedToClients } from "../support/closedToClients";

/**
 * account_holds/{key} (firestore.rules: closed to every client): what trust and safety keeps of a
 * deleted account (its suspension's end) under an HMAC of its address. Who reads and writes: the
 * functions only (deleteMyAccount, reviewAction, onAccountDeleted, onProfileCreated, the daily jobs).
 */
describeClosedToClients("account_holds", `account_holds/${"ab12".repeat(16)}`);
