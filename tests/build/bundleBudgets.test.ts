// The byte budgets of bench/budgets.json, checked on the build itself: no browser, no timings,
// so the figures are deterministic (`npm run bench` measures the same bytes in Chromium, and the
// timings). The app is built twice into temporary directories by scripts/bench/build.mjs (Vite's
// Node API, the project's vite.config.ts), in a child process: a production build whatever
// vitest's NODE_ENV, and the same code the benchmark uses.
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_EAGERLY } from "../../scripts/compileHints";
import { APP_SHELL, htmlFileFor } from "../../scripts/prerenderPlugin";
import { artCatalog } from "../../src/shared/art/artCatalog";
import { artSizes } from "../../src/shared/art/artSizes";
import { hasFooter } from "../../src/shared/layout/footerPages";
import { type Bundle, buildInto, ROOT } from "./buildInto";

const FOOTER = "src/shared/layout/Footer.tsx";

interface Budgets {
  readonly viewport: { readonly width: number; readonly height: number; readonly deviceScaleFactor: number };
  readonly routes: Record<
    string,
    {
      readonly page: string;
      readonly public: boolean;
      /** The use case a first submit loads (with the lazy backend), counted in the Firebase build's budget. */
      readonly firstCall?: readonly string[];
    }
  >;
  readonly defaultBuild: { readonly env: Record<string, string> };
  readonly firebaseBuild: { readonly env: Record<string, string>; readonly lazyBackend: readonly string[] };
  readonly budgets: {
    readonly jsGzip: { readonly routes: readonly string[]; readonly max: number };
    readonly localJsGzip: { readonly routes: readonly string[]; readonly max: number };
    readonly shellJsGzip: { readonly routes: readonly string[]; readonly max: number };
    readonly localShellJsGzip: { readonly routes: readonly string[]; readonly max: number };
    readonly firebaseJsGzip: { readonly routes: readonly string[]; readonly max: number };
    readonly firebaseOnPublicPages: { readonly max: number };
    readonly cssGzip: { readonly max: number };
    readonly splashImages: { readonly count: number; readonly format: "avif" | "webp"; readonly max: number };
  };
}

const budgets: Budgets = JSON.parse(readFileSync(join(ROOT, "bench/budgets.json"), "utf8"));
const { budgets: b } = budgets;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A chunk and its static imports, transitively: what loads before it runs. */
function closure(bundle: Bundle, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start) || bundle.chunks[start] === undefined) return seen;
  seen.add(start);
  for (const next of bundle.chunks[start].imports) closure(bundle, next, seen);
  return seen;
}

function lazyChunk(bundle: Bundle, source: string): string {
  const file = bundle.pages[source];
  if (file === undefined) throw new Error(`The build has no lazy chunk for ${source}`);
  return file;
}

interface Build {
  readonly dir: string;
  readonly bundle: Bundle;
}

/** The stylesheets the HTML of `route` links: its pre-rendered page, else the app shell. */
function linkedStylesheets(dir: string, route: string): string[] {
  const page = join(dir, htmlFileFor(route));
  const html = readFileSync(existsSync(page) ? page : join(dir, APP_SHELL), "utf8");
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] ?? "");
}

/**
 * The JS and CSS of a first visit: the entry, what it loads to start the app (src/app/main.tsx: the
 * app and React DOM), the route's page (and footer), each with its imports.
 */
function firstVisit({ dir, bundle }: Build, route: string, extraLazy: readonly string[] = []) {
  const page = budgets.routes[route]?.page;
  if (page === undefined) throw new Error(`${route} is not in bench/budgets.json`);
  const js = closure(bundle, bundle.entry);
  for (const started of bundle.chunks[bundle.entry]?.dynamicImports ?? []) closure(bundle, started, js);
  const footer = hasFooter(route) ? [FOOTER] : [];
  for (const source of [page, ...footer, ...extraLazy]) closure(bundle, lazyChunk(bundle, source), js);
  // The page's HTML links the app's stylesheet; chunks would bring their own if CSS were split.
  const css = new Set([...linkedStylesheets(dir, route), ...[...js].flatMap((file) => bundle.chunks[file]?.css ?? [])]);
  const sum = (files: Iterable<string>, size: (file: string) => number) =>
    [...files].reduce((total, file) => total + size(file), 0);
  return {
    js: [...js],
    jsGzip: sum(js, (file) => bundle.chunks[file]?.gzip ?? 0),
    cssGzip: sum(css, (file) => bundle.css[file]?.gzip ?? 0),
    firebase: [...js].filter((file) => (bundle.chunks[file]?.firebaseModules ?? 0) > 0),
    /** For failure messages: the chunks, biggest first. */
    breakdown: [...js]
      .map((file) => ({ file, gzip: bundle.chunks[file]?.gzip ?? 0 }))
      .sort((x, y) => y.gzip - x.gzip)
      .map(({ file, gzip }) => `${file} ${kb(gzip)}`)
      .join(", "),
  };
}

