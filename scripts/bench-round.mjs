#!/usr/bin/env node
// The round under load, on the emulators (a bench, not a timed test): the operator's "Run now" starts
// the day's round, which fans out one matchSchoolRound task per school (the emulator runs the queue).
//   npm run bench:round                                     # 2,000 opt-ins (2 schools, 1,000 each)
//   npm run bench:round -- --schools 100 --per-school 500   # 50,000 opt-ins at 100 schools
//   npm run bench:round -- --schools 100 --per-school 500 --fail-one
// --fail-one: the first school's task fails once half-way (its matches written, not recorded; the
// emulator-only fault of functions/src/faults.ts): the retry must take over, and the day complete once.
// Seeds through the Admin SDK (functions/node_modules), calls runRoundNow over HTTP as an operator,
// checks that nobody is in two matches and that every student got one email, and prints the time,
// the tasks, the retries and the peak memory of a task. Needs the emulators: `npm run bench:round`
// starts them (scripts/with-emulators.mjs), which also builds the functions.
import { createRequire } from "node:module";

const require = createRequire(new URL("../functions/package.json", import.meta.url));
const { initializeApp } = require("firebase-admin/app");
const { getFirestore, Timestamp } = require("firebase-admin/firestore");

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-strangers";
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const FUNCTIONS = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "http://127.0.0.1:5001";
const option = (name) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : NaN);
const PER_SCHOOL = option("--per-school") || 1_000;
const SCHOOL_COUNT = option("--schools") || 2;
const FAIL_ONE = process.argv.includes("--fail-one");
const SCHOOLS = Array.from({ length: SCHOOL_COUNT }, (_, i) => `school-${String(i).padStart(3, "0")}.edu`);
/** How long the bench waits for the day to be recorded. */
const ROUND_WAIT_MS = 15 * 60_000;
/** How often the bench looks whether the round is done. */
const POLL_MS = 250;
/** Batches of seeding writes in flight at once. */
const SEEDING_BATCHES_AT_ONCE = 4;
const INTERESTS = ["Coffee", "Chess", "Jazz", "Hiking", "Film", "Cooking", "Soccer", "Poetry", "Robots", "Theatre"];
const DIETARY = ["vegetarian", "halal", "vegan"];
/** A Wednesday lunch in 2030 (12:00, 12:30, 13:00 UTC): a day of its own on the emulator. */
const DAY_ID = "2030-03-06";
const SLOTS = [0, 30, 60].map((minutes) => Date.UTC(2030, 2, 6, 12, minutes));
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

/** A small seeded generator (mulberry32), so that every run matches the same cohort. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function request(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function operatorToken() {
  const toolkit = `http://${AUTH}/identitytoolkit.googleapis.com/v1`;
  const email = "bench-operator@strangers.test";
  const { localId } = await request("POST", `${toolkit}/projects/${PROJECT_ID}/accounts`, {
    email,
    password: "bench operator",
    emailVerified: true,
  });
  await request("POST", `${toolkit}/projects/${PROJECT_ID}/accounts:update`, {
    localId,
    customAttributes: JSON.stringify({ operator: true }),
  });
  const { idToken } = await request("POST", `${toolkit}/accounts:signInWithPassword?key=demo-api-key`, {
    email,
    password: "bench operator",
    returnSecureToken: true,
  });
  return idToken;
}

async function seed(firestore) {
  const next = random(2030);
  const pick = (items, count) => [...items].sort(() => next() - 0.5).slice(0, count);
  const writes = [];
  for (const slot of SLOTS) writes.push([`meal_times/bench-${slot}`, { starts_at: Timestamp.fromMillis(slot) }]);
  writes.push(["meal_schedule/weekly", { time_zone: "UTC", weekly: [] }]);
  writes.push([
    "places/default",
    { places: ["hall", "union", "cafe"].map((id) => ({ id, name: id, meeting_point: "Doors", address: "Campus" })) },
  ]);
  for (const school of SCHOOLS) {
    for (let i = 0; i < PER_SCHOOL; i++) {
      const uid = `${school.split(".")[0]}-${String(i).padStart(5, "0")}`;
      const slots = pick(SLOTS, 1 + Math.floor(next() * 3)).sort((a, b) => a - b);
      writes.push([
        `users/${uid}`,
        {
          email: `${uid}@${school}`,
          first_name: `Student ${i}`,
          class_level: "Junior",
          major: "History",
          preferences: {
            interests: pick(INTERESTS, 2 + Math.floor(next() * 4)),
            preferred_meal_times: ["Wed 12:00"],
            dietary: next() < 0.2 ? pick(DIETARY, 1) : [],
          },
        },
      ]);
      writes.push([
        `days/${DAY_ID}/schools/${school}/opt_ins/${uid}`,
        {
          day_id: DAY_ID,
          uid,
          school,
          slots: slots.map((slot) => Timestamp.fromMillis(slot)),
          waitlist_slots: [],
          updated_at: Timestamp.fromMillis(SLOTS[0] - 3 * 86_400_000),
        },
      ]);
    }
  }
  const batches = [];
  for (let start = 0; start < writes.length; start += 500) batches.push(writes.slice(start, start + 500));
  for (let start = 0; start < batches.length; start += SEEDING_BATCHES_AT_ONCE) {
    await Promise.all(
      batches.slice(start, start + SEEDING_BATCHES_AT_ONCE).map((chunk) => {
        const batch = firestore.batch();
        for (const [path, data] of chunk) batch.set(firestore.doc(path), data);
        return batch.commit();
      }),
    );
  }
}

/**
 * The day is recorded (with its last school) and every school's task has finished: a task tells its
 * students after recording its school, and stamps its attempts on the school's record once they are told.
 */
