import { deleteApp, setLogLevel } from "firebase/app";
import { type FirebaseServices, startFirebase } from "../../../../adapters/firebase/firebaseApp";
import type { FirebaseEmulators, FirebaseSettings } from "../../../../adapters/firebase/firebaseConfig";

/**
 * The local Firebase emulators these tests run against, as `scripts/with-emulators.mjs`
 * starts them (and announces them in the environment variables read here).
 */
const env: Record<string, string | undefined> = import.meta.env;

export const PROJECT_ID = env.FIREBASE_PROJECT_ID ?? "demo-strangers";
export const AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
export const FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
export const FUNCTIONS_EMULATOR_ORIGIN = env.FUNCTIONS_EMULATOR_ORIGIN ?? "http://127.0.0.1:5001";

const [firestoreHost = "127.0.0.1", firestorePort = "8080"] = FIRESTORE_EMULATOR_HOST.split(":");
export const FIRESTORE_EMULATOR = { host: firestoreHost, port: Number(firestorePort) };

const AUTH_ORIGIN = `http://${AUTH_EMULATOR_HOST}`;
const AUTH_ADMIN = `${AUTH_ORIGIN}/emulator/v1/projects/${PROJECT_ID}`;
/** The emulator accepts this as an admin credential for its Identity Toolkit API. */
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

/** Settings pointing the adapters at the emulators (or elsewhere, to test an unreachable one). */
export function createTestSettings(emulators: Partial<FirebaseEmulators> = {}): FirebaseSettings {
  return {
    webConfig: {
      apiKey: "demo-api-key",
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: "1:000000000000:web:0000000000000000",
    },
    emulators: {
      authUrl: AUTH_ORIGIN,
      firestoreHost: FIRESTORE_EMULATOR.host,
      firestorePort: FIRESTORE_EMULATOR.port,
      functionsUrl: FUNCTIONS_EMULATOR_ORIGIN,
      ...emulators,
    },
  };
}

const startedApps: FirebaseServices[] = [];
let appCounter = 0;

/** A Firebase app of its own (its own signed-in user), deleted by `deleteTestApps`. */
export function startTestFirebase(emulators: Partial<FirebaseEmulators> = {}): FirebaseServices {
  const services = startFirebase(createTestSettings(emulators), `test-app-${appCounter++}`);
  startedApps.push(services);
  return services;
}

/** Deletes every app `startTestFirebase` started, so that no timer or request outlives the test file. */
export async function deleteTestApps(): Promise<void> {
  const apps = startedApps.splice(0).map((services) => services.app);
  await Promise.all(apps.map((app) => deleteApp(app)));
}

/** Removes every account and every document. */
export async function resetEmulators(): Promise<void> {
  await Promise.all([request("DELETE", `${AUTH_ADMIN}/accounts`), clearFirestore(PROJECT_ID)]);
}

/** How often a clear waits for the previous test's triggers to let go of their transactions' locks. */
const CLEAR_ATTEMPTS = 5;
const CLEAR_RETRY_AFTER_MS = 1_000;

/** What the emulator answers to a clear it could not finish now: a lock held (409) or a call it cancelled (499). */
const CLEAR_TRIED_AGAIN_ON = new Set([409, 499]);

/**
 * Removes every document of a project on the Firestore emulator. The previous test's triggers may
 * still be in a transaction: the emulator then answers 409 ("Transaction lock timeout"), or under
 * load 499 ("call already cancelled"), and the clear is tried again once they are done.
 */
export async function clearFirestore(projectId: string): Promise<void> {
  const url = `http://${FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: "DELETE", headers: OWNER });
    if (response.ok) return;
    const answer = `DELETE ${url} answered ${response.status}: ${await response.text()}`;
    if (!CLEAR_TRIED_AGAIN_ON.has(response.status) || attempt === CLEAR_ATTEMPTS) throw new Error(answer);
    await new Promise((resolve) => setTimeout(resolve, CLEAR_RETRY_AFTER_MS));
  }
}

/**
 * A project on the Firestore emulator that no function listens to: what a test writes there starts
 * no trigger. For writes too many for the triggers to follow before the next test (a round of
 * 2,200 students keeps the functions emulator busy for a minute and more).
 */
export const QUIET_PROJECT_ID = `${PROJECT_ID}-quiet`;

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
  readonly oobLink: string;
}

/** The newest verification email the emulator "sent" to `email`. */
export async function latestVerificationEmail(email: string): Promise<OobCode> {
  const { oobCodes } = (await request("GET", `${AUTH_ADMIN}/oobCodes`)) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((sent) => sent.email === email && sent.requestType === "VERIFY_EMAIL").at(-1);
  if (code === undefined) throw new Error(`No verification email was sent to ${email}`);
  return code;
}

/**
 * Verifies the address the way a student does: by opening the link in the email they were sent.
 * The emulator applies the code, then redirects to the continue URL, which is not followed (no site runs).
 */
export async function verifyEmailThroughLink(email: string): Promise<void> {
  const { oobLink } = await latestVerificationEmail(email);
  const response = await fetch(oobLink, { redirect: "manual" });
  if (response.status >= 400) throw new Error(`Opening ${oobLink} answered ${response.status}`);
}

/**
 * A verified account with a uid of the test's choosing ("ana"), made as an administrator would with
 * the Admin SDK: the contract suites name their students.
 */
export async function createVerifiedAccountWithUid(uid: string, email: string, password: string): Promise<void> {
  await request("POST", `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    localId: uid,
    email,
    password,
    emailVerified: true,
  });
}

/** What an administrator does in the Firebase console: disable the account. */
export async function disableAccount(uid: string): Promise<void> {
  await request("POST", `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    localId: uid,
    disableUser: true,
  });
}

/** What an administrator does in the Firebase console: delete the account. */
export async function deleteAccount(uid: string): Promise<void> {
  await request("POST", `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`, {
    localId: uid,
  });
}

/** A call to an emulator's REST API as its owner (admin); an answer other than 2xx throws, with its body. */
export async function request(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs `work` without the SDKs' console warnings: for requests that are meant to fail. */
export async function withoutFirebaseWarnings<T>(work: () => Promise<T>): Promise<T> {
  setLogLevel("silent");
  try {
    return await work();
  } finally {
    setLogLevel("warn");
  }
}
