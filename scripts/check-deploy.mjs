#!/usr/bin/env node
// The hosting `predeploy` step of firebase.json: `firebase deploy` publishes dist/ only if the build
// in it was made for the Firebase backend, for a real project (not the emulators), with its settings,
// and, when the Firebase CLI says which project it deploys to (GCLOUD_PROJECT), for that project.
//   node scripts/check-deploy.mjs [dist]
// dist/build-info.json is written by every `vite build` (scripts/buildInfoPlugin.ts).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const BUILD_INFO_FILE = "build-info.json";

/**
 * Why the build in `dir` must not be deployed; an empty list when it may.
 * @param {string} dir the directory Hosting publishes
 * @param {Readonly<Record<string, string | undefined>>} [env] the environment the Firebase CLI runs the hook in
 * @returns {string[]}
 */
export function deployProblems(dir, env = {}) {
  const file = join(dir, BUILD_INFO_FILE);
  if (!existsSync(file)) {
    return [`${file} is missing: build the app with \`npm run build\` (it records which backend the build carries).`];
  }
  let info;
  try {
    info = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return [`${file} cannot be read: build the app again with \`npm run build\`.`];
  }
  const problems = [];
  if (info.backend !== "firebase") {
    problems.push(
      `The build in ${dir} carries the ${info.backend ?? "unknown"} backend (accounts in the browser and a /dev/mailbox ` +
        "where anyone verifies any address). Set VITE_BACKEND=firebase and the VITE_FIREBASE_* settings " +
        "(.env.local, see .env.example), then `npm run build`.",
    );
    return problems;
  }
  if (info.configurationProblem) problems.push(`The build would not start: ${info.configurationProblem}`);
  if (info.firebaseEmulators) {
    problems.push("The build talks to the local emulators (VITE_FIREBASE_EMULATORS=true), not to Google's servers.");
  }
  const projectId = info.firebaseProjectId;
  if (typeof projectId !== "string" || projectId === "") {
    problems.push("The build names no Firebase project (VITE_FIREBASE_PROJECT_ID).");
  } else if (projectId.startsWith("demo-")) {
    problems.push(`The build is for ${projectId}, a demo project that exists only in the emulators.`);
  } else if (env.GCLOUD_PROJECT && env.GCLOUD_PROJECT !== projectId) {
    problems.push(`The build is for the project ${projectId}, but this deploy goes to ${env.GCLOUD_PROJECT}.`);
  }
  return problems;
}

function main() {
  const dir = resolve(process.argv[2] ?? "dist");
  const problems = deployProblems(dir, process.env);
  if (problems.length === 0) {
    const info = JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8"));
    console.info(`[check-deploy] ${dir}: a Firebase build for ${info.firebaseProjectId}. Deploying.`);
    return 0;
  }
  console.error(`[check-deploy] Refusing to deploy ${dir}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
