// The deploy guard: every build records the backend it carries (scripts/buildInfoPlugin.ts), and the
// hosting `predeploy` step (scripts/check-deploy.mjs) refuses anything but a Firebase build for a real
// project with its settings. Checked on temporary directories, then on two real builds.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_INFO_FILE, type BuildInfo, describeBuild } from "../../scripts/buildInfoPlugin";
import { deployProblems } from "../../scripts/check-deploy.mjs";
import { buildInto, ROOT } from "./buildInto";

const FIREBASE_SETTINGS = {
  VITE_BACKEND: "firebase",
  VITE_FIREBASE_API_KEY: "AIzaSyPublicWebKeyOfTheTestProject0000",
  VITE_FIREBASE_AUTH_DOMAIN: "strangers-prod.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "strangers-prod",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A directory as `vite build` leaves it, holding `info` as its build-info.json (or none). */
function buildDir(info?: BuildInfo | string): string {
  const dir = mkdtempSync(join(tmpdir(), "strangers-deploy-"));
  dirs.push(dir);
  writeFileSync(join(dir, "index.html"), "<!doctype html>");
  if (info !== undefined) {
    writeFileSync(join(dir, BUILD_INFO_FILE), typeof info === "string" ? info : JSON.stringify(info));
  }
  return dir;
}

const runCheck = (dir: string, env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ["scripts/check-deploy.mjs", dir], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );

describe("describeBuild: what a build carries, judged by the app's own configuration rules", () => {
  it("says a build without settings is a local build", () => {
    expect(describeBuild({})).toEqual({
      backend: "local",
      firebaseProjectId: null,
      firebaseEmulators: false,
      configurationProblem: null,
    });
  });

  it("names the project of a Firebase build", () => {
    expect(describeBuild(FIREBASE_SETTINGS)).toEqual({
      backend: "firebase",
      firebaseProjectId: "strangers-prod",
      firebaseEmulators: false,
      configurationProblem: null,
    });
  });

  it("records what the app would refuse to start with: a Firebase build missing its settings", () => {
    const info = describeBuild({ VITE_BACKEND: "firebase", VITE_FIREBASE_PROJECT_ID: "strangers-prod" });
    expect(info.backend).toBe("firebase");
    expect(info.configurationProblem).toMatch(/VITE_FIREBASE_API_KEY is needed/);
  });

  it("notes an emulator build", () => {
    expect(describeBuild({ VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" })).toMatchObject({
      firebaseProjectId: "demo-strangers",
      firebaseEmulators: true,
    });
  });
});

describe("check-deploy: what `firebase deploy` may publish", () => {
  const firebaseBuild = describeBuild(FIREBASE_SETTINGS);

  it("lets a Firebase build for a real project with its settings through", () => {
    expect(deployProblems(buildDir(firebaseBuild))).toEqual([]);
    expect(deployProblems(buildDir(firebaseBuild), { GCLOUD_PROJECT: "strangers-prod" })).toEqual([]);
  });

  it("refuses a local build", () => {
    const [problem, ...others] = deployProblems(buildDir(describeBuild({})));
    expect(problem).toMatch(/carries the local backend/);
    expect(others).toEqual([]);
  });

  it("refuses a Firebase build whose settings are missing", () => {
    const info = describeBuild({ VITE_BACKEND: "firebase", VITE_FIREBASE_PROJECT_ID: "strangers-prod" });
    expect(deployProblems(buildDir(info)).join("\n")).toMatch(/would not start: VITE_FIREBASE_API_KEY is needed/);
  });

  it("refuses a build for the emulators and their demo project", () => {
    const problems = deployProblems(
      buildDir(describeBuild({ VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" })),
    );
    expect(problems.join("\n")).toMatch(/local emulators/);
    expect(problems.join("\n")).toMatch(/demo-strangers, a demo project/);
  });

  it("refuses a build for another project than the one deployed to", () => {
    expect(deployProblems(buildDir(firebaseBuild), { GCLOUD_PROJECT: "strangers-staging" })).toEqual([
      "The build is for the project strangers-prod, but this deploy goes to strangers-staging.",
    ]);
  });

  it("refuses a directory that was not built by this app's build, or whose record is unreadable", () => {
    expect(deployProblems(buildDir())[0]).toMatch(/build-info\.json is missing/);
    expect(deployProblems(buildDir("{not json"))[0]).toMatch(/cannot be read/);
  });

  it("as a command, exits 1 with the reasons, or 0", async () => {
    const refused = await runCheck(buildDir(describeBuild({})));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Refusing to deploy");
    expect(refused.output).toContain("local backend");
    const accepted = await runCheck(buildDir(firebaseBuild), { GCLOUD_PROJECT: "strangers-prod" });
    expect(accepted).toMatchObject({ code: 0 });
  });

  it("is what firebase.json runs before Hosting publishes dist/", () => {
    const { hosting } = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
    expect(hosting.public).toBe("dist");
    expect(hosting.predeploy).toEqual([`node "$PROJECT_DIR/scripts/check-deploy.mjs" "$PROJECT_DIR/dist"`]);
    expect(hosting.ignore).toContain(BUILD_INFO_FILE);
  });
});

describe("real builds record their backend", () => {
  it("a plain build records the local backend, and is refused", async () => {
    const { dir } = await buildInto({});
    dirs.push(dir);
    expect(JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8"))).toMatchObject({ backend: "local" });
    expect(deployProblems(dir)).toHaveLength(1);
  });

  it("a Firebase build with its settings records its project, and may be deployed there", async () => {
    const { dir } = await buildInto(FIREBASE_SETTINGS);
    dirs.push(dir);
    expect(JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8"))).toEqual(describeBuild(FIREBASE_SETTINGS));
    expect(deployProblems(dir, { GCLOUD_PROJECT: "strangers-prod" })).toEqual([]);
  });
});
