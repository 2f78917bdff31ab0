#!/usr/bin/env node
// Runs a command with the Firebase emulators (auth 127.0.0.1:9099, Firestore 127.0.0.1:8080, Cloud
// Functions 127.0.0.1:5001) up:
//   node scripts/with-emulators.mjs -- npx vitest run --project firebase
// Emulators already answering on those ports (a developer's own) are used and left running;
// the ones started here are always stopped, and the command's exit code is passed on.
//
// EMULATORS_FIRESTORE_TRIGGERS=off leaves the Firestore triggers unwired (bench:round seeds 100,000
// documents through the Admin SDK: their triggers would otherwise run through the bench).
//
// The functions (functions/) are built first (their dependencies installed if missing). Auth and
// Functions run in one firebase-tools process; Firestore is Google's jar run by Java 17, which
// firebase-tools will not start (it wants Java 21), so firebase-tools does not know it runs and
// would leave the Firestore triggers unwired: this script registers them with the jar itself, as
// firebase-tools would, and the jar delivers their events to the Functions emulator.
//
// The command may stop and start again the emulators started here, to test what the app does when
// its server goes away and comes back (e2e/firebase/faults.spec.ts): EMULATOR_CONTROL_URL, in its
// environment, answers `POST /<name>/stop` and `POST /<name>/start` (name: firestore or auth). It
// listens on 127.0.0.1 on a port of the system's choosing, and only for as long as the command runs.
//
// The tests' stand-in for a push service (tests/support/pushServiceStandIn.ts) answers HTTPS, as
// every push service does and as `web-push` requires: its certificate, made here once (openssl),
// is trusted by the functions and the command (NODE_EXTRA_CA_CERTS), and PUSH_SERVICE_TLS_DIR
// tells the command where it and its key are.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

const PROJECT_ID = "demo-strangers";
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOG_DIR = `${ROOT}node_modules/.cache/emulators`;
const FIRESTORE_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const START_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 5_000;
const PUSH_SERVICE_TLS_DIR = `${LOG_DIR}/push-service`;
const PUSH_SERVICE_CERTIFICATE = `${PUSH_SERVICE_TLS_DIR}/cert.pem`;

const FUNCTIONS = { host: "127.0.0.1", port: 5001 };
const FUNCTIONS_DIR = `${ROOT}functions`;

const EMULATORS = [
  { name: "firestore", host: "127.0.0.1", port: 8080, command: firestoreCommand },
  // Auth and Functions in one firebase-tools process: the functions then verify the auth emulator's tokens.
  { name: "auth+functions", host: "127.0.0.1", port: 9099, command: () => firebaseTools("auth,functions") },
];

/** Debian's emulator jar runs on Java 17, offline; firebase-tools' own wants Java 21 and a download. */
function firestoreCommand() {
  const javaRuns = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (!existsSync(FIRESTORE_JAR) || !javaRuns) return firebaseTools("firestore");
  const main = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
  const options = [
    "--host=127.0.0.1",
    "--port=8080",
    "--rules=firestore.rules",
    `--functions_emulator=${FUNCTIONS.host}:${FUNCTIONS.port}`,
  ];
  return [
    "java",
    ["-cp", FIRESTORE_JAR, main, "start", ...options, `--project_id=${PROJECT_ID}`, "--single_project_mode=true"],
  ];
}

function firebaseTools(only) {
  return ["npx", ["--no-install", "firebase", "emulators:start", "--only", only, "--project", PROJECT_ID]];
}

const started = []; // the emulators started here: { name, child, logFile, exited }
let commandChild = null;

async function answers(host, port) {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

function start(emulator) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = `${LOG_DIR}/${emulator.name}.log`;
  const log = openSync(logFile, "w");
  const [command, args] = emulator.command();
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true, // a process group of its own, so that stopping it also stops what it spawned
    stdio: ["ignore", log, log],
    // CI=true and no update check: firebase-tools then makes no network calls of its own.
    // FIRESTORE_EMULATOR_HOST: the functions' Admin SDK talks to the jar.
    env: {
      ...process.env,
      CI: "true",
      NO_UPDATE_NOTIFIER: "1",
      FIREBASE_DEBUG_PATH: `${LOG_DIR}/`,
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      // web-push in the functions trusts the tests' stand-in for a push service.
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERTIFICATE,
      // The Functions emulator starts a Node process for each function running at once (firebase-tools
      // lets 50 run): on a 2-core machine a few suffice, and the mixers' test of 200 RSVPs at once
      // (tests/functions/mixers.test.ts) then queues in the emulator rather than starting 50 processes.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "8",
      // Seconds a function's process has to load before the emulator drops its event ("Failed to
      // load function"; firebase-tools waits 30 s): on a busy 2-core machine loading takes longer.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "120",
    },
  });
  const entry = { name: emulator.name, child, logFile, exited: false };
  child.on("exit", () => {
    entry.exited = true;
  });
  started.push(entry);
  // Started while everything is being stopped (a signal during start-up): stop it too.
  if (stopping !== null && entry.child.pid !== undefined) signalGroup(entry.child.pid, "SIGKILL");
  return entry;
}

