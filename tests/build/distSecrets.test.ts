// What a production build publishes: the public Firebase web config and nothing else that
// is secret. The build runs with secrets in its environment, as a careless CI might have,
// and the output is searched for them and for the usual shapes of credentials.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const PUBLIC_WEB_API_KEY = "AIzaSyPublicWebKeyOfTheTestProject0000";
const SECRETS = {
  FIREBASE_TOKEN: "1//deploy-token-that-must-stay-in-ci",
  SERVICE_ACCOUNT_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-----END PRIVATE KEY-----",
  SESSION_SECRET: "session-secret-that-must-not-ship",
};

/** Shapes of credentials that have no business in a web bundle. */
const CREDENTIAL_SHAPES = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /AKIA[0-9A-Z]{16}/,
  /sk_live_[0-9a-zA-Z]{8,}/,
  /"private_key"/,
];

let dir: string;
let files: { name: string; text: string }[];

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "strangers-secrets-"));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|VITE_|NODE_ENV$|MODE$)/.test(key)),
  );
  await promisify(execFile)(
    process.execPath,
    [
      "scripts/bench/build.mjs",
      "--outDir",
      dir,
      "--env",
      "VITE_BACKEND=firebase",
      "--env",
      `VITE_FIREBASE_API_KEY=${PUBLIC_WEB_API_KEY}`,
      "--env",
      "VITE_FIREBASE_AUTH_DOMAIN=strangers-test.firebaseapp.com",
      "--env",
      "VITE_FIREBASE_PROJECT_ID=strangers-test",
      "--env",
      "VITE_FIREBASE_APP_ID=1:123:web:abc",
    ],
    { cwd: ROOT, env: { ...env, ...SECRETS }, maxBuffer: 16 * 1024 * 1024 },
  );
  files = listFiles(dir)
    .filter((file) => /\.(js|css|html|json|map)$/.test(file) && !file.includes(".bench"))
    .map((file) => ({ name: file.slice(dir.length), text: readFileSync(file, "utf8") }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("what the production build publishes", () => {
  it("carries the public Firebase web config (so the check below looks at a real build)", () => {
    expect(files.some((file) => file.text.includes(PUBLIC_WEB_API_KEY))).toBe(true);
  });

  it.each(Object.entries(SECRETS))("does not carry %s from the build's environment", (_name, value) => {
    expect(files.filter((file) => file.text.includes(value)).map((file) => file.name)).toEqual([]);
  });

  it("holds nothing shaped like a private key or a payment or cloud credential", () => {
    const found = files.flatMap((file) =>
      CREDENTIAL_SHAPES.filter((shape) => shape.test(file.text)).map((shape) => `${file.name}: ${shape}`),
    );
    expect(found).toEqual([]);
  });

  it("ships no source maps that would publish the source", () => {
    expect(files.filter((file) => file.name.endsWith(".map"))).toEqual([]);
  });
});
