import type { FirebaseSettings } from "../../../adapters/firebase/firebaseConfig";

/**
 * The app's configuration, read once from Vite's `import.meta.env` (VITE_* variables,
 * set in the shell or a `.env.local` file; `.env.example` lists them). Unknown or
 * missing values fail loudly at start-up rather than quietly picking a backend.
 */

export type BackendKind = "local" | "firebase";
export type GeocoderKind = "nominatim" | "fake" | "off";
export type LocatorKind = "browser" | "fake" | "off";

export interface AppConfig {
  readonly backend: BackendKind;
  /** Set when the backend is Firebase. */
  readonly firebase: FirebaseSettings | null;
  /** How the detected position becomes a city (the location line). */
  readonly geocoder: GeocoderKind;
  /** Where the device's position comes from (the location line, the colour screen's approximate location). */
  readonly locator: LocatorKind;
  readonly nominatimUrl: string;
  /** Where "Download Now" leads; without one it leads to sign-up. */
  readonly appStoreUrl: string | null;
  /**
   * The Web Push server's public key (VAPID, base64url), with the Firebase backend: the devices
   * subscribe with it and the functions sign with its private half. Null offline (no push service).
   */
  readonly vapidPublicKey: string | null;
}

export const PUBLIC_NOMINATIM_URL = "https://nominatim.openstreetmap.org";

/** Where `firebase.json` puts the emulators, and the demo project they serve. */
const EMULATORS = {
  authUrl: "http://127.0.0.1:9099",
  firestoreHost: "127.0.0.1",
  firestorePort: 8080,
  functionsUrl: "http://127.0.0.1:5001",
} as const;
const DEMO_PROJECT_ID = "demo-strangers";

type Env = Readonly<Record<string, string | boolean | undefined>>;

export function readConfig(env: Env): AppConfig {
  const backend = oneOf(env, "VITE_BACKEND", ["local", "firebase"], "local");
  // The dev server (npm start) works offline unless told otherwise: the fixed city and position,
  // no public geocoder. A build (what visitors get, what the e2e tests serve) asks Nominatim.
  const geocoder = oneOf(env, "VITE_GEOCODER", ["nominatim", "fake", "off"], env.DEV === true ? "fake" : "nominatim");
  return {
    backend,
    firebase: backend === "firebase" ? firebaseSettings(env) : null,
    geocoder,
    // Unless told otherwise, the locator that goes with the geocoder: Nominatim names the browser's
    // position, the fake names the fake one, and off asks for none.
    locator: oneOf(env, "VITE_LOCATOR", ["browser", "fake", "off"], geocoder === "nominatim" ? "browser" : geocoder),
    nominatimUrl: text(env, "VITE_NOMINATIM_URL") ?? PUBLIC_NOMINATIM_URL,
    appStoreUrl: text(env, "VITE_APP_STORE_URL"),
    vapidPublicKey: backend === "firebase" ? text(env, "VITE_VAPID_PUBLIC_KEY") : null,
  };
}

/** The public web config; against the emulators a demo project needs none of it. */
function firebaseSettings(env: Env): FirebaseSettings {
  const useEmulators = oneOf(env, "VITE_FIREBASE_EMULATORS", ["true", "false"], "false") === "true";
  const value = (name: string, emulatorDefault: string) =>
    text(env, name) ?? (useEmulators ? emulatorDefault : required(name));
  const projectId = value("VITE_FIREBASE_PROJECT_ID", DEMO_PROJECT_ID);
  return {
    webConfig: {
      apiKey: value("VITE_FIREBASE_API_KEY", "demo-api-key"),
      authDomain: value("VITE_FIREBASE_AUTH_DOMAIN", `${projectId}.firebaseapp.com`),
      projectId,
      appId: value("VITE_FIREBASE_APP_ID", "demo-app-id"),
    },
    emulators: useEmulators ? EMULATORS : null,
  };
}

function required(name: string): never {
  throw new Error(`${name} is needed with VITE_BACKEND=firebase (see .env.example)`);
}

function text(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value === "boolean") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name);
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(", ")}; it is "${value}"`);
}
