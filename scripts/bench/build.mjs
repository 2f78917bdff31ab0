// Builds the app with Vite's Node API (the same `vite.config.ts` as `vite build`) into a
// directory of the benchmark's own, and describes what came out: every JS chunk with its
// static and dynamic imports, its CSS, its size raw and gzipped, and whether it holds
// Firebase SDK code (a module under node_modules/firebase or node_modules/@firebase).
//
// Used by scripts/bench.mjs, and run as a child process by tests/build/bundleBudgets.test.ts:
//   node scripts/bench/build.mjs --outDir <dir> [--env VITE_BACKEND=firebase ...]
// writes <dir>/.bench/bundle.json (a dot-directory: the bench's server does not serve it).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FIREBASE_MODULE = /[\\/]node_modules[\\/](?:firebase|@firebase)[\\/]/;

/** gzip as a CDN sends it (zlib's default level, 6). */
export const gzipSize = (content) => gzipSync(content).length;

/**
 * @param {{ outDir: string, env?: Record<string, string> }} options
 * @returns {Promise<Bundle>} also written to <outDir>/.bench/bundle.json
 */
export async function buildApp({ outDir, env = {} }) {
  const saved = {};
  // Like `vite build`: a production build whatever the caller's NODE_ENV (vitest sets "test").
  const overrides = { NODE_ENV: "production", ...env };
  for (const [key, value] of Object.entries(overrides)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  let result;
  try {
    const { build } = await import("vite");
    result = await build({
      root: ROOT,
      configFile: join(ROOT, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true, reportCompressedSize: false },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const bundle = describeBundle(outputs, env);
  mkdirSync(join(outDir, ".bench"), { recursive: true });
  writeFileSync(join(outDir, ".bench", "bundle.json"), `${JSON.stringify(bundle, null, 2)}\n`);
  return bundle;
}

/**
 * @typedef {{ file: string, isEntry: boolean, isDynamicEntry: boolean, source: string | null,
 *   imports: string[], dynamicImports: string[], css: string[], bytes: number, gzip: number,
 *   firebaseModules: number, modules: string[] }} ChunkInfo
 * @typedef {{ env: Record<string, string>, entry: string, chunks: Record<string, ChunkInfo>,
 *   css: Record<string, { bytes: number, gzip: number }>, pages: Record<string, string> }} Bundle
 */
function describeBundle(outputs, env) {
  const chunks = {};
  const css = {};
  const pages = {}; // source module (repo-relative) → chunk file, for dynamic entries
  let entry = null;
  for (const output of outputs) {
    if (output.type === "asset") {
      if (output.fileName.endsWith(".css")) {
        const source = typeof output.source === "string" ? output.source : Buffer.from(output.source);
        css[output.fileName] = { bytes: Buffer.byteLength(source), gzip: gzipSize(source) };
      }
      continue;
    }
    const moduleIds = output.moduleIds ?? Object.keys(output.modules ?? {});
    const source = output.facadeModuleId ? toRepoPath(output.facadeModuleId) : null;
    chunks[output.fileName] = {
      file: output.fileName,
      isEntry: output.isEntry,
      isDynamicEntry: output.isDynamicEntry,
      source,
      imports: [...output.imports],
      dynamicImports: [...output.dynamicImports],
      css: [...(output.viteMetadata?.importedCss ?? [])],
      bytes: Buffer.byteLength(output.code),
      gzip: gzipSize(output.code),
      firebaseModules: moduleIds.filter((id) => FIREBASE_MODULE.test(id)).length,
      modules: moduleIds.map(toRepoPath),
    };
    if (output.isEntry && entry === null) entry = output.fileName;
    if (output.isDynamicEntry && source !== null) pages[source] = output.fileName;
  }
  if (entry === null) throw new Error("The build has no entry chunk");
  return { env, entry, chunks, css, pages };
}

function toRepoPath(id) {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  return clean.startsWith(ROOT) ? relative(ROOT, clean).split("\\").join("/") : clean;
}

/** The chunks `start` loads before it runs: itself and its static imports, transitively. */
export function staticClosure(bundle, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || bundle.chunks[file] === undefined) return;
    seen.add(file);
    for (const next of bundle.chunks[file].imports) visit(next);
  };
  visit(start);
  return [...seen];
}

/**
 * What a first visit to a page downloads according to the build: the entry and its static
 * imports, what the entry imports to start the app (src/app/main.tsx: the app and React DOM), then
 * the page's lazy route chunk and its static imports (Vite preloads those together), with their CSS. `page` is the route module, e.g. "src/features/splash/SplashPage.tsx".
 */
export function firstVisit(bundle, page) {
  const pageChunk = bundle.pages[page];
  if (pageChunk === undefined) throw new Error(`No lazy chunk for ${page} in the build`);
  const started = bundle.chunks[bundle.entry].dynamicImports.flatMap((file) => staticClosure(bundle, file));
  const js = [...new Set([...staticClosure(bundle, bundle.entry), ...started, ...staticClosure(bundle, pageChunk)])];
  const css = [...new Set(js.flatMap((file) => bundle.chunks[file].css))];
  return {
    js,
    css,
    jsGzip: js.reduce((sum, file) => sum + bundle.chunks[file].gzip, 0),
    jsBytes: js.reduce((sum, file) => sum + bundle.chunks[file].bytes, 0),
    cssGzip: css.reduce((sum, file) => sum + (bundle.css[file]?.gzip ?? 0), 0),
    firebase: js.filter((file) => bundle.chunks[file].firebaseModules > 0),
  };
}

/** Every chunk that holds Firebase SDK code. */
export function firebaseChunks(bundle) {
  return Object.values(bundle.chunks)
    .filter((chunk) => chunk.firebaseModules > 0)
    .map((chunk) => chunk.file);
}

export function readBundle(outDir) {
  return JSON.parse(readFileSync(join(outDir, ".bench", "bundle.json"), "utf8"));
}

// CLI: node scripts/bench/build.mjs --outDir <dir> [--env KEY=VALUE]...
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  let outDir = null;
  const env = {};
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--outDir") outDir = args[++i];
    else if (args[i] === "--env") {
      const [key, ...value] = (args[++i] ?? "").split("=");
      env[key] = value.join("=");
    } else throw new Error(`Unknown argument ${args[i]}`);
  }
  if (!outDir) throw new Error("Usage: node scripts/bench/build.mjs --outDir <dir> [--env KEY=VALUE]...");
  const bundle = await buildApp({ outDir, env });
  console.info(`${Object.keys(bundle.chunks).length} chunks → ${join(outDir, ".bench", "bundle.json")}`);
}
