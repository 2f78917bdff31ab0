import { FirestoreLocationShare } from "../../../adapters/firebase/FirestoreLocationShare";
import { AdminLocationShareLedger } from "../../../functions/src/adapters/AdminLocationShareLedger";
import { AdminMatchLedger } from "../../../functions/src/adapters/AdminMatchLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeLocationShareContract } from "../../contracts/locationShareContract";
import { PROJECT_ID } from "./support/emulators";
import { freshMembers, realtimeFirestoreOf, realtimeSuite } from "./support/realtimeMembers";

/**
 * The shared locations on Firebase, against the emulators with the rules on: each member on an app
 * of their own, signed in, with the full SDK's listeners; the matches written as the functions
 * write them; the system's side (the clean-up, a deletion) on the Admin SDK, as the functions run it.
 */

const admin = adminFirestore(PROJECT_ID);
realtimeSuite();

describeLocationShareContract("FirestoreLocationShare (Firestore emulator, rules on)", async (matches) => {
  await freshMembers();
  await new AdminMatchLedger(admin).add(matches);
  return {
    as: async (uid) => new FirestoreLocationShare(await realtimeFirestoreOf(uid)),
    ledger: new AdminLocationShareLedger(admin),
    // The emulator runs on this machine: its clock is this one.
    now: () => Date.now(),
  };
});
