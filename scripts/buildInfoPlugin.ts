// Every build says which backend it carries: `vite build` writes dist/build-info.json and prints
// it, and the hosting `predeploy` step (scripts/check-deploy.mjs, run by `firebase deploy`) refuses
// to publish a build for the local backend, for the emulators, or without its Firebase settings.
// Before this, a missing .env.local made a plain `npm run build` a local-backend build, and
// `firebase deploy` would have published in-browser accounts and a /dev/mailbox where anyone
// verifies any address.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { readConfig } from "../src/app/composition/config";

export const BUILD_INFO_FILE = "build-info.json";

/** What dist/build-info.json holds. */
export interface BuildInfo {
  readonly backend: "local" | "firebase";
  /** The Firebase project the build talks to; null for a local build. */
  readonly firebaseProjectId: string | null;
  /** True when the build talks to the local emulators instead of Google's servers. */
  readonly firebaseEmulators: boolean;
  /** Why the app would refuse to start with this configuration (a Firebase setting missing); null when it would start. */
  readonly configurationProblem: string | null;
}

/** The build's configuration, judged by the very rules the app applies at start-up (src/app/composition/config.ts). */
export function describeBuild(env: Readonly<Record<string, string | boolean | undefined>>): BuildInfo {
  const backend = env.VITE_BACKEND === "firebase" ? "firebase" : "local";
  try {
    const config = readConfig(env);
    return {
      backend: config.backend,
      firebaseProjectId: config.firebase?.webConfig.projectId ?? null,
      firebaseEmulators: config.firebase?.emulators != null,
      configurationProblem: null,
    };
  } catch (error) {
    const projectId = env.VITE_FIREBASE_PROJECT_ID;
    return {
      backend,
      firebaseProjectId: typeof projectId === "string" && projectId.trim() !== "" ? projectId.trim() : null,
      firebaseEmulators: env.VITE_FIREBASE_EMULATORS === "true",
      configurationProblem: error instanceof Error ? error.message : String(error),
    };
  }
}

/** One line for the build's output: what this build is for. */
export function buildInfoSummary(info: BuildInfo): string {
  if (info.backend === "local") {
    return "Built for the LOCAL backend (accounts in the browser, /dev/mailbox): not for deployment.";
  }
  const where = info.firebaseEmulators ? "the local emulators" : "Google's servers";
  const problem = info.configurationProblem === null ? "" : ` It will not start: ${info.configurationProblem}`;
  return `Built for the Firebase backend, project ${info.firebaseProjectId ?? "(none)"}, on ${where}.${problem}`;
}

export function recordBuildInfo(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "strangers:build-info",
    apply: (userConfig, { command }) => command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // Once everything is written (and Vite has listed the files), so that it is the build's last word.
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(outDir)) return; // the build failed before writing anything
      const info = describeBuild(config.env);
      writeFileSync(join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
      // Shown by `npm run build` whatever Vite's own log level (the benchmark's builds run quietly).
      console.info(`\n${buildInfoSummary(info)}\n`);
    },
  };
}
