// `npm install` on a clean 2-core machine took about 7 minutes, nearly all of it compiling RE2 (C++,
// node-gyp): superstatic's optional dependency, whose prebuilt binary is downloaded from outside the
// registry and so never comes here. Only the Hosting emulator (which we do not run) would use it,
// for firebase.json's `regex` rules, and superstatic falls back to JavaScript's RegExp without it. These checks keep the install fast and
// each install script a reviewed choice (docs/platform.md#the-install).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./buildInto";

interface LockPackage {
  readonly hasInstallScript?: boolean;
}
interface PackageJson {
  readonly scripts: Record<string, string>;
  readonly allowScripts?: Record<string, boolean>;
  readonly workspaces?: unknown;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), "utf8")) as T;

/** The names of the packages in `lockFile` that run a script when installed. */
function packagesWithInstallScripts(lockFile: string): string[] {
  const lock = readJson<{ packages: Record<string, LockPackage> }>(lockFile);
  const names = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== "" && entry.hasInstallScript === true)
    .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
  return [...new Set(names)].sort();
}

describe.each([
  { project: "the app", dir: "." },
  { project: "the functions", dir: "functions" },
])("install scripts of $project", ({ dir }) => {
  const manifest = readJson<PackageJson>(join(dir, "package.json"));

  it("are each allowed or denied by name in allowScripts (a new one is a reviewed choice)", () => {
    const reviewed = Object.keys(manifest.allowScripts ?? {}).sort();
    expect(reviewed).toEqual(packagesWithInstallScripts(join(dir, "package-lock.json")));
  });
});

describe("the app's install", () => {
  const manifest = readJson<PackageJson>("package.json");
  const firebaseJson = readJson<{
    emulators: Record<string, unknown>;
    hosting: { rewrites?: object[]; redirects?: object[]; headers?: object[] };
  }>("firebase.json");

  it("does not compile RE2", () => {
    expect(manifest.allowScripts?.re2).toBe(false);
  });

  it("needs no RE2: no Hosting emulator runs, and superstatic's fallback (RegExp) reads every regex rule", () => {
    expect(Object.keys(firebaseJson.emulators)).not.toContain("hosting");
    const rules = [
      ...(firebaseJson.hosting.rewrites ?? []),
      ...(firebaseJson.hosting.redirects ?? []),
      ...(firebaseJson.hosting.headers ?? []),
    ];
    for (const rule of rules) {
      if ("regex" in rule) expect(() => new RegExp(String(rule.regex), "u")).not.toThrow();
    }
  });

  it("installs the functions from their own lock, so that they deploy without the app", () => {
    expect(manifest.workspaces).toBeUndefined();
    expect(manifest.scripts.postinstall).toMatch(/^npm ci --prefix functions\b/);
    expect(readJson<{ name: string }>("functions/package-lock.json").name).toBe(
      readJson<{ name: string }>("functions/package.json").name,
    );
  });
});
