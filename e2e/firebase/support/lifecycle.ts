import { type Browser, expect, type Page } from "@playwright/test";
import { logIn, PASSWORD } from "../../support/journeys";
import { createVerifiedAccount, PROJECT_ID } from "./emulators";

/**
 * The match lifecycle on the emulators: the meal schedule and the students' profiles seeded as an
 * operator and a sign-up would leave them, the operator's functions called as an operator, and the
 * emails read from the `mail` collection.
 */

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
const FUNCTIONS = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "http://127.0.0.1:5001";
const DOCUMENTS = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const TOOLKIT = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

async function request(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A plain value as the Firestore REST API's typed value (a Date is a timestamp). */
function typed(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number" && Number.isInteger(value)) return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(typed) } };
  if (typeof value === "object" && value !== null) return { mapValue: { fields: fields(value as object) } };
  throw new Error(`Cannot write ${String(value)}`);
}
const fields = (object: object) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, typed(value)]));

async function writeDocument(path: string, data: object): Promise<void> {
  await request("PATCH", `${DOCUMENTS}/${path}`, { fields: fields(data) });
}

/**
 * Nothing in the emulators but a meal schedule of these times (UTC, dated, no weekly times), and the
 * general places. The first slot's day is the one open for opt-in when it is 24 h to 7 days ahead.
 * The times are lunches for two, or of the kind given (`kind`: the meal_times fields, e.g. a group
 * dinner's `{ kind: "group-dinner", table_size: { min: 3, max: 6 } }`).
 */
export async function resetWithMealTimes(slots: readonly number[], kind: object = {}): Promise<void> {
  await Promise.all([
    request("DELETE", `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`),
    request("DELETE", `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`),
  ]);
  for (const slot of slots) await writeDocument(`meal_times/t${slot}`, { starts_at: new Date(slot), ...kind });
  await writeDocument("meal_schedule/weekly", { time_zone: "UTC", weekly: [] });
  await writeDocument("places/default", {
    places: [{ id: "hall", name: "Main Dining Hall", meeting_point: "By the main doors, inside", address: "Campus" }],
  });
}

/** A slot on the half hour, about `hoursAhead` from now. */
export function slotAbout(hoursAhead: number): number {
  const half = HOUR / 2;
  return Math.ceil((Date.now() + hoursAhead * HOUR) / half) * half;
}

/** The meal day's id of a slot (the schedule's clock is UTC). */
export const dayIdOf = (slot: number): string => new Date(slot).toISOString().slice(0, 10);

let operatorToken: string | null = null;

/** Calls one of the operator's functions, signed in as an operator (custom claim `operator`). */
export async function callOperatorFunction(name: string, data: object): Promise<Record<string, unknown>> {
  operatorToken ??= await signedInOperator();
  const response = await fetch(`${FUNCTIONS}/${PROJECT_ID}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${operatorToken}` },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json()) as { result?: Record<string, unknown>; error?: unknown };
  if (answer.result === undefined) throw new Error(`${name} answered ${JSON.stringify(answer)}`);
  return answer.result;
}

async function signedInOperator(): Promise<string> {
  const email = "operator@strangers.test";
  const { localId } = (await request("POST", `${TOOLKIT}/projects/${PROJECT_ID}/accounts`, {
    email,
    password: PASSWORD,
    emailVerified: true,
  })) as { localId: string };
  await request("POST", `${TOOLKIT}/projects/${PROJECT_ID}/accounts:update`, {
    localId,
    customAttributes: JSON.stringify({ operator: true }),
  });
  const { idToken } = (await request("POST", `${TOOLKIT}/accounts:signInWithPassword?key=demo-api-key`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })) as { idToken: string };
  return idToken;
}

/** Forgets the operator's token (the accounts are wiped between tests). */
export function forgetOperator(): void {
  operatorToken = null;
}

export interface Student {
  readonly page: Page;
  readonly email: string;
  readonly uid: string;
  readonly firstName: string;
}

/**
 * A verified student with a complete profile (as they would have left it on /profile), signed in on
 * a browser context of their own: two of them are two people on two phones.
 */