const lastLines = (file, count = 25) => readFileSync(file, "utf8").trimEnd().split("\n").slice(-count).join("\n");

async function waitUntilReady(emulator, entry) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(emulator.host, emulator.port))) {
    if (entry.exited || Date.now() > deadline) {
      const why = entry.exited ? "exited before answering" : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(
        `The ${emulator.name} emulator ${why}. Last lines of ${entry.logFile}:\n${lastLines(entry.logFile)}`,
      );
    }
    await sleep(250);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to the process group led by `pid`; false when the group is gone (signal 0 only asks). */
function signalGroup(pid, signal) {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
}
const groupAlive = (pid) => signalGroup(pid, 0);

let stopping = null;

/**
 * SIGTERM to each group started here, SIGKILL to whatever still runs a few seconds later.
 * One shared stop: a signal and a failure arriving together both wait for the same one.
 */
function stopAll() {
  stopping ??= stopGroups();
  return stopping;
}

async function stopGroups() {
  const groups = started.map((entry) => entry.child.pid).filter((pid) => pid !== undefined);
  for (const pid of groups) signalGroup(pid, "SIGTERM");
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groups.some(groupAlive) && Date.now() < deadline) await sleep(100);
  for (const pid of groups.filter(groupAlive)) signalGroup(pid, "SIGKILL");
}

