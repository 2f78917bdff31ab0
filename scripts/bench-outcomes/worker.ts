// One measurement of the console's Outcomes read on the emulators (scripts/bench-outcomes.mjs):
// an operator signed in with the web SDK, then ReadOutcomes over FirestoreOutcomeCounts (the code
// the console runs) and the report for every school. Prints one line of JSON.
import { FirebaseIdentity } from "../../adapters/firebase/FirebaseIdentity";
import { FirestoreOutcomeCounts } from "../../adapters/firebase/FirestoreOutcomeCounts";
import { startFirebase } from "../../adapters/firebase/firebaseApp";
import { outcomesReport } from "../../domain/operations/outcomesReport";
import { ReadOutcomes } from "../../domain/operations/ReadOutcomes";
import { EMPTY_MEAL_CALENDAR } from "../../domain/schedule/MealCalendar";

const [email = "", password = "", now = "0"] = process.argv.slice(2);
const [authHost = "127.0.0.1:9099", firestoreHost = "127.0.0.1:8080"] = [
  process.env.FIREBASE_AUTH_EMULATOR_HOST,
  process.env.FIRESTORE_EMULATOR_HOST,
];
const [host = "127.0.0.1", port = "8080"] = firestoreHost.split(":");
const { auth, firestore } = startFirebase({
  webConfig: {
    apiKey: "demo-api-key",
    authDomain: "demo-strangers.firebaseapp.com",
    projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-strangers",
    appId: "1:000000000000:web:0000000000000000",
  },
  emulators: { authUrl: `http://${authHost}`, firestoreHost: host, firestorePort: Number(port), functionsUrl: "" },
});
await new FirebaseIdentity(auth).signIn(email, password);
const clock = { now: () => Number(now), every: () => () => {}, after: () => () => {} };
const schedule = { read: async () => ({ ...EMPTY_MEAL_CALENDAR, timeZone: "UTC" }) };
const started = performance.now();
const { weeks, rows } = await new ReadOutcomes(new FirestoreOutcomeCounts(firestore), schedule, clock).execute();
const report = outcomesReport(rows, null, weeks);
const elapsedMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ elapsedMs, reads: rows.length, weeks: weeks.length, met: report.totals.met, pitch: report.pitch })}\n`,
);
process.exit(0);
