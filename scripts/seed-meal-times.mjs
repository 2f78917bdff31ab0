#!/usr/bin/env node
// Writes the meal schedule of the offline backend (adapters/local/mealSchedule.json: the spec's six
// dated times, §3, as local date-times, and the weekly times) into the Firestore emulator: the dated
// times as `meal_times/{id}` documents `{ starts_at: Timestamp }` (with their `kind`, `table_size` or
// `mixer` when the file gives one), the weekly ones as the document `meal_schedule/weekly`
// `{ time_zone, weekly: [{ weekday, times, kind, table_size?, mixer? }] }`, each entry as the file has
// it (a mixer's duration and capacity as integers); and its places
// (adapters/local/places.json) as `places/{school}`, "*" as `places/default`, so that a round on the
// emulators has somewhere for every school to meet, as offline:
//   node scripts/seed-meal-times.mjs                 # the emulator of `scripts/with-emulators.mjs`
//   TZ=America/New_York node scripts/seed-meal-times.mjs   # the times read in another time zone
// Idempotent: each time has a fixed document id, and writing it again replaces it.
// Through the emulator's REST API with `Authorization: Bearer owner`, which bypasses the security
// rules (students may only read meal_times). A real project is never written to: for one
// (`--project <id>` not starting with "demo-"), the script prints how to add the documents instead.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const MEAL_SCHEDULE_JSON = new URL("../adapters/local/mealSchedule.json", import.meta.url);
const PLACES_JSON = new URL("../adapters/local/places.json", import.meta.url);
const DEFAULT_PROJECT_ID = "demo-strangers";
const DEFAULT_EMULATOR_HOST = "127.0.0.1:8080";

/**
 * @returns {{ timeZone: string | null, dated: (string | { at: string, [field: string]: unknown })[], weekly: object[] }}
 */
function readSchedule() {
  return JSON.parse(readFileSync(MEAL_SCHEDULE_JSON, "utf8"));
}

/**
 * The weekly document to write. The offline file's null time zone (the device's) becomes this
 * process's zone, in which the dated times are read too.
 */
export function weeklyScheduleDocument() {
  const { timeZone, weekly } = readSchedule();
  return { time_zone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, weekly };
}

/**
 * The meal times to write: a fixed document id (the local date-time, e.g. "2025-09-19T1730") and
 * the instant, reading the local date-time in this process's time zone (TZ), as the app does.
 * @returns {{ id: string, localDateTime: string, startsAt: Date }[]}
 */
export function mealTimeDocuments() {
  return readSchedule().dated.map((entry) => {
    // A lunch for two is written as its date-time; another kind as { at, kind, table_size | mixer }.
    const { at: localDateTime, ...kind } = typeof entry === "string" ? { at: entry } : entry;
    if (typeof localDateTime !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(localDateTime)) {
      throw new Error(`${localDateTime} in mealSchedule.json is not a local date-time such as 2025-09-19T17:30`);
    }
    // An ISO date-time without an offset is read as local time.
    return { id: localDateTime.replace(":", ""), localDateTime, startsAt: new Date(localDateTime), kind };
  });
}

/**
 * Writes the meal times into the Firestore emulator; returns the documents written.
 * @param {{ emulatorHost?: string, projectId?: string }} [options]
 */
export async function seedMealTimes({
  emulatorHost = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_EMULATOR_HOST,
  projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
} = {}) {
  const write = emulatorWriter(emulatorHost, projectId);
  const documents = mealTimeDocuments();
  for (const { id, startsAt, kind } of documents) {
    await write(`meal_times/${id}`, {
      starts_at: { timestampValue: startsAt.toISOString() },
      ...toFirestoreFields(kind),
    });
  }
  await write("meal_schedule/weekly", toFirestoreFields(weeklyScheduleDocument()));
  return documents;
}

/**
 * Writes documents into the emulator of a demo-* project (any other is refused): PATCH without an
 * update mask creates the document or replaces all its fields, with the emulator's owner credential.
 */
function emulatorWriter(emulatorHost, projectId) {
  if (!projectId.startsWith("demo-")) {
    throw new Error(`Refusing to write to "${projectId}": only the emulator's demo-* projects are seeded here`);
  }
  const documentsUrl = `http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents`;
  return async (path, fields) => {
    const url = `${documentsUrl}/${path.split("/").map(encodeURIComponent).join("/")}`;
    let response;
    try {
      response = await fetch(url, {
        method: "PATCH",
        headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
        body: JSON.stringify({ fields }),
        signal: AbortSignal.timeout(30_000), // the first write to a fresh emulator is slow on a busy machine
      });
    } catch (error) {
      throw new Error(
        `The Firestore emulator does not answer on ${emulatorHost} (${error instanceof Error ? error.message : error}). ` +
          "Start it first, e.g. node scripts/with-emulators.mjs -- node scripts/seed-meal-times.mjs",
      );
    }
    if (!response.ok) throw new Error(`Writing ${path} answered ${response.status}: ${await response.text()}`);
  };
}

