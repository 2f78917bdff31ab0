import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";

/** A port of its own: `npm run dev:firebase -- --port …` must reach Vite (it was dropped by `sh -c`). */
const PORT = 5393;
let server: ChildProcess | null = null;

afterAll(() => {
  // The whole group: npm, with-emulators (which leaves the emulators it reused running), node, Vite.
  if (server?.pid !== undefined) process.kill(-server.pid, "SIGTERM");
});

async function answerOf(url: string, deadline: number): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.text();
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe("npm run dev:firebase (the app on the emulators, for developers)", () => {
  it("passes its arguments to Vite: --port serves the Firebase build of the app there", async () => {
    server = spawn("npm", ["run", "dev:firebase", "--", "--port", String(PORT), "--strictPort"], {
      detached: true,
      stdio: "ignore",
    });
    const deadline = Date.now() + 90_000;
    expect(await answerOf(`http://localhost:${PORT}/`, deadline)).toContain('<div id="root">');
    // Vite's dev server writes the build's settings into each module that reads them, as the composition root does.
    const root = await answerOf(`http://localhost:${PORT}/src/app/composition/createContainer.ts`, deadline);
    expect(root).toContain('"VITE_BACKEND": "firebase"');
    expect(root).toContain('"VITE_FIREBASE_EMULATORS": "true"');
  }, 120_000);
});
