#!/usr/bin/env node
// What a student costs, on the emulators (a bench, not a test): a simulated week of N students at two
// schools (a lunch, a table and a mixer each, chat, the colour screen, location), counting Firestore's
// document reads, writes and deletes and the functions' invocations, split by who pays (the students'
// browsers, the functions) and by activity; then the cost of 1,000 students a month at list prices.
//   npm run bench:cost                    # 40 students
//   npm run bench:cost -- --students 200
// Under the emulators' lock when others share the machine: flock /tmp/strangers-emulators.lock npm run bench:cost
// It names a file (STRANGERS_COST_LOG) the functions count their Firestore operations into (they count only
// on the emulators: functions/src/adapters/firestoreCostCounting.ts), starts the emulators with it
// (scripts/with-emulators.mjs), and runs scripts/bench-cost/simulatedWeek.run.ts in Vitest, which counts the
// browsers' side at the web SDK and reads the functions' invocations from the Functions emulator's log.
// Method and figures: docs/performance.md, "What a student costs".
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const at = process.argv.indexOf("--students");
const students = at === -1 ? 40 : Number(process.argv[at + 1]);
if (!Number.isInteger(students) || students < 4) {
  console.error("Usage: npm run bench:cost -- [--students N] (N ≥ 4)");
  process.exit(2);
}
const CACHE = `${ROOT}node_modules/.cache/bench-cost`;
mkdirSync(CACHE, { recursive: true });
const costLog = `${CACHE}/functions-firestore.jsonl`;
writeFileSync(costLog, "");

const child = spawn(
  process.execPath,
  [
    "scripts/with-emulators.mjs",
    "--",
    "npx",
    "--no-install",
    "vitest",
    "run",
    "--config",
    "scripts/bench-cost/vitest.config.ts",
  ],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      STRANGERS_COST_LOG: costLog,
      BENCH_COST_STUDENTS: String(students),
      // The Functions emulator's log, as scripts/with-emulators.mjs writes it.
      BENCH_COST_FUNCTIONS_LOG: `${ROOT}node_modules/.cache/emulators/auth+functions.log`,
    },
  },
);
child.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
