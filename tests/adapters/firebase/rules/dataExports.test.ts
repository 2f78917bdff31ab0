import { describeClosedToClients } from "../support/closedToClients";

/**
 * data_exports/{uid} (firestore.rules: closed to every client): when that student last downloaded
 * their data, the record that holds "Download my data" to one every few minutes. Who reads and
 * writes: the functions only (exportMyData; erased with the account). Not even its student, who
 * could otherwise reset it.
 */
describeClosedToClients("data_exports", "data_exports/ana");
