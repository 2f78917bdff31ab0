#!/usr/bin/env node
// The console's Outcomes at scale, on the emulators (a bench, not a test): 100 schools × 26 weeks of
// aggregates in `outcome_counts`, as the functions keep them, then the console's read (ReadOutcomes
// over FirestoreOutcomeCounts, with the web SDK as an operator under the rules) and the report of
// every school. Prints the documents read and the time; the budget: at most one read per
// school-week shown, in under 1.5 s.
//   npm run bench:outcomes                       # 100 schools, 26 weeks, 3 runs
//   npm run bench:outcomes -- --schools 200 --runs 5
// `npm run bench:outcomes` starts the emulators (scripts/with-emulators.mjs); the worker is bundled
// once (scripts/benchWorker.mjs) and each run is a process of its own (a cold read).
import { createRequire } from "node:module";
import { commandLineOption, withWorker } from "./benchWorker.mjs";

const require = createRequire(new URL("../functions/package.json", import.meta.url));
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-strangers";
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const SCHOOLS = Number(commandLineOption("schools", "100"));
const WEEKS = 26;
const RUNS = Number(commandLineOption("runs", "3"));
const BUDGET_MS = 1_500;
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };
const OPERATOR = { email: "bench-operator@strangers.test", password: "bench operator" };
/** Monday 2030-03-04, noon UTC: the current week of the bench. */
const NOW = Date.UTC(2030, 2, 4, 12);
const WEEK_MS = 7 * 86_400_000;

async function request(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function createOperator() {
  const toolkit = `http://${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const { localId } = await request("POST", `${toolkit}/accounts`, { ...OPERATOR, emailVerified: true });
  await request("POST", `${toolkit}/accounts:update`, {
    localId,
    customAttributes: JSON.stringify({ operator: true }),
  });
}

const mondayOf = (millis) => new Date(millis).toISOString().slice(0, 10);

/** One school-week's aggregate, in the shape the functions write (adapters/firebase/documents/outcomeCountsDocument.ts). */
function aggregate(school, week, seed) {
  const opted = 40 + (seed % 60);
  const matched = Math.floor(opted * 0.9);
  const confirmed = Math.floor(matched * 0.8);
  const met = Math.floor(confirmed * 0.85);
  return {
    school,
    week,
    signed_up: 10 + (seed % 7),
    verified: 9 + (seed % 5),
    profile_complete: 8 + (seed % 4),
    opted_in: opted,
    matched,
    confirmed,
    met,
    meet_again: Math.floor(met * 0.4),
    late_cancellations: seed % 4,
    no_shows: seed % 3,
    met_meals: Math.floor(met / 2),
    reports: seed % 2,
    reviewed: seed % 2,
    last_matched: Math.floor(matched / 3),
    came_back: Math.floor(met / 2),
    review_hours: seed % 2 === 1 ? { [String(seed % 40)]: 1 } : {},
  };
}

async function seed(firestore) {
  const writes = [];
  for (let school = 0; school < SCHOOLS; school++)
    for (let week = 0; week < WEEKS; week++) {
      const monday = mondayOf(NOW - (WEEKS - 1 - week) * WEEK_MS);
      const name = `school-${String(school).padStart(3, "0")}.edu`;
      writes.push([`outcome_counts/${name}_${monday}`, aggregate(name, monday, school * 31 + week)]);
    }
  for (let start = 0; start < writes.length; start += 500) {
    const batch = firestore.batch();
    for (const [path, data] of writes.slice(start, start + 500)) batch.set(firestore.doc(path), data);
    await batch.commit();
  }
  return writes.length;
}

await request("DELETE", `http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
await request("DELETE", `http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`);
const seeded = await seed(getFirestore(initializeApp({ projectId: PROJECT_ID })));
await createOperator();
await withWorker("scripts/bench-outcomes/worker.ts", async (measure) => {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(measure(OPERATOR.email, OPERATOR.password, NOW));
  const times = runs.map((result) => result.elapsedMs).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const { reads, weeks, pitch } = runs[0];
  console.info(`Outcomes at scale: ${SCHOOLS} schools × ${WEEKS} weeks (${seeded} aggregates seeded)`);
  console.info(
    `  reads: ${reads} documents for ${SCHOOLS * weeks} school-weeks shown (${(reads / (SCHOOLS * weeks)).toFixed(2)} a school-week)`,
  );
  console.info(
    `  time:  median ${median.toFixed(0)} ms over ${RUNS} cold runs (${times.map((t) => t.toFixed(0)).join(", ")} ms); budget ${BUDGET_MS} ms`,
  );
  console.info(`  pitch: ${pitch.students} students matched in the last ${pitch.weeks} weeks at ${pitch.school}`);
  console.info(reads <= SCHOOLS * weeks && median < BUDGET_MS ? "  within budget" : "  OVER BUDGET");
});
