import { expect, type Page } from "@playwright/test";
import { seedMealTimes } from "../../../scripts/seed-meal-times.mjs";

/**
 * The Firebase emulators the Firebase e2e suite runs against, as `scripts/with-emulators.mjs`
 * starts them and announces them in the environment (the app's emulator build uses the same).
 */
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-strangers";
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";

const AUTH_ADMIN = `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}`;
const IDENTITY_TOOLKIT = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;
const FIRESTORE_DOCUMENTS = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
/** An admin credential for both emulators: it bypasses the security rules. */
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

/** Whether both emulators answer; for a clear message when the suite is run without them. */
export async function emulatorsAnswer(): Promise<boolean> {
  const answers = (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
  const [auth, firestore] = await Promise.all([answers(`http://${AUTH_HOST}/`), answers(`http://${FIRESTORE_HOST}/`)]);
  return auth && firestore;
}

/** No accounts and no documents but the spec's six meal times. */
export async function resetEmulators(): Promise<void> {
  await Promise.all([
    request("DELETE", `${AUTH_ADMIN}/accounts`),
    request("DELETE", `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`),
  ]);
  await seedMealTimes({ emulatorHost: FIRESTORE_HOST, projectId: PROJECT_ID });
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobLink: string;
}

/** The link in the newest verification email the auth emulator "sent" to `email`. */
export async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { oobCodes } = (await request("GET", `${AUTH_ADMIN}/oobCodes`)) as { oobCodes: OobCode[] };
        link = oobCodes.filter((sent) => sent.email === email && sent.requestType === "VERIFY_EMAIL").at(-1)?.oobLink;
        return link;
      },
      { message: `a verification email to ${email}` },
    )
    .toBeDefined();
  return link as string;
}

/**
 * A verified account as a sign-up leaves it: the account in the auth emulator, and the profile its
 * first verified sign-in wrote (18 or older confirmed then).
 */
export async function createVerifiedAccount(email: string, password: string): Promise<string> {
  const uid = await createVerifiedAccountWithoutProfile(email, password);
  await writeSignedUpProfile(uid, email);
  return uid;
}

/** The profile a sign-up writes at the first verified sign-in: the address, and when 18 or older was confirmed. */
export async function writeSignedUpProfile(uid: string, email: string): Promise<void> {
  const now = { timestampValue: new Date().toISOString() };
  await writeProfileDocument(uid, {
    email: { stringValue: email },
    created_at: now,
    last_active: now,
    adult_confirmed_at: now,
  });
}

/** A verified account made directly in the auth emulator, without a profile (its sign-up tab closed before it wrote one). */
export async function createVerifiedAccountWithoutProfile(email: string, password: string): Promise<string> {
  const { localId } = (await request("POST", `${IDENTITY_TOOLKIT}/accounts:signUp?key=demo-api-key`, {
    email,
    password,
    returnSecureToken: false,
  })) as { localId: string };
  await request("POST", `${IDENTITY_TOOLKIT}/projects/${PROJECT_ID}/accounts:update`, {
    localId,
    emailVerified: true,
  });
  return localId;
}

/** The uid of the account with this address. */
export async function uidOf(email: string): Promise<string> {
  const { users } = (await request("POST", `${IDENTITY_TOOLKIT}/projects/${PROJECT_ID}/accounts:lookup`, {
    email: [email],
  })) as { users?: { localId: string }[] };
  const uid = users?.[0]?.localId;
  if (uid === undefined) throw new Error(`No account for ${email}`);
  return uid;
}

/** The document users/{uid} as Firestore's REST API gives it (`fields` of typed values), or null. */
export async function readProfileDocument(uid: string): Promise<{ fields: Record<string, unknown> } | null> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/users/${uid}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading users/${uid} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { fields: Record<string, unknown> };
}

/** Writes users/{uid} as given (Firestore REST `fields`), past the rules: a document the app did not write. */
export async function writeProfileDocument(uid: string, fields: Record<string, unknown>): Promise<void> {
  await request("PATCH", `${FIRESTORE_DOCUMENTS}/users/${uid}`, { fields });
}

/** What an administrator does in the Firebase console: disable the account. */
export async function disableAccount(uid: string): Promise<void> {
  await request("POST", `${IDENTITY_TOOLKIT}/projects/${PROJECT_ID}/accounts:update`, {
    localId: uid,
    disableUser: true,
  });
}

type EmulatorName = "firestore" | "auth";

/**
 * Stops an emulator for real (its process ends; connections to its port are refused), through the
 * control of scripts/with-emulators.mjs. Only emulators that script started can be stopped.
 */
export async function stopEmulator(name: EmulatorName): Promise<void> {
  await control(name, "stop");
}

/** Starts it again and waits until it answers. The Firestore emulator comes back empty: seed what a server would keep. */
export async function startEmulator(name: EmulatorName): Promise<void> {
  await control(name, "start");
  if (name === "firestore") await seedMealTimes({ emulatorHost: FIRESTORE_HOST, projectId: PROJECT_ID });
}

async function control(name: EmulatorName, action: "stop" | "start"): Promise<void> {
  const url = process.env.EMULATOR_CONTROL_URL;
  if (url === undefined) {
    throw new Error(
      "No EMULATOR_CONTROL_URL: run the suite through `npm run test:e2e:firebase` (scripts/with-emulators.mjs), " +
        "which starts the emulators and can stop and start them again.",
    );
  }
  const response = await fetch(`${url}/${name}/${action}`, { method: "POST", signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

/**
 * When its connection fails (an emulator stopped by a fault test), the Firestore SDK's WebChannel
 * checks the network by loading this image from Google. The policy allows no image from elsewhere,
 * so the browser refuses it and the SDK carries on without it: the policy working, not the build
 * breaking it (seen once Firestore stayed down long enough during a profile save).
 */
const FIRESTORE_NETWORK_PROBE = "https://www.google.com/images/cleardot.gif";

/**
 * Collects what would show that the emulator build breaks its Content-Security-Policy (served by
 * `vite preview` with the emulators added to connect-src), Trusted Types included, or throws:
 * checked at the end of each test.
 */
export function watchForProblems(page: Page): { readonly csp: string[]; readonly pageErrors: string[] } {
  const problems = { csp: [] as string[], pageErrors: [] as string[] };
  page.context().on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Trusted ?Type/i.test(text) && !text.includes(FIRESTORE_NETWORK_PROBE)) {
      problems.csp.push(text);
    }
  });
  page.context().on("weberror", (error) => problems.pageErrors.push(String(error.error())));
  return problems;
}

async function request(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
