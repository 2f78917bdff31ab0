import type { Firestore } from "firebase-admin/firestore";

/** Where the faults are set: `emulator_faults/{name}` `{ remaining: n }` (the rules let no client near it). */
export const FAULTS_COLLECTION = "emulator_faults";

/**
 * On the emulators only (the tests, `npm run bench:round -- --fail-one`): fails the next `remaining`
 * runs that reach the point `name`, counting each in `struck`. Deployed, it reads nothing and never fails.
 */
export async function strikeInjectedFault(firestore: Firestore, name: string): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR !== "true") return;
  const fault = firestore.doc(`${FAULTS_COLLECTION}/${name}`);
  const strikes = await firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(fault)).data();
    const remaining = typeof current?.remaining === "number" ? current.remaining : 0;
    if (remaining <= 0) return false;
    transaction.update(fault, { remaining: remaining - 1, struck: (current?.struck ?? 0) + 1 });
    return true;
  });
  if (strikes) throw new Error(`A fault injected on the emulators: ${name}`);
}

/** The fault point of one school's round, after its matches are written and before it is recorded. */
export const schoolRoundFault = (dayId: string, school: string) => `round-${dayId}-${school}`;

/** The fault point of one school's round once it is recorded, before its students are told. */
export const schoolTellFault = (dayId: string, school: string) => `round-told-${dayId}-${school}`;