let local: Build;
let firebase: Build;

beforeAll(async () => {
  // One after the other: both write through the same Vite cache directory.
  local = await buildInto(budgets.defaultBuild.env);
  firebase = await buildInto(budgets.firebaseBuild.env);
});

afterAll(() => {
  for (const build of [local, firebase]) if (build) rmSync(build.dir, { recursive: true, force: true });
});

const routes = Object.keys(budgets.routes);
const publicRoutes = routes.filter((route) => budgets.routes[route]?.public);

describe("JS a first visit downloads (gzip)", () => {
  it.each(b.jsGzip.routes)(`%s with VITE_BACKEND=firebase (what visitors get): within ${kb(b.jsGzip.max)}`, (route) => {
    const visit = firstVisit(firebase, route);
    expect(visit.jsGzip, `${route} loads ${kb(visit.jsGzip)}: ${visit.breakdown}`).toBeLessThanOrEqual(b.jsGzip.max);
  });

  it.each(b.localJsGzip.routes)(`%s with the local backend: within ${kb(b.localJsGzip.max)}`, (route) => {
    const visit = firstVisit(local, route);
    expect(visit.jsGzip, `${route} loads ${kb(visit.jsGzip)}: ${visit.breakdown}`).toBeLessThanOrEqual(
      b.localJsGzip.max,
    );
  });

  it.each(b.shellJsGzip.routes)(
    `%s, signed out, from the app shell, with VITE_BACKEND=firebase (what visitors get): within ${kb(b.shellJsGzip.max)}`,
    (route) => {
      const visit = firstVisit(firebase, route);
      expect(visit.jsGzip, `${route} loads ${kb(visit.jsGzip)}: ${visit.breakdown}`).toBeLessThanOrEqual(
        b.shellJsGzip.max,
      );
    },
  );

  it.each(b.localShellJsGzip.routes)(
    `%s, signed out, from the app shell, with the local backend: within ${kb(b.localShellJsGzip.max)}`,
    (route) => {
      const visit = firstVisit(local, route);
      expect(visit.jsGzip, `${route} loads ${kb(visit.jsGzip)}: ${visit.breakdown}`).toBeLessThanOrEqual(
        b.localShellJsGzip.max,
      );
    },
  );

  it.each(b.firebaseJsGzip.routes)(
    `%s with VITE_BACKEND=firebase, the SDK loaded by the first call included: within ${kb(b.firebaseJsGzip.max)}`,
    (route) => {
      const firstCall = budgets.routes[route]?.firstCall ?? [];
      const visit = firstVisit(firebase, route, [...budgets.firebaseBuild.lazyBackend, ...firstCall]);
      expect(visit.firebase.length, "the lazy backend should bring the Firebase SDK").toBeGreaterThan(0);
      expect(visit.jsGzip, `${route} loads ${kb(visit.jsGzip)}: ${visit.breakdown}`).toBeLessThanOrEqual(
        b.firebaseJsGzip.max,
      );
    },
  );
});

describe("Firebase stays off public pages", () => {
  it("the Firebase build has SDK chunks (so that the checks below can see them)", () => {
    const sdk = Object.values(firebase.bundle.chunks).filter((chunk) => chunk.firebaseModules > 0);
    expect(sdk.length).toBeGreaterThan(0);
  });

  it.each(publicRoutes)("%s loads no Firebase code, with either backend", (route) => {
    for (const build of [local, firebase]) {
      const visit = firstVisit(build, route);
      expect(visit.firebase.length, `${route} loads ${visit.firebase.join(", ")}`).toBeLessThanOrEqual(
        b.firebaseOnPublicPages.max,
      );
    }
  });
});

describe("each build carries one backend", () => {
  /** Every source module of the build, repo-relative. */
  const modulesOf = (build: Build) => Object.values(build.bundle.chunks).flatMap((chunk) => chunk.modules);

  it("a local build holds no Firebase code", () => {
    const firebaseModules = modulesOf(local).filter((module) =>
      /adapters\/firebase\/|node_modules\/@?firebase\//.test(module),
    );
    expect(firebaseModules).toEqual([]);
    expect(modulesOf(local)).toContain("adapters/local/localBackend.ts");
  });

  it("a Firebase build holds no local backend and no developer tools (on the emulators, only the mailbox)", () => {
    // The local backend is what adapters/local/localBackend.ts builds: accounts, profiles, mailbox, schedule.
    // This build is on the emulators (budgets.json): its /dev/mailbox reads theirs; demo students and the clock stay out.
    const localBackend =
      /adapters\/local\/(localBackend|Local\w+|passwordHash|mealTimes)\.|src\/features\/devtools\/(?!MailboxRoutes|MailboxPage|MailboxTable|VerifyEmailPage|mailboxCopy)/;
    expect(modulesOf(firebase).filter((module) => localBackend.test(module))).toEqual([]);
    expect(modulesOf(firebase)).toContain("adapters/firebase/firebaseBackend.ts");
  });
});

