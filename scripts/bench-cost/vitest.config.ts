import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `npm run bench:cost`'s own Vitest run (scripts/bench-cost.mjs starts it on the emulators): not part of `npm test`. */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  cacheDir: "node_modules/.vite-bench-cost",
  test: {
    include: ["scripts/bench-cost/simulatedWeek.run.ts"],
    environment: "node",
    fileParallelism: false,
  },
});
