#!/usr/bin/env node
// `npm test`: every check, in two lanes that run side by side because they share no port.
//
//   app       typecheck → lint → deps → test:unit → test:e2e        (preview on 4173)
//   firebase  the emulator build → the emulators (9099, 8080, 5001) started once for
//             the Firebase suites (contract, rules, functions) and then the Firebase e2e (preview on 4174)
//
// Then, once both lanes are done, the Firebase e2e tests that time a delivery ("… within 2 s"), on
// the emulators started again: they measure how fast a change reaches the other phone, which the
// other lane's browsers, sharing a 2-core machine, would otherwise time instead.
//
// Each lane stops at its first failing step; the other lane runs on. Every line a step prints is
// prefixed with its lane; a summary with each step's time and result comes last, and the exit code
// is 1 when any step failed. `node scripts/test-all.mjs --serial` runs the lanes one after the other
// (for a machine too small to run both, or to read one lane's output undisturbed).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** The Firebase e2e tests that time a delivery: their titles say "within N s". */
const DELIVERY_TIMES = "within [0-9]+ s";
const FIREBASE_E2E = "playwright test -c playwright.firebase.config.ts";
const FIREBASE_SUITES = `vitest run --project firebase && ${FIREBASE_E2E} --grep-invert "${DELIVERY_TIMES}"`;
const DELIVERY_TIMES_STEP = {
  name: "firebase",
  steps: [
    [
      "delivery times, the machine to themselves",
      `node scripts/with-emulators.mjs -- ${FIREBASE_E2E} --grep "${DELIVERY_TIMES}"`,
    ],
  ],
};

const LANES = [
  {
    name: "app",
    steps: [
      ["typecheck", "npm run typecheck"],
      ["lint", "npm run lint"],
      ["deps", "npm run deps"],
      ["test:unit", "npm run test:unit"],
      ["test:e2e", "npm run test:e2e"],
    ],
  },
  {
    name: "firebase",
    steps: [
      ["build:firebase-emulators", "npm run --silent build:firebase-emulators"],
      ["test:firebase + test:e2e:firebase", `node scripts/with-emulators.mjs -- sh -c '${FIREBASE_SUITES}'`],
    ],
  },
];

const serial = process.argv.includes("--serial");
const width = Math.max(...LANES.map((lane) => lane.name.length));
const results = [];
const running = new Set();

function runStep(lane, [label, command]) {
  const prefix = `[${lane.name.padEnd(width)}] `;
  const startedAt = Date.now();
  console.info(`${prefix}▶ ${label}: ${command}`);
  return new Promise((resolve) => {
    // A process group of its own, so that an interrupted run stops everything the step started.
    const child = spawn("sh", ["-c", command], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.info(prefix + line));
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - startedAt) / 1000;
      const passed = code === 0;
      results.push({ lane: lane.name, label, seconds, passed });
      console.info(
        `${prefix}${passed ? "✔" : "✘"} ${label} in ${seconds.toFixed(0)} s${passed ? "" : ` (${signal ?? `exit ${code}`})`}`,
      );
      resolve(passed);
    });
  });
}

async function runLane(lane) {
  for (const step of lane.steps) {
    if (!(await runStep(lane, step))) return false;
  }
  return true;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

const startedAt = Date.now();
let passed = true;
if (serial) {
  for (const lane of LANES) passed = (await runLane(lane)) && passed;
} else {
  passed = (await Promise.all(LANES.map(runLane))).every(Boolean);
}
const firebaseLanePassed = results.filter((result) => result.lane === "firebase").every((result) => result.passed);
if (firebaseLanePassed) passed = (await runLane(DELIVERY_TIMES_STEP)) && passed;

console.info("\nnpm test, step by step:");
for (const { lane, label, seconds, passed: ok } of results) {
  console.info(`  ${ok ? "✔" : "✘"} ${lane.padEnd(width)}  ${label.padEnd(36)} ${seconds.toFixed(0).padStart(5)} s`);
}
const skipped = [...LANES, DELIVERY_TIMES_STEP].flatMap((lane) =>
  lane.steps.filter(([label]) => !results.some((result) => result.lane === lane.name && result.label === label)),
);
for (const [label] of skipped) console.info(`  – ${label} (not run: an earlier step of its lane failed)`);
console.info(`${passed ? "All passed" : "FAILED"} in ${((Date.now() - startedAt) / 1000 / 60).toFixed(1)} min`);
process.exit(passed ? 0 : 1);
