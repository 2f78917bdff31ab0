/**
 * The app's configuration, read once from Vite's `import.meta.env` (VITE_* variables,
 * set in the shell or a `.env.local` file). Unknown values fail loudly at start-up
 * rather than quietly picking a backend.
 */

export type BackendKind = "local" | "firebase";
export type GeocoderKind = "nominatim" | "fake" | "off";

export interface AppConfig {
  readonly backend: BackendKind;
  readonly geocoder: GeocoderKind;
  readonly nominatimUrl: string;
  /** Where "Download Now" leads; without one it leads to sign-up. */
  readonly appStoreUrl: string | null;
}

export const PUBLIC_NOMINATIM_URL = "https://nominatim.openstreetmap.org";

type Env = Readonly<Record<string, string | boolean | undefined>>;

export function readConfig(env: Env): AppConfig {
  return {
    backend: oneOf(env, "VITE_BACKEND", ["local", "firebase"], "local"),
    geocoder: oneOf(env, "VITE_GEOCODER", ["nominatim", "fake", "off"], "nominatim"),
    nominatimUrl: text(env, "VITE_NOMINATIM_URL") ?? PUBLIC_NOMINATIM_URL,
    appStoreUrl: text(env, "VITE_APP_STORE_URL"),
  };
}

function text(env: Env, name: string): string | null {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name);
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(", ")}; it is "${value}"`);
}
