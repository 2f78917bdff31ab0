import { seedMealTimes } from "../../../scripts/seed-meal-times.mjs";
import { emulatorsAnswer } from "./emulators";

/**
 * Fails at once, with the way out, when the suite runs without the emulators; otherwise seeds the
 * meal times (each test resets and seeds again), which also warms up a freshly started Firestore emulator.
 */
export default async function globalSetup(): Promise<void> {
  if (!(await emulatorsAnswer())) {
    throw new Error(
      "The Firebase emulators (auth 127.0.0.1:9099, Firestore 127.0.0.1:8080) do not answer. Run the suite with " +
        "`npm run test:e2e:firebase`, or: node scripts/with-emulators.mjs -- npx playwright test -c playwright.firebase.config.ts",
    );
  }
  await seedMealTimes();
}
