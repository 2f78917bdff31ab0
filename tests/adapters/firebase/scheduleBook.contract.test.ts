import { afterAll, beforeAll } from "vitest";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { FirestoreMealSchedule } from "../../../adapters/firebase/FirestoreMealSchedule";
import { AdminMealSchedule } from "../../../functions/src/adapters/AdminMealSchedule";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { describeScheduleBookContract } from "../../contracts/scheduleBookContract";
import {
  deleteTestApps,
  PROJECT_ID,
  resetEmulators,
  startTestFirebase,
  verifyEmailThroughLink,
} from "./support/emulators";

/**
 * The schedule the console's callable saves (`meal_schedule/weekly`, `meal_times`) on the functions'
 * Admin SDK, read back by a verified student's web SDK with the rules on.
 */

let students = 0;

beforeAll(resetEmulators);
afterAll(deleteTestApps);

async function verifiedStudentsSchedule() {
  const { auth, firestore } = startTestFirebase();
  const identity = new FirebaseIdentity(auth);
  const account = await identity.createAccount(`reader${students++}.${Date.now()}@state.edu`, "correct horse battery");
  await identity.sendVerificationEmail("http://localhost:4173/");
  await verifyEmailThroughLink(account.email);
  await identity.reloadCurrentUser();
  return new FirestoreMealSchedule(firestore);
}

describeScheduleBookContract("AdminMealSchedule (meal_schedule/weekly, meal_times)", async () => {
  await resetEmulators();
  return { book: new AdminMealSchedule(adminFirestore(PROJECT_ID)), students: verifiedStudentsSchedule };
});
