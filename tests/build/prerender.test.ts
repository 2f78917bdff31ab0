// The pre-rendered pages (scripts/prerenderPlugin.ts) in the built output, in both builds:
// one HTML file per public page, with its own head, its markup, and links to what it needs.
// How the pages hydrate in a browser is tested in e2e/prerender.spec.ts.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADINGS_RANGES } from "../../scripts/headingsFontCut.mjs";
import { APP_SHELL, htmlFileFor } from "../../scripts/prerenderPlugin";
import { LOG_IN_PAGE_TEMPLATE_ID, LOG_IN_PATH } from "../../src/app/logInFirst";
import { PRERENDERED_PATHS } from "../../src/app/prerender/prerenderedPaths";
import { blogPosts } from "../../src/features/docs/blog/blogPosts";
import { type Bundle, buildInto, ROOT } from "./buildInto";

/**
 * The entry only waits for the first paint, then imports the app (src/app/startApp.tsx), holding the
 * submits and taps made meanwhile, and fetching the app again if its download failed (offline).
 * 2,000 bytes until the taps and the retry came (issue 22): they cost 70; then the app shell's
 * preload of a signed-in student's dashboard code (src/app/preloadSignedInCode.ts), 150, for a
 * dashboard one round trip sooner; then the shell's move of a signed-out visitor to the pre-rendered
 * log-in page (src/app/logInFirst.ts, issue 33), 108, for a log-in page that paints without the app's
 * code; then drawing that page from the shell's template instead of loading /login (issue 33), 54,
 * for a log-in page in the first document. The pages' totals still hold.
 */
const ENTRY_MAX_GZIP = 2_350;

const SHELL_TITLE = "<title>Strangers · Meet students from your school over a meal</title>";

const builds: Record<"local" | "firebase", { dir: string; bundle: Bundle }> = {} as never;

beforeAll(async () => {
  builds.local = await buildInto({ VITE_BACKEND: "local" });
  builds.firebase = await buildInto({ VITE_BACKEND: "firebase", VITE_FIREBASE_EMULATORS: "true" });
});

afterAll(() => {
  for (const build of Object.values(builds)) rmSync(build.dir, { recursive: true, force: true });
});

