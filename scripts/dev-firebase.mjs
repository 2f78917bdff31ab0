#!/usr/bin/env node
// The app against the Firebase emulators (`npm run dev:firebase`, inside scripts/with-emulators.mjs):
// seeds the meal times, then runs Vite's dev server on the Firebase backend with the emulators.
// Every argument is Vite's: `npm run dev:firebase -- --port 5393 --host` reaches `vite` as is
// (through `sh -c '…'` they were dropped).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The environment of the dev server: the Firebase backend, on the emulators. */
export const DEV_FIREBASE_ENV = { VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" };

function main() {
  const seeded = spawnSync(process.execPath, ["scripts/seed-meal-times.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  const vite = spawn("npx", ["--no-install", "vite", ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...DEV_FIREBASE_ENV },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
  vite.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
