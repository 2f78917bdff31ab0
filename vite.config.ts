/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { recordBuildInfo } from "./scripts/buildInfoPlugin.ts";
import { COMPILE_EAGERLY, runsAtStartUp } from "./scripts/compileHints.ts";
import { eduSchoolNames } from "./scripts/eduSchoolNames.ts";
import { prerenderPages, servePrerenderedPages } from "./scripts/prerenderPlugin.ts";
import { parseSources, securityHeaders } from "./scripts/securityHeaders.mjs";
import { buildServiceWorker } from "./scripts/serviceWorkerPlugin.ts";

export default defineConfig(({ isPreview }) => ({
  // Vitest's own cache, apart from the dev server's: run side by side (the Firebase lane's Vitest while the
  // dev server serves the e2e), Vitest's start cleared the dev server's optimized dependencies, and the open
  // sign-up page's modules answered "504 Outdated Optimize Dep" until its test timed out.
  cacheDir: process.env.VITEST ? "node_modules/.vite-vitest" : "node_modules/.vite",
  plugins: [
    react(),
    eduSchoolNames(),
    prerenderPages(),
    servePrerenderedPages(),
    buildServiceWorker(),
    recordBuildInfo(),
  ],
  resolve: {
    alias: {
      // inversify imports reflect-metadata's polyfill for decorators' metadata, which the app never
      // uses (bindings name their tokens: src/app/composition/bindSingleton.ts). @abraham/reflection
      // implements the same Reflect metadata API as an ES module a third of the size: 2.6 KB of gzip
      // off every page's start-up code. The functions (Node) keep reflect-metadata.
      "reflect-metadata/lite": "@abraham/reflection",
    },
  },
  build: {
    target: "es2022",
    // Every browser the app supports (ES2022) knows modulepreload: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (8 KB gzip): one render-blocking request per page instead of
    // four or five, and cached for every page after the first.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // V8 compiles a function when it is first called, on the main thread: the start-up code's were
        // compiled one by one inside the tasks that bring the page to life (scripts/compileHints.ts).
        postBanner: (chunk) => (runsAtStartUp(chunk) ? COMPILE_EAGERLY : ""),
        // React and React DOM in one chunk of their own. They are CommonJS, which the bundler wraps
        // in functions run on first use, so the chunk costs little until src/app/startApp.tsx asks for
        // React DOM: the browser runs the app's code and React DOM's in separate tasks (src/app/main.tsx).
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            // The container's tokens with the screens' hook: the composition's lazy modules resolve ports by
            // the same tokens, and a chunk of their own would be one more request and name in every page.
            // With them, the small modules the app's start-up code shares with the pages (the session's hook,
            // the services' errors, time units): each was a chunk of its own, with its request and its
            // response's task on every page.
            {
              name: "ContainerContext",
              test: /[\\/](?:src[\\/]app[\\/]composition[\\/](?:tokens\.ts|ContainerContext\.tsx)|src[\\/]shared[\\/]session[\\/]useSession\.ts|domain[\\/]shared[\\/](?:time|serviceErrors)\.ts|domain[\\/]location[\\/]LocationError\.ts)$/,
            },
          ],
        },
      },
    },
  },
  // A developer's dev server should not reload when the benchmark writes its builds, nor when tests write their
  // results: a trace's or report's HTML file written anywhere under the root reloads every open page (a form
  // half typed is lost; the dev server's e2e failed so while the other lane wrote its traces).
  server: {
    watch: {
      ignored: [
        "**/bench/**",
        "**/dist-firebase/**",
        "**/test-results*/**",
        "**/playwright-report*/**",
        "**/blob-report/**",
      ],
    },
  },
  // `vite preview` sends Firebase Hosting's security headers (firebase.json), CSP included, so that the
  // production build is tested under the policy it ships with. A preview of an emulator build adds the
  // emulators to connect-src: PREVIEW_CSP_EXTRA_CONNECT="http://127.0.0.1:9099 http://127.0.0.1:8080".
  // Not for the dev server (`vite`): its HMR client needs inline scripts the policy forbids.
  preview: isPreview
    ? { headers: securityHeaders({ extraConnectSrc: parseSources(process.env.PREVIEW_CSP_EXTRA_CONNECT) }) }
    : {},
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "domain",
          environment: "node",
          include: ["tests/domain/**/*.test.ts"],
          setupFiles: ["tests/setup.domain.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser-like",
          environment: "jsdom",
          // A screen typed into key by key in jsdom takes seconds on a busy 2-core machine: the default
          // 5 s failed a log-in journey at 5.9 s there. Time is no rule here (benchmarks measure it).
          testTimeout: 15_000,
          setupFiles: ["tests/setup.ts"],
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/domain/**", "tests/adapters/firebase/**", "tests/functions/**", "tests/build/**"],
        },
      },
      {
        // Builds the app (scripts/bench/build.mjs) and checks bench/budgets.json's byte budgets.
        extends: true,
        test: {
          name: "build",
          environment: "node",
          include: ["tests/build/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Needs the Firebase emulators: run through `npm run test:firebase`.
        extends: true,
        test: {
          name: "firebase",
          environment: "node",
          include: ["tests/adapters/firebase/**/*.test.ts", "tests/functions/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          // On CI, a test that fails on the emulators is run once more (as the browser journeys are):
          // the emulators share two cores with the other lane there. Vitest reports the retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
}));
