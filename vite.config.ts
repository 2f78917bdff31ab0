/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { parseSources, securityHeaders } from "./scripts/securityHeaders.mjs";

export default defineConfig(({ isPreview }) => ({
  plugins: [react()],
  build: {
    target: "es2022",
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
          setupFiles: ["tests/setup.ts"],
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/domain/**", "tests/firebase/**"],
        },
      },
      {
        // Needs the Firebase emulators: run through `npm run test:firebase`.
        extends: true,
        test: {
          name: "firebase",
          environment: "node",
          include: ["tests/firebase/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