describe("CSS per page (gzip)", () => {
  it.each(routes)(`%s: within ${kb(b.cssGzip.max)}`, (route) => {
    for (const build of [local, firebase]) {
      expect(firstVisit(build, route).cssGzip).toBeLessThanOrEqual(b.cssGzip.max);
    }
  });
});

/**
 * The width in CSS pixels a `sizes` attribute gives at this viewport. Handles what the catalog
 * uses: optional `(max-width: Npx)` / `(min-width: Npx)` conditions, lengths in vw, vh or px.
 */
function slotWidth(sizes: string, viewport: { width: number; height: number }): number {
  for (const part of sizes.split(",").map((item) => item.trim())) {
    const match = /^(?:\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)\s+)?(\d+(?:\.\d+)?)(vw|vh|px)$/.exec(part);
    if (match === null) throw new Error(`Cannot evaluate sizes "${sizes}" (part "${part}"): extend slotWidth`);
    const [, kind, limit, value, unit] = match;
    if (kind === "max" && viewport.width > Number(limit)) continue;
    if (kind === "min" && viewport.width < Number(limit)) continue;
    const amount = Number(value);
    return unit === "vw" ? (amount * viewport.width) / 100 : unit === "vh" ? (amount * viewport.height) / 100 : amount;
  }
  throw new Error(`sizes "${sizes}" has no entry for a ${viewport.width}px viewport`);
}

describe("the splash's illustrations at phone size", () => {
  it(`${b.splashImages.count} ${b.splashImages.format.toUpperCase()} files within ${kb(b.splashImages.max)}`, () => {
    const { viewport } = budgets;
    const files = artCatalog.map((entry) => {
      // Like the browser: the smallest candidate at least as wide as the slot in device pixels.
      const needed = slotWidth(artSizes(entry.id), viewport) * viewport.deviceScaleFactor;
      const width = entry.widths.find((w) => w >= needed) ?? entry.widths[entry.widths.length - 1];
      const path = join(ROOT, "public/art", `${entry.id}-${width}.${b.splashImages.format}`);
      return { path, bytes: statSync(path).size };
    });
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    expect(files).toHaveLength(b.splashImages.count);
    expect(
      total,
      files.map((file) => `${file.path.replace(`${ROOT}/`, "")} ${kb(file.bytes)}`).join("\n"),
    ).toBeLessThanOrEqual(b.splashImages.max);
  });
});

describe("the start-up code, compiled as it downloads (scripts/compileHints.ts)", () => {
  /** The chunk files of `build` holding a module whose repo-relative path matches `pattern`. */
  const chunksHolding = (build: Build, pattern: RegExp) =>
    Object.entries(build.bundle.chunks)
      .filter(([, chunk]) => chunk.modules.some((module) => pattern.test(module)))
      .map(([file]) => file);
  // Vite writes its table of the chunk's preloads above the banner: the hint is on the first or second line.
  const hinted = (build: Build, file: string) =>
    readFileSync(join(build.dir, file), "utf8").split("\n", 2).includes(COMPILE_EAGERLY);

  it.each([
    ["the entry", /^src\/app\/main\.tsx$/],
    ["the app's start-up code and its container", /^src\/app\/startApp\.tsx$/],
    ["React DOM", /^node_modules\/react-dom\//],
    ["the router", /^node_modules\/react-router\//],
  ])("%s carries the compile hint in both builds", (_, pattern) => {
    for (const build of [local, firebase]) {
      const files = chunksHolding(build, pattern);
      expect(files).not.toHaveLength(0);
      for (const file of files) expect(hinted(build, file), file).toBe(true);
    }
  });

  it("no page's own code does: it is compiled as its functions are first called", () => {
    for (const build of [local, firebase]) {
      for (const route of routes) {
        const file = build.bundle.pages[budgets.routes[route]?.page ?? ""];
        expect(file, route).toBeDefined();
        expect(hinted(build, file as string), `${route}: ${file}`).toBe(false);
      }
    }
  });
});
