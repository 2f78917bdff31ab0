/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
  },
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
});
