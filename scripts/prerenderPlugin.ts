// Pre-rendering: after `vite build` has written the app, each public page is drawn to HTML
// (src/app/prerender/renderPage.tsx, built for Node next to the app) so that its text and images
// paint before any script has run; the browser then hydrates it (src/app/main.tsx).
//
// dist/ then holds one HTML file per page, served at its clean URL as Firebase Hosting does
// with `cleanUrls` (firebase.json): index.html for /, about.html for /about,
// blog/<slug>.html for /blog/<slug>. Every other path (/dashboard, /profile, unknown paths)
// gets app.html, the app shell: an empty #root, and the log-in page's markup in an inert template
// for a signed-out visitor to a signed-in screen (src/app/logInFirst.ts). `vite preview` serves
// them the same way.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";

const SERVER_ENTRY = "src/app/prerender/renderPage.tsx";
/** What src/app/main.tsx imports to start the app. */
const APP_START = "src/app/startApp.tsx";
/**
 * The screen a signed-in student's visit to /dashboard draws: the shell names its code
 * (`data-signed-in-code` on #root) and the entry preloads it only when a session is stored
 * (src/app/preloadSignedInCode.ts), so that a signed-out visitor does not download it for nothing
 * and a student's dashboard does not wait one round trip after the app's code.
 */
const SIGNED_IN_SCREENS = ["src/pages/dashboard/DashboardPage.tsx"];
export const APP_SHELL = "app.html";

interface ServerBundle {
  renderPage(path: string): Promise<string>;
  PRERENDERED_PATHS: readonly string[];
  /** The page a signed-out visitor to a signed-in screen sees, and the shell's template holding it (src/app/logInFirst.ts). */
  LOG_IN_PATH: string;
  LOG_IN_PAGE_TEMPLATE_ID: string;
}

/** The file that holds the page at `path`: "/" → index.html, "/blog/x" → blog/x.html. */
export function htmlFileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}.html`;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "strangers:prerender-pages",
    apply: (userConfig, { command }) => command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const outDir = resolve(config.root, options.dir ?? config.build.outDir);
      const server = await buildServerBundle(config);
      try {
        const template = readFileSync(join(outDir, "index.html"), "utf8");
        const codeOf = (modules: readonly string[]) => [
          ...new Set(modules.flatMap((module) => appCode(bundle, resolve(config.root, module)))),
        ];
        const appCodeFiles = codeOf([APP_START]);
        const signedInCode = codeOf(SIGNED_IN_SCREENS).filter((file) => !appCodeFiles.includes(file));
        const { LOG_IN_PATH, LOG_IN_PAGE_TEMPLATE_ID } = server.bundle;
        let logInPage: string | undefined;
        for (const path of server.bundle.PRERENDERED_PATHS) {
          const markup = await server.bundle.renderPage(path);
          if (path === LOG_IN_PATH) logInPage = markup;
          const file = join(outDir, htmlFileFor(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, path, markup));
        }
        if (logInPage === undefined) throw new Error(`${LOG_IN_PATH} is not pre-rendered: the app shell needs it`);
        const shell = shellHtml(template, signedInCode, { id: LOG_IN_PAGE_TEMPLATE_ID, markup: logInPage });
        writeFileSync(join(outDir, APP_SHELL), shell);
      } finally {
        rmSync(server.dir, { recursive: true, force: true });
      }
    },
  };
}

/** `vite preview` routes like Firebase Hosting: a page's own HTML file, else the app shell. */
export function servePrerenderedPages(): Plugin {
  return {
    name: "strangers:serve-prerendered-pages",
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? "/", "http://preview");
        if (extname(url.pathname) === "" && existsSync(join(outDir, APP_SHELL))) {
          const page = htmlFileFor(url.pathname);
          request.url = `/${existsSync(join(outDir, page)) ? page : APP_SHELL}${url.search}`;
        }
        next();
      });
    },
  };
}

/** Builds the renderer for Node with the same configuration, in a directory of its own. */
async function buildServerBundle(config: ResolvedConfig): Promise<{ dir: string; bundle: ServerBundle }> {
  if (config.configFile === undefined) throw new Error("Pre-rendering needs the build to use vite.config.ts");
  // Inside node_modules so that the renderer's imports of react and the rest resolve.
  const dir = join(config.root, "node_modules", ".prerender", `${process.pid}-${Date.now()}`);
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: "warn",
    build: { ssr: SERVER_ENTRY, outDir: dir, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  const bundle = (await import(pathToFileURL(join(dir, "renderPage.js")).href)) as ServerBundle;
  return { dir, bundle };
}

/** The chunk whose entry is `startModule`, and every chunk it imports statically. */
function appCode(bundle: Rollup.OutputBundle, startModule: string): string[] {
  const files: string[] = [];
  const visit = (chunk: Rollup.OutputBundle[string] | undefined) => {
    if (chunk?.type !== "chunk" || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) visit(bundle[imported]);
  };
  visit(Object.values(bundle).find((output) => output.type === "chunk" && output.facadeModuleId === startModule));
  if (files.length === 0) throw new Error(`No chunk of the build starts at ${startModule}`);
  return files;
}

/**
 * The shell fetches nothing before its entry has run: the entry starts the app (fetching its code),
 * preloading the signed-in screen's code it names when a session is stored; or, at a signed-in
 * screen with none stored, draws the log-in page from the inert template (its title and description
 * first), whose code then comes once it has painted, as every pre-rendered page's does.
 */
function shellHtml(
  template: string,
  signedInFiles: readonly string[],
  logInPage: { readonly id: string; readonly markup: string },
): string {
  if (logInPage.markup.includes("<script") || !logInPage.markup.startsWith("<title>")) {
    throw new Error("The log-in page came out with an inline script, or without its title first");
  }
  return template.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-signed-in-code="${signedInFiles.join(" ")}"></div>\n    ` +
      `<template id="${logInPage.id}">${logInPage.markup}</template>`,
  );
}

/**
 * React writes a page's <title> and <meta> first: they go to the document's head, in place of
 * the shell's title. The stylesheet is the app's single one, already linked (`cssCodeSplit: false`),
 * and the code loads once the page has painted (src/app/main.tsx): nothing else to link.
 */
function pageHtml(template: string, path: string, markup: string): string {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? "";
  const body = markup.slice(hoisted.length);
  const withHead = template.replace(/<title>[^<]*<\/title>/, () => hoisted);
  const withBody = withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${path}">${body}</div>`,
  );
  if (withBody === withHead || !hoisted.includes("<title>")) throw new Error(`Could not assemble the page ${path}`);
  if (body.includes("<script"))
    throw new Error(`The page ${path} came out with an inline script, which the CSP blocks`);
  return withBody;
}
