// One measurement of the console's Outcomes read on the emulators (scripts/bench-outcomes.mjs):
// an operator signed in with the web SDK, then ReadOutcomes over FirestoreOutcomeCounts (the code
// the console runs): the page's open (all schools, and their report), one school picked (its
// report) and the CSV file of every school-week. Prints one line of JSON: each one's reads and time.
import { FirebaseIdentity } from "../../adapters/firebase/FirebaseIdentity";
import { FirestoreOutcomeCounts } from "../../adapters/firebase/FirestoreOutcomeCounts";
import { startFirebase } from "../../adapters/firebase/firebaseApp";
import { outcomesCsv } from "../../domain/operations/outcomesCsv";
import { allSchoolsReport, outcomesReport } from "../../domain/operations/outcomesReport";
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
const readOutcomes = new ReadOutcomes(new FirestoreOutcomeCounts(firestore), schedule, clock);
/** Times one read and the report the page makes of it. */
async function timed<T>(read: () => Promise<T>, reads: (value: T) => number) {
  const started = performance.now();
  const value = await read();
  return { value, reads: reads(value), elapsedMs: performance.now() - started };
}
const open = await timed(
  async () => {
    const data = await readOutcomes.execute();
    return { data, report: allSchoolsReport(data.allSchools, data.weeks) };
  },
  ({ data }) => data.allSchools.length,
);
const { weeks, schools } = open.value.data;
const school = schools[0] ?? "";
const oneSchool = await timed(
  async () => {
    const rows = await readOutcomes.school(school, weeks);
    return { rows, report: outcomesReport(rows, school, weeks) };
  },
  ({ rows }) => rows.length,
);
// The CSV's query (every document of the weeks) also reads the all-schools documents, one a week,
// which the adapter leaves out of the rows.
const csv = await timed(
  async () => {
    const rows = await readOutcomes.everySchool(weeks);
    return { rows, file: outcomesCsv(rows) };
  },
  ({ rows }) => rows.length + open.reads,
);
const measured = ({ reads, elapsedMs }: { reads: number; elapsedMs: number }) => ({ reads, elapsedMs });
process.stdout.write(
  `${JSON.stringify({
    weeks: weeks.length,
    schools: schools.length,
    pitch: open.value.report.pitch,
    open: measured(open),
    school: { ...measured(oneSchool), name: school },
    csv: measured(csv),
  })}\n`,
);
process.exit(0);