export async function studentOnTheirOwnPhone(browser: Browser, firstName: string): Promise<Student> {
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}@state.edu`;
  const uid = await createVerifiedAccount(email, PASSWORD);
  const now = new Date();
  await writeDocument(`users/${uid}`, {
    bio: "",
    class_level: "Junior",
    created_at: now,
    email,
    first_name: firstName,
    has_meal_plan: true,
    last_active: now,
    last_name: "Lima",
    location: "",
    major: "Economics",
    preferences: { interests: ["Coffee", "Jazz"], preferred_meal_times: ["Wed 12:00"] },
    university: "State",
    adult_confirmed_at: now,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, email, uid, firstName };
}

/**
 * The same student on a phone whose clock reads `time` from the start (a fresh browser context,
 * logged in again): for a jump of weeks, longer than a session and than a token's life.
 */
export async function sameStudentAt(browser: Browser, student: Student, time: number): Promise<Student> {
  await student.page.context().close();
  const context = await browser.newContext();
  await context.clock.install({ time: new Date(time) });
  const page = await context.newPage();
  await logIn(page, student.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { ...student, page };
}

/**
 * A confirmed match of these students meeting at `slot`, written as the round writes one (with the
 * Admin credential, as the system would): for what happens at times the real clock has not reached
 * through the app, since the rules judge every answer by the server's time.
 */
export async function seedConfirmedMatch(students: readonly Student[], slot: number): Promise<string> {
  return seedMatch(students, slot, new Date(slot - DAY));
}

/** The same match, as the round writes it: confirmed by every member at `confirmedAt`, or by nobody yet (null). */
export async function seedMatch(students: readonly Student[], slot: number, confirmedAt: Date | null): Promise<string> {
  const sorted = [...students].sort((a, b) => a.uid.localeCompare(b.uid));
  const dayId = dayIdOf(slot);
  const id = `${dayId}_${sorted.map((student) => student.uid).join("_")}`;
  await writeDocument(`matches/${id}`, {
    day_id: dayId,
    school: "state.edu",
    slot: new Date(slot),
    place: { id: "hall", name: "Main Dining Hall", meeting_point: "By the main doors, inside", address: "Campus" },
    signal: { colour_name: "Teal", colour: "#0f9d8a", code_word: "Juniper" },
    shared_interests: ["Coffee", "Jazz"],
    member_ids: sorted.map((student) => student.uid),
    members: Object.fromEntries(
      sorted.map((student) => [
        student.uid,
        {
          uid: student.uid,
          first_name: student.firstName,
          class_level: "Junior",
          major: "Economics",
          interests: ["Coffee", "Jazz"],
          confirmed_at: confirmedAt,
          cancelled_at: null,
          cancelled_for_safety: false,
          arrival: null,
          feedback: null,
        },
      ]),
    ),
    created_at: new Date(slot - 2 * DAY),
    origin: "round",
    notices: [],
  });
  return id;
}

/** A member's confirmation written as their app would have written it then (Admin credential). */
export async function seedConfirmation(matchId: string, student: Student, at: number): Promise<void> {
  await request(
    "PATCH",
    `${DOCUMENTS}/matches/${matchId}?updateMask.fieldPaths=${encodeURIComponent(`members.\`${student.uid}\`.confirmed_at`)}`,
    { fields: { members: typed({ [student.uid]: { confirmed_at: new Date(at) } }) } },
  );
}

/** The ids of the matches (and tables) a meal day has, read with the Admin credential. */
export async function matchIdsOfDay(dayId: string): Promise<string[]> {
  const answer = (await request("POST", `${DOCUMENTS}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId: "matches" }],
      where: { fieldFilter: { field: { fieldPath: "day_id" }, op: "EQUAL", value: { stringValue: dayId } } },
    },
  })) as { document?: { name: string } }[];
  return answer.flatMap((row) => (row.document === undefined ? [] : [row.document.name.split("/").at(-1) ?? ""]));
}

/** An opt-in for a meal day written as the student's app would have written it then (Admin credential). */
export async function seedOptIn(student: Student, dayId: string, slots: readonly number[]): Promise<void> {
  await writeDocument(`days/${dayId}/schools/state.edu/opt_ins/${student.uid}`, {
    day_id: dayId,
    uid: student.uid,
    school: "state.edu",
    slots: slots.map((slot) => new Date(slot)),
    waitlist_slots: [],
    updated_at: new Date(),
  });
}

/** "I'm in" on the dashboard, for the day open now. */
export async function optIn(student: Student): Promise<void> {
  await student.page.goto("/dashboard");
  await student.page.getByRole("button", { name: "I'm in" }).click();
  await expect(student.page.getByText("You're in")).toBeVisible();
}

/** The emails the functions wrote for the extension: [to, subject]. */
export async function mailSent(): Promise<[string, string][]> {
  const { documents = [] } = (await request("GET", `${DOCUMENTS}/mail?pageSize=300`)) as {
    documents?: {
      fields: { to: { stringValue: string }; message: { mapValue: { fields: { subject: { stringValue: string } } } } };
    }[];
  };
  return documents.map((document) => [
    document.fields.to.stringValue,
    document.fields.message.mapValue.fields.subject.stringValue,
  ]);
}

/** The colour screen open on a student's phone: its colour and its code word, to compare across phones. */
export async function colourScreenOf(page: Page): Promise<{ colour: string; codeWord: string }> {
  const screen = page.getByRole("dialog");
  await expect(screen).toBeVisible();
  return {
    colour: await screen.evaluate((element) => getComputedStyle(element).backgroundColor),
    codeWord: (await screen.getByText(/^Code word: /).textContent()) ?? "",
  };
}

/** A device of the student's subscribed for notifications (what the app saves on "Turn on notifications"), Admin credential. */
export async function seedPushSubscription(
  student: Student,
  deviceId: string,
  subscription: { readonly endpoint: string; readonly keys: { readonly p256dh: string; readonly auth: string } },
): Promise<void> {
  await writeDocument(`users/${student.uid}/push_subscriptions/${deviceId}`, {
    device_id: deviceId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
}

/** A message of `sender` in the match's conversation, written as their app writes it (Admin credential), now. */
export async function seedMessage(matchId: string, sender: Student, messageId: string, text: string): Promise<void> {
  await writeDocument(`matches/${matchId}/messages/${messageId}`, {
    sender_uid: sender.uid,
    text,
    sent_at: new Date(),
  });
}
