import { describeClosedToClients } from "../support/closedToClients";

/**
 * emulator_faults/{name} (firestore.rules has no block for it): the faults the tests and the bench
 * inject into the functions on the emulators (functions/src/faults.ts). No client reaches it.
 */
describeClosedToClients("emulator_faults", "emulator_faults/round-2030-01-15-state.edu");