async function roundDone(round, schoolRecords) {
  if ((await round.get()).get("status") !== "recorded") return false;
  const tasks = await schoolRecords.select("attempts").get();
  return tasks.size === SCHOOL_COUNT && tasks.docs.every((doc) => doc.get("attempts") !== undefined);
}

async function main() {
  await request("DELETE", `http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
  await request("DELETE", `http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`);
  const firestore = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  const seeding = performance.now();
  await seed(firestore);
  const seeded = performance.now() - seeding;
  const token = await operatorToken();
  if (FAIL_ONE) {
    await firestore.doc(`emulator_faults/round-${DAY_ID}-${SCHOOLS[0]}`).set({ remaining: 1, struck: 0 });
  }

  // "Run now" answers when the day is recorded, but a long wait outlives fetch's own time-out: the
  // time is read from the round's records instead (the day's, and each school's once its task is done).
  const started = performance.now();
  const answer = fetch(`${FUNCTIONS}/${PROJECT_ID}/us-central1/runRoundNow`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { dayId: DAY_ID, asOf: SLOTS[0] - 86_400_000 } }),
  }).catch(() => null);
  const round = firestore.doc(`rounds/${DAY_ID}`);
  const schoolRecords = firestore.collection(`rounds/${DAY_ID}/schools`);
  while (!(await roundDone(round, schoolRecords))) {
    if (performance.now() - started > ROUND_WAIT_MS) throw new Error("The round was not done in 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const elapsed = performance.now() - started;
  void answer;
  const day = (await round.get()).data();
  const outcome = { schools: day.schools_done, notMatchedCount: day.not_matched_count };

  const matches = (await firestore.collection("matches").where("day_id", "==", DAY_ID).select("member_ids").get()).docs;
  const members = matches.flatMap((doc) => doc.get("member_ids"));
  if (new Set(members).size !== members.length) throw new Error("A student is in two matches");
  const trios = matches.filter((doc) => doc.get("member_ids").length === 3).length;
  const told = (await firestore.collection("mail").select("to").get()).docs.map((doc) => doc.get("to"));
  const optIns = PER_SCHOOL * SCHOOLS.length;
  if (told.length !== optIns || new Set(told).size !== optIns) {
    throw new Error(
      `Every student is told once: ${told.length} emails to ${new Set(told).size} addresses, ${optIns} opt-ins`,
    );
  }
  const tasks = (await firestore.collection(`rounds/${DAY_ID}/schools`).get()).docs.map((doc) => doc.data());
  const retries = tasks.reduce((sum, task) => sum + (task.attempts ?? 1) - 1, 0);
  const peakMemory = Math.max(...tasks.map((task) => task.peak_memory_bytes ?? 0));
  const dayBytes = Buffer.byteLength(JSON.stringify(day));
  if (FAIL_ONE) {
    const fault = (await firestore.doc(`emulator_faults/round-${DAY_ID}-${SCHOOLS[0]}`).get()).data();
    if (fault?.struck !== 1) throw new Error(`The injected fault struck ${fault?.struck} times, not once`);
    if (outcome.schools.length !== SCHOOLS.length)
      throw new Error(`Not every school was recorded: ${outcome.schools.length}`);
  }
  console.info(
    `bench:round  ${optIns} opt-ins at ${SCHOOLS.length} schools (seeded in ${(seeded / 1000).toFixed(1)} s)${FAIL_ONE ? ", one task failing once" : ""}`,
  );
  console.info(
    `  Run now to the day recorded and every student told, on the emulators: ${(elapsed / 1000).toFixed(1)} s`,
  );
  console.info(
    `  ${tasks.length} tasks, ${retries} retries, peak memory of a task ${(peakMemory / 2 ** 20).toFixed(0)} MiB; rounds/${DAY_ID} ${dayBytes} bytes`,
  );
  console.info(
    `  ${matches.length} matches (${trios} trios), ${members.length} students matched, ${outcome.notMatchedCount} not matched, ${told.length} emails (one each); nobody twice`,
  );
  process.exit(0);
}

main().catch((error) => {
  console.error(`[bench:round] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
