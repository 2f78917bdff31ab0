// Pre-rendering: after `vite build` has written the app, each public page is drawn to HTML
// (src/prerender/renderPage.tsx, built for Node next to the app) so that its text and images
// paint before any script has run; the browser then hydrates it (src/main.tsx).
//
// dist/ then holds one HTML file per page, served at its clean URL as Firebase Hosting does
// with `cleanUrls` (firebase.json): index.html for /, about.html for /about,
// blog/<slug>.html for /blog/<slug>. Every other path (/dashboard, /profile, unknown paths)
// gets app.html, the empty app shell. `vite preview` serves them the same way.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import type { PrerenderedPage } from "../src/prerender/prerenderedPages";

const SERVER_ENTRY = "src/prerender/renderPage.tsx";
export const APP_SHELL = "app.html";

interface ServerBundle {
  renderPage(path: string): Promise<string>;
  PRERENDERED_PAGES: readonly PrerenderedPage[];
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
        writeFileSync(join(outDir, APP_SHELL), template);
        const alreadyLinked = chunkGraph(bundle, entryChunk(bundle));
        for (const page of server.bundle.PRERENDERED_PAGES) {
          const html = pageHtml(template, page.path, await server.bundle.renderPage(page.path), [
            ...assetsOf(bundle, config.root, [page.page, ...page.alsoLoads], alreadyLinked),
          ]);
          const file = join(outDir, htmlFileFor(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
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

function entryChunk(bundle: Rollup.OutputBundle): Rollup.OutputChunk {
  const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
  if (entry?.type !== "chunk") throw new Error("The build has no entry chunk");
  return entry;
}

/** A chunk, every chunk it imports statically, and their CSS: what loading it downloads. */
function chunkGraph(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return files;
}

/** The JS and CSS files the page's lazy modules need, beyond what the app's entry already loads. */
function assetsOf(
  bundle: Rollup.OutputBundle,
  root: string,
  modules: readonly string[],
  alreadyLinked: ReadonlySet<string>,
): Set<string> {
  const files = new Set<string>();
  for (const module of modules) {
    const id = resolve(root, module);
    const chunk = Object.values(bundle).find((output) => output.type === "chunk" && output.facadeModuleId === id);
    if (chunk?.type !== "chunk") throw new Error(`No chunk of the build starts at ${module}`);
    for (const file of chunkGraph(bundle, chunk)) if (!alreadyLinked.has(file)) files.add(file);
  }
  return files;
}

/**
 * React writes a page's <title> and <meta> first: they go to the document's head, in place of
 * the shell's title. The head also links the page's CSS (so it paints styled) and code (so it
 * hydrates without waiting).
 */
function pageHtml(template: string, path: string, markup: string, assets: readonly string[]): string {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? "";
  const body = markup.slice(hoisted.length);
  const links = assets.map((file) =>
    file.endsWith(".css")
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, () => hoisted)
    // After the app's own stylesheet, where the page's would be added when it loads on demand.
    .replace("\n  </head>", () => `${links.map((link) => `\n    ${link}`).join("")}\n  </head>`);
  const withBody = withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${path}">${body}</div>`,
  );
  if (withBody === withHead || !hoisted.includes("<title>")) throw new Error(`Could not assemble the page ${path}`);
  if (body.includes("<script"))
    throw new Error(`The page ${path} came out with an inline script, which the CSP blocks`);
  return withBody;
}
