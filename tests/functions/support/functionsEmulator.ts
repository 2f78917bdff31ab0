import { expect } from "vitest";
import { PROJECT_ID } from "../../adapters/firebase/support/emulators";

/**
 * The Functions emulator that `scripts/with-emulators.mjs` starts (it announces its origin), and the
 * auth emulator's accounts the functions are called as.
 */
const env: Record<string, string | undefined> = import.meta.env;
const FUNCTIONS_ORIGIN = env.FUNCTIONS_EMULATOR_ORIGIN ?? "http://127.0.0.1:5001";
const AUTH_ORIGIN = `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

/**
 * An account in the auth emulator with these custom claims (as the Admin SDK sets them), signed in: its
 * ID token. A student of state.edu whose address is verified, unless `account` says otherwise.
 */
export async function idTokenWithClaims(
  uid: string,
  claims: Record<string, unknown>,
  { email = `${uid}@state.edu`, emailVerified = true }: { email?: string; emailVerified?: boolean } = {},
): Promise<string> {
  const toolkit = `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1`;
  await fetch(`${toolkit}/projects/${PROJECT_ID}/accounts`, {
    method: "POST",
    headers: OWNER,
    body: JSON.stringify({ localId: uid, email, password: "operator password", emailVerified }),
  });
  await fetch(`${toolkit}/projects/${PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: OWNER,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
  });
  const response = await fetch(`${toolkit}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "operator password", returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

export interface CallableAnswer {
  readonly status: number;
  readonly result?: unknown;
  readonly error?: { readonly status: string; readonly message: string };
}

/** Calls a callable function as its protocol asks (POST `{ data }`), with an ID token if given. */
export async function callFunction(name: string, data: unknown, idToken?: string): Promise<CallableAnswer> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallableAnswer, "status">;
  return { status: response.status, ...body };
}

/** Waits for what a trigger does (the emulator runs it a moment after the write), up to `timeout` ms. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeout = 40_000): Promise<T> {
  let value = await read();
  try {
    await expect
      .poll(
        async () => {
          value = await read();
          try {
            check(value);
            return true;
          } catch {
            return false;
          }
        },
        { timeout, interval: 250 },
      )
      .toBe(true);
  } catch {
    // Timed out: the check's own failure below says what was last read.
  }
  check(value);
  return value;
}