const read = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? "";
/** The headings' cut of the display face, as the stylesheet names it: what every page preloads. */
function fontPreload(dir: string): string {
  const css = readdirSync(join(dir, "assets")).find((file) => file.endsWith(".css")) ?? "";
  const font = /url\(\/(assets\/bricolage-grotesque-headings-[^)]+\.woff2)\)/.exec(read(dir, `assets/${css}`));
  if (font?.[1] === undefined) throw new Error("The stylesheet names no headings' display face");
  return font[1];
}
const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/([^"]+)"`, "g"))].map((match) => match[1] ?? "");

describe("pre-rendered pages", () => {
  it("cover every public page, each blog post included, and neither signed-in screen", () => {
    const paths = PRERENDERED_PATHS;
    expect(paths).toEqual(expect.arrayContaining(["/", "/home", "/login", "/signup", "/about", "/privacy-policy"]));
    expect(paths).toEqual(expect.arrayContaining(blogPosts.map((post) => `/blog/${post.slug}`)));
    expect(paths).not.toContain("/dashboard");
    expect(paths).not.toContain("/profile");
  });

  it("are served at their clean URL by the hosting configuration, other paths by the app shell", () => {
    const { hosting } = JSON.parse(read(ROOT, "firebase.json"));
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toEqual([{ source: "**", destination: `/${APP_SHELL}` }]);
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/about")).toBe("about.html");
    expect(htmlFileFor("/blog/first-meal")).toBe("blog/first-meal.html");
  });

  describe.each(["local", "firebase"] as const)("in the %s build", (name) => {
    it.each(PRERENDERED_PATHS)("%s has its own HTML", (path) => {
      const { dir, bundle } = builds[name];
      const html = read(dir, htmlFileFor(path));
      expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      // No tab says the same thing twice ("Strangers · Strangers" on / did).
      const parts = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").split(" · ");
      expect(new Set(parts).size, parts.join(" · ")).toBe(parts.length);
      expect(html).not.toContain(SHELL_TITLE);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const markup = rootOf(html);
      expect(markup).toContain("<h1");
      expect(markup).toContain('<main id="main"');
      // The CSP forbids inline scripts, and React would need them for anything left to stream.
      expect(markup).not.toContain("<script");
      expect(markup).not.toContain("<template");

      // Before the first paint, a page asks for one stylesheet and a small script, which fetches
      // the app's code once the page has loaded and painted (src/app/main.tsx).
      const stylesheets = linked(html, "stylesheet");
      expect(stylesheets).toHaveLength(1);
      expect(existsSync(join(dir, stylesheets[0] ?? ""))).toBe(true);
      expect(linked(html, "manifest")).toEqual(["manifest.webmanifest"]);
      expect(linked(html, "modulepreload")).toEqual([]);
      // The headings' face, so that it is there for their first paint (src/shared/styles/fonts.css).
      expect(linked(html, "preload")).toEqual([fontPreload(dir)]);
      const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual([bundle.entry]);
      expect(bundle.chunks[bundle.entry]?.gzip).toBeLessThan(ENTRY_MAX_GZIP);
    });

    it("has the app shell for every other path: no code before its entry, the log-in page in a template", () => {
      const { dir, bundle } = builds[name];
      const shell = read(dir, APP_SHELL);
      expect(shell).toMatch(/<div id="root" data-signed-in-code="[^"]*"><\/div>/);
      expect(shell).toContain(SHELL_TITLE);
      expect(linked(shell, "preload")).toEqual([fontPreload(dir)]);
      // Nothing competes with a signed-out visitor's log-in page for the first paint: the entry
      // fetches the app's code (and a signed-in student's dashboard) once it knows who is there.
      expect(linked(shell, "modulepreload")).toEqual([]);
      const scripts = [...shell.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual([bundle.entry]);
      expect(bundle.chunks[bundle.entry]?.gzip).toBeLessThan(ENTRY_MAX_GZIP);
      // The log-in page, exactly as /login serves it, inert in a template (src/app/logInFirst.ts):
      // its title and description first, for the head.
      const logIn = read(dir, htmlFileFor(LOG_IN_PATH));
      const template = new RegExp(`<template id="${LOG_IN_PAGE_TEMPLATE_ID}">([\\s\\S]*)</template>`).exec(shell)?.[1];
      const head = /<title>[^<]*<\/title><meta name="description"[^>]*\/>/.exec(logIn)?.[0];
      expect(head).toBeDefined();
      expect(template).toBe(`${head}${rootOf(logIn)}`);
      expect(template).not.toContain("<script");
      // The dashboard's code is named for the entry, which preloads it when a session is stored.
      const signedIn = /data-signed-in-code="([^"]*)"/.exec(shell)?.[1]?.split(" ") ?? [];
      expect(signedIn).toContain(bundle.pages["src/pages/dashboard/DashboardPage.tsx"]);
      for (const file of signedIn) expect(existsSync(join(dir, file))).toBe(true);
    });
  });
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("the headings' cut of the display face (npm run fonts)", () => {
  const inCut = (char: string) => {
    const code = char.codePointAt(0) ?? 0;
    return HEADINGS_RANGES.some(([from, to]) => code >= from && code <= to);
  };

  it("holds every character of every pre-rendered page's headings, and is smaller than the Latin file", () => {
    const { dir } = builds.local;
    for (const path of PRERENDERED_PATHS) {
      const html = read(dir, htmlFileFor(path));
      const headings = [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) =>
        (match[1] ?? "")
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&amp;/g, "&")
          .replace(/&quot;/g, '"'),
      );
      const missing = [...new Set(headings.join("").replace(/\s/g, ""))].filter((char) => !inCut(char));
      expect(missing, path).toEqual([]);
    }
    const cut = readFileSync(join(dir, fontPreload(dir)));
    expect(cut.length).toBeLessThan(35_000); // the Latin file of the face: 41 KB
  });
});

describe("the web app manifest (installable: Download Now offers the browser's install)", () => {
  interface Manifest {
    readonly name: string;
    readonly short_name: string;
    readonly start_url: string;
    readonly scope: string;
    readonly display: string;
    readonly theme_color: string;
    readonly background_color: string;
    readonly icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
  }

  it.each(["local", "firebase"] as const)(
    "is linked from the app shell and shipped with its icons (%s build)",
    (name) => {
      const { dir } = builds[name];
      expect(linked(read(dir, APP_SHELL), "manifest")).toEqual(["manifest.webmanifest"]);
      const manifest: Manifest = JSON.parse(read(dir, "manifest.webmanifest"));
      expect(manifest).toMatchObject({ name: "Strangers", short_name: "Strangers", display: "standalone" });
      expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
      // The browser's frame takes the colour the pages ask for.
      const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(read(dir, APP_SHELL))?.[1];
      expect(manifest.theme_color).toBe(themeColor);
      for (const icon of manifest.icons) {
        const file = join(dir, icon.src);
        expect(existsSync(file), icon.src).toBe(true);
        expect(pngSize(file), icon.src).toBe(icon.sizes);
        expect(icon.type).toBe("image/png");
      }
      // What Chromium needs to install: 192 and 512 px, and a maskable one for Android's shapes.
      const sizes = manifest.icons.map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    },
  );
});
