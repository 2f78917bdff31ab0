#!/usr/bin/env node
// The console's Outcomes at scale, on the emulators (a bench, not a test): 100 schools × 26 weeks of
// aggregates in `outcome_counts`, and each week's all-schools one, as the functions keep them; then
// the console's reads (ReadOutcomes over FirestoreOutcomeCounts, with the web SDK as an operator
// under the rules): the page's open (all schools), one school picked, and the CSV file of every
// school-week. Prints the documents read and the time of each; the budget: the open reads at most
// one document per week shown (whatever the number of schools), in under 1.5 s.
//   npm run bench:outcomes                       # 100 schools, 26 weeks, 3 runs
//   npm run bench:outcomes -- --schools 200 --runs 5
// `npm run bench:outcomes` starts the emulators (scripts/with-emulators.mjs); the worker is bundled
// once (scripts/benchWorker.mjs) and each run is a process of its own (a cold read).
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
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

/** Each week's all-schools aggregate, as the functions keep it beside the schools' (outcome_counts/all_{week}). */
function allSchools(week, aggregates) {
  const sum = { school: "all", week, review_hours: {}, last_matched_by_school: {} };
  for (const aggregate of aggregates) {
    for (const [field, value] of Object.entries(aggregate))
      if (typeof value === "number") sum[field] = (sum[field] ?? 0) + value;
    for (const [hours, count] of Object.entries(aggregate.review_hours))
      sum.review_hours[hours] = (sum.review_hours[hours] ?? 0) + count;
    sum.last_matched_by_school[aggregate.school] = aggregate.last_matched;
  }
  return sum;
}

async function seed(firestore) {
  const writes = [];
  for (let week = 0; week < WEEKS; week++) {
    const monday = mondayOf(NOW - (WEEKS - 1 - week) * WEEK_MS);
    const aggregates = [];
    for (let school = 0; school < SCHOOLS; school++) {
      const name = `school-${String(school).padStart(3, "0")}.edu`;
      aggregates.push(aggregate(name, monday, school * 31 + week));
      writes.push([`outcome_counts/${name}_${monday}`, aggregates.at(-1)]);
    }
    writes.push([`outcome_counts/all_${monday}`, allSchools(monday, aggregates)]);
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
  const median = (part) => {
    const times = runs.map((result) => result[part].elapsedMs).sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], times };
  };
  const line = (part) => {
    const { median: ms, times } = median(part);
    return `${runs[0][part].reads} documents read, median ${ms.toFixed(0)} ms over ${RUNS} cold runs (${times.map((t) => t.toFixed(0)).join(", ")} ms)`;
  };
  const { weeks, pitch, school } = runs[0];
  const [load1, load5] = loadavg();
  console.info(
    `Outcomes at scale: ${SCHOOLS} schools × ${WEEKS} weeks (${seeded} aggregates seeded, all-schools ones included)`,
  );
  console.info(`  open (all schools): ${line("open")}; budget ${BUDGET_MS} ms and one read a week shown (${weeks})`);
  console.info(`  one school picked (${school.name}): ${line("school")}`);
  console.info(`  Download CSV (every school-week): ${line("csv")}`);
  console.info(`  pitch: ${pitch.students} students matched in the last ${pitch.weeks} weeks at ${pitch.school}`);
  console.info(`  load average: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) on ${cpus().length} cores`);
  const open = runs[0].open.reads;
  console.info(open <= weeks && median("open").median < BUDGET_MS ? "  within budget" : "  OVER BUDGET");
});
