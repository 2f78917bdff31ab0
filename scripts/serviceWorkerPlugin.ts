// The service worker (src/serviceWorker/sw.ts), built after the app: Workbox's precaching and
// routing, bundled into one classic script (dist/sw.js), with the list of what it keeps written in
// where Workbox reads it (`self.__WB_MANIFEST`), as Workbox's inject-manifest does. The list: the
// app shell (app.html, by its content's hash) and the app's code, styles and fonts (their names
// carry their hash), the web app manifest and its icon. Not the pre-rendered public pages, nor the
// illustrations: the installed app is for signed-in students.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { APP_SHELL } from "./prerenderPlugin.ts";

const SERVICE_WORKER_ENTRY = "src/serviceWorker/sw.ts";
export const SERVICE_WORKER_FILE = "sw.js";

/** What the service worker keeps, beside the app shell: files of the build whose names end so. */
const PRECACHED = /^assets\/.+\.(?:js|css|woff2)$/;
const PRECACHED_FILES = ["manifest.webmanifest", "icons/icon-192.png", "favicon.svg"];

export interface PrecacheEntry {
  readonly url: string;
  /** Null for a file whose name carries its hash. */
  readonly revision: string | null;
}

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, root) : [relative(root, path).split("\\").join("/")];
  });
}

const revisionOf = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 16);

/** The precache list of the build in `outDir`. */
export function precacheManifest(outDir: string): PrecacheEntry[] {
  const hashed = filesUnder(outDir)
    .filter((file) => PRECACHED.test(file))
    .sort()
    .map((file) => ({ url: `/${file}`, revision: null }));
  const named = [APP_SHELL, ...PRECACHED_FILES]
    .filter((file) => existsSync(join(outDir, file)))
    .map((file) => ({ url: `/${file}`, revision: revisionOf(join(outDir, file)) }));
  return [...named, ...hashed];
}

export function buildServiceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "strangers:service-worker",
    apply: (userConfig, { command }) => command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // Once the app and its shell are written (the pre-rendering writes app.html as the bundle is written).
    closeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        if (!existsSync(join(outDir, APP_SHELL))) return; // the build failed before writing the shell
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          publicDir: false,
          define: { "self.__WB_MANIFEST": JSON.stringify(precacheManifest(outDir)) },
          build: {
            outDir,
            emptyOutDir: false,
            target: "es2022",
            copyPublicDir: false,
            rolldownOptions: {
              input: resolve(config.root, SERVICE_WORKER_ENTRY),
              output: { format: "iife", entryFileNames: SERVICE_WORKER_FILE },
            },
          },
        });
      },
    },
  };
}
