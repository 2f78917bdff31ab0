// Builds the app as `vite build` does, into a temporary directory, with scripts/bench/build.mjs
// (Vite's Node API, the project's vite.config.ts) in a child process: a production build
// whatever vitest's NODE_ENV, and the same code the benchmark uses.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

export const ROOT = resolve(import.meta.dirname, "../..");

/** What scripts/bench/build.mjs writes to <outDir>/.bench/bundle.json. */
export interface Bundle {
  readonly entry: string;
  readonly chunks: Record<
    string,
    {
      readonly imports: readonly string[];
      readonly dynamicImports: readonly string[];
      readonly css: readonly string[];
      readonly gzip: number;
      readonly firebaseModules: number;
      /** Its source modules, repo-relative. */
      readonly modules: readonly string[];
    }
  >;
  readonly css: Record<string, { readonly gzip: number }>;
  /** Source module of each lazy chunk (a route's page, a lazy adapter) → its file. */
  readonly pages: Record<string, string>;
}

export async function buildInto(env: Record<string, string>): Promise<{ dir: string; bundle: Bundle }> {
  const dir = mkdtempSync(join(tmpdir(), "strangers-build-"));
  // The build must not inherit vitest's environment (NODE_ENV=test, MODE, VITE_*…).
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(VITEST|VITE_|NODE_ENV$|TEST$|MODE$|PROD$|DEV$|SSR$|BASE_URL$)/.test(key),
    ),
  );
  const envArgs = Object.entries(env).flatMap(([key, value]) => ["--env", `${key}=${value}`]);
  await promisify(execFile)(process.execPath, ["scripts/bench/build.mjs", "--outDir", dir, ...envArgs], {
    cwd: ROOT,
    env: clean,
    maxBuffer: 16 * 1024 * 1024,
  });
  return { dir, bundle: JSON.parse(readFileSync(join(dir, ".bench", "bundle.json"), "utf8")) };
}