/**
 * The places documents to write: `places/{school}` for each school of places.json, `places/default`
 * for its "*", each `{ places: [{ id, name, meeting_point, address }] }` (the functions' layout,
 * adapters/firebase/documents/placesDocument.ts).
 * @returns {{ id: string, places: { id: string, name: string, meeting_point: string, address: string }[] }[]}
 */
export function placesDocuments() {
  const data = JSON.parse(readFileSync(PLACES_JSON, "utf8"));
  return Object.entries(data)
    .filter(([, places]) => Array.isArray(places))
    .map(([school, places]) => ({
      id: school === "*" ? "default" : school,
      places: places.map(({ id, name, meetingPoint, address }) => ({ id, name, meeting_point: meetingPoint, address })),
    }));
}

/**
 * Writes the places into the Firestore emulator; returns the documents written.
 * @param {{ emulatorHost?: string, projectId?: string }} [options]
 */
export async function seedPlaces({
  emulatorHost = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_EMULATOR_HOST,
  projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
} = {}) {
  const write = emulatorWriter(emulatorHost, projectId);
  const documents = placesDocuments();
  for (const { id, places } of documents) await write(`places/${id}`, toFirestoreFields({ places }));
  return documents;
}

/**
 * A plain object as the Firestore REST API's typed fields: texts, whole numbers (a mixer's duration
 * and capacity, a table's size) as integers, other numbers, true and false, null, lists and maps.
 */
export function toFirestoreFields(object) {
  const value = (item) => {
    if (typeof item === "string") return { stringValue: item };
    if (typeof item === "number")
      return Number.isInteger(item) ? { integerValue: String(item) } : { doubleValue: item };
    if (typeof item === "boolean") return { booleanValue: item };
    if (item === null) return { nullValue: null };
    if (Array.isArray(item)) return { arrayValue: { values: item.map(value) } };
    return { mapValue: { fields: toFirestoreFields(item) } };
  };
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, value(item)]));
}

/** What to do for a real project, where this script writes nothing. */
function instructionsForRealProject(projectId) {
  const documents = mealTimeDocuments();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const list = documents
    .map(
      ({ id, localDateTime, startsAt, kind }) =>
        `  ${id.padEnd(16)} starts_at = ${startsAt.toISOString()}  (${localDateTime} ${zone})${Object.keys(kind).length > 0 ? `  ${JSON.stringify(kind)}` : ""}`,
    )
    .join("\n");
  const adminSdk = documents
    .map(
      ({ id, startsAt, kind }) =>
        `  await db.doc("meal_times/${id}").set({ starts_at: Timestamp.fromDate(new Date("${startsAt.toISOString()}")), ...${JSON.stringify(kind)} });`,
    )
    .join("\n");
  return `This script writes only to the Firestore emulator; nothing was written to "${projectId}".
The meal times, read as local time in ${zone} (run with TZ=<zone> for another one):
${list}

In the Firebase console (https://console.firebase.google.com/project/${projectId}/firestore):
  Start collection "meal_times", then add one document per time above with that Document ID and
  a field "starts_at" of type timestamp set to that date and time.
  Then start collection "meal_schedule" with the document "weekly":
    ${JSON.stringify(weeklyScheduleDocument())}
  (time_zone: an IANA zone; weekly: an array of maps { weekday: "Mon".."Sun", times: ["HH:MM", ...], kind, ... }:
  "lunch-for-two", "group-dinner" with table_size { min, max }, or "mixer" with mixer { title, duration_minutes,
  capacity }, numbers as integers).
  Then the places students meet at: collection "places", document "default" for every school
  without its own list, and one per school (its address's domain) with its own, for example:
${placesDocuments()
  .map(({ id, places }) => `    places/${id}: ${JSON.stringify({ places })}`)
  .join("\n")}

Or with the Admin SDK (npm install firebase-admin in a separate folder, not in this project;
credentials: gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS):
  import { initializeApp } from "firebase-admin/app";
  import { getFirestore, Timestamp } from "firebase-admin/firestore";
  const db = getFirestore(initializeApp({ projectId: "${projectId}" }));
${adminSdk}
  await db.doc("meal_schedule/weekly").set(${JSON.stringify(weeklyScheduleDocument())});
${placesDocuments()
  .map(({ id, places }) => `  await db.doc("places/${id}").set(${JSON.stringify({ places })});`)
  .join("\n")}`;
}

function projectFromArguments(argv) {
  const index = argv.indexOf("--project");
  if (index === -1) return undefined;
  const projectId = argv[index + 1];
  if (projectId === undefined || projectId.startsWith("-")) throw new Error("--project needs a project id");
  return projectId;
}

async function main() {
  const projectId =
    projectFromArguments(process.argv.slice(2)) ?? process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith("demo-")) {
    console.info(instructionsForRealProject(projectId));
    return 2; // nothing was written: a chained command must not take the data for there
  }
  const written = await seedMealTimes({ projectId });
  const places = await seedPlaces({ projectId });
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_EMULATOR_HOST;
  console.info(
    `[seed] ${written.length} meal_times, meal_schedule/weekly and ${places.length} places documents written to ${projectId} on the emulator at ${emulatorHost}`,
  );
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[seed] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
