// What the algorithm benchmarks (benchMatch.mjs, benchTables.mjs) share: their command-line options,
// and a worker written in TypeScript, bundled once with Vite's build API into a temporary folder
// (Node does not run the domain's TypeScript as it is), each measurement then run in a child process
// of its own (`node worker.mjs …args`, one line of JSON out), so that its peak memory is its own.
// The bundle keeps the packages it imports (firebase, …) outside it, so it is written inside the
// repository (node_modules/.cache), where Node finds them, not in the system's temporary folder.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The value after `--name` on the command line, or the fallback. */
export function commandLineOption(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
}

/**
 * Bundles the worker at `entry` (a path from the repository's root), then calls `use(measure)`,
 * where `measure(...args)` runs the worker once with those arguments and returns its JSON; the
 * bundle is removed afterwards.
 */
export async function withWorker(entry, use) {
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, "bench-worker-"));
  try {
    const { build } = await import("vite");
    await build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      root: ROOT,
      build: {
        ssr: join(ROOT, entry),
        outDir,
        emptyOutDir: true,
        minify: false,
        target: "node20",
        rolldownOptions: { output: { entryFileNames: "worker.mjs" } },
      },
    });
    const worker = join(outDir, "worker.mjs");
    const measure = (...args) => {
      const child = spawnSync(process.execPath, [worker, ...args.map(String)], {
        encoding: "utf8",
        maxBuffer: 1 << 20,
      });
      if (child.status !== 0) throw new Error(`worker ${args.join(" ")} failed:\n${child.stderr}`);
      return JSON.parse(child.stdout.trim().split("\n").at(-1));
    };
    return await use(measure);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