/** Stops one emulator started here and waits until its port is free. */
async function stopOne(emulator) {
  const entry = started.findLast((candidate) => candidate.name === emulator.name);
  if (entry === undefined) throw new Error(`The ${emulator.name} emulator was not started here: it cannot be stopped`);
  const pid = entry.child.pid;
  if (pid !== undefined) signalGroup(pid, "SIGTERM");
  const deadline = Date.now() + STOP_GRACE_MS;
  while (pid !== undefined && groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (pid !== undefined && groupAlive(pid)) signalGroup(pid, "SIGKILL");
  while (await answers(emulator.host, emulator.port)) await sleep(100);
}

/** Starts one emulator again (after stopOne) and waits until it answers. */
async function startOne(emulator) {
  if (await answers(emulator.host, emulator.port)) return;
  const entry = start(emulator);
  await waitUntilReady(emulator, entry);
  // A new Firestore jar, or a new Functions emulator, knows no trigger yet: register them again.
  const functions = started.findLast((candidate) => candidate.name === "auth+functions");
  if (functions !== undefined && !functions.exited) await wireFirestoreTriggers(functions);
}

/** The control the command may use to stop and start the emulators started here; resolves to its URL. */
function startControl() {
  const server = createServer((request, response) => {
    const match = /^\/(firestore|auth)\/(stop|start)$/.exec(request.url ?? "");
    // "auth" stops the process that runs Auth and Functions together.
    const name = match?.[1] === "auth" ? "auth+functions" : match?.[1];
    const emulator = EMULATORS.find((candidate) => candidate.name === name);
    if (request.method !== "POST" || emulator === undefined) {
      response.writeHead(404).end();
      return;
    }
    const action = match?.[2] === "stop" ? stopOne(emulator) : startOne(emulator);
    action.then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(409, { "Content-Type": "text/plain" }).end(String(error?.message ?? error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.unref(); // never what keeps this script alive
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
}

function run(command, args, controlUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FUNCTIONS_EMULATOR_ORIGIN: `http://${FUNCTIONS.host}:${FUNCTIONS.port}`,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        // The Admin SDK (the functions' adapters, in tests) then asks no metadata server for the project.
        GCLOUD_PROJECT: PROJECT_ID,
        EMULATOR_CONTROL_URL: controlUrl,
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERTIFICATE,
        PUSH_SERVICE_TLS_DIR,
      },
    });
    commandChild = child;
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

/** The stand-in push service's self-signed certificate for 127.0.0.1, made once (it lasts ten years). */
function makePushServiceCertificate() {
  if (existsSync(PUSH_SERVICE_CERTIFICATE)) return;
  mkdirSync(PUSH_SERVICE_TLS_DIR, { recursive: true });
  const result = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "3650"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", `${PUSH_SERVICE_TLS_DIR}/key.pem`, "-out", PUSH_SERVICE_CERTIFICATE],
    ],
    { stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error("openssl could not make the stand-in push service's certificate");
}

/** The functions' code, compiled; their dependencies installed first on a fresh clone. */
function buildFunctions() {
  const npm = (args) => {
    const result = spawnSync("npm", ["--prefix", FUNCTIONS_DIR, ...args], { stdio: "inherit", cwd: ROOT });
    if (result.status !== 0) throw new Error(`npm --prefix functions ${args.join(" ")} failed`);
  };
  if (!existsSync(`${FUNCTIONS_DIR}/node_modules/firebase-functions`)) npm(["ci", "--no-audit", "--no-fund"]);
  npm(["run", "--silent", "build"]);
}

/**
 * The Functions emulator's triggers, once it has loaded the functions (GET /backends), and each
 * Firestore trigger registered with the Firestore jar as firebase-tools registers it with its own.
 */
/** How many functions the Functions emulator's log says it loaded from source (0 until it says so). */
function loadedFunctionCount(logFile) {
  const loaded = readFileSync(logFile, "utf8").match(/Loaded functions definitions from source: ([^\n]*)\./);
  return loaded === null ? 0 : loaded[1].split(", ").length;
}

async function wireFirestoreTriggers(entry) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let triggers = [];
  // The emulator registers its functions one by one: wait for as many as its log says it loaded
  // (on a busy machine the first answer may list only a few, and the later ones would go unwired).
  while (triggers.length === 0 || triggers.length < loadedFunctionCount(entry.logFile)) {
    if (entry.exited || Date.now() > deadline) {
      throw new Error(
        `The Functions emulator loaded no function. Last lines of ${entry.logFile}:\n${lastLines(entry.logFile)}`,
      );
    }
    try {
      const response = await fetch(`http://${FUNCTIONS.host}:${FUNCTIONS.port}/backends`);
      const { backends } = await response.json();
      triggers = backends.flatMap((backend) => backend.functionTriggers ?? []);
    } catch {
      // not up yet
    }
    if (triggers.length === 0) await sleep(250);
  }
  const firestoreTriggers = triggers.filter((trigger) => trigger.eventTrigger?.eventType?.includes("cloud.firestore"));
  // A bench that seeds tens of thousands of documents (bench:round) would otherwise queue as many
  // trigger runs, and time them instead of what it measures.
  if (process.env.EMULATORS_FIRESTORE_TRIGGERS === "off") return { functions: triggers.length, firestoreTriggers: 0 };
  for (const trigger of firestoreTriggers) {
    const { eventTrigger } = trigger;
    const key = `${trigger.id}-0`;
    const document = eventTrigger.eventFilters?.document ?? eventTrigger.eventFilterPathPatterns?.document;
    const matchType = eventTrigger.eventFilters?.document === undefined ? "PATH_PATTERN" : "EXACT";
    const body = {
      eventType: eventTrigger.eventType,
      database: eventTrigger.eventFilters?.database ?? "(default)",
      namespace: eventTrigger.eventFilters?.namespace ?? "(default)",
      document: { value: document, matchType },
    };
    const url = `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`;
    const response = await fetch(url, { method: "POST", body: JSON.stringify(body) });
    if (!response.ok)
      throw new Error(`Registering ${key} with Firestore answered ${response.status}: ${await response.text()}`);
  }
  return { functions: triggers.length, firestoreTriggers: firestoreTriggers.length };
}

async function main() {
  const separator = process.argv.indexOf("--");
  const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command === undefined) throw new Error("Usage: node scripts/with-emulators.mjs -- <command...>");

  const startedAt = Date.now();
  makePushServiceCertificate();
  const pending = [];
  let functionsEntry = null;
  for (const emulator of EMULATORS) {
    if (await answers(emulator.host, emulator.port)) {
      console.info(`[emulators] ${emulator.name}: reusing the one on ${emulator.host}:${emulator.port}`);
    } else {
      if (emulator.name === "auth+functions") buildFunctions();
      const entry = start(emulator);
      if (emulator.name === "auth+functions") functionsEntry = entry;
      pending.push(waitUntilReady(emulator, entry));
    }
  }
  await Promise.all(pending);
  if (functionsEntry !== null) {
    const wired = await wireFirestoreTriggers(functionsEntry);
    console.info(
      `[emulators] ${wired.functions} functions loaded, ${wired.firestoreTriggers} Firestore triggers wired`,
    );
  }
  console.info(`[emulators] ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (logs: ${LOG_DIR})`);
  return run(command, args, await startControl());
}

async function fail(error) {
  console.error(`[emulators] ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    commandChild?.kill(signal);
    stopAll().finally(() => process.exit(128 + constants.signals[signal]));
  });
}
process.on("uncaughtException", fail);

main().then(async (exitCode) => {
  await stopAll();
  process.exit(exitCode);
}, fail);
