import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/app";
import { afterAll, beforeAll, beforeEach } from "vitest";
import firestoreRules from "../../../../firestore.rules?raw";
import { FIRESTORE_EMULATOR, PROJECT_ID } from "./emulators";

/**
 * firestore.rules on the Firestore emulator for the suite that calls it (in its top level): the data
 * is cleared before each test. Answers a getter, since the environment exists once the suite has started.
 */
export function rulesEnvironmentPerSuite(): () => RulesTestEnvironment {
  let environment: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Most requests in rules tests are meant to be refused: the SDK's warning for each would bury the report.
    setLogLevel("silent");
    environment = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...FIRESTORE_EMULATOR, rules: firestoreRules },
    });
  });
  beforeEach(() => environment?.clearFirestore());
  afterAll(async () => {
    await environment?.cleanup();
    setLogLevel("warn");
  });
  return () => {
    if (environment === undefined) throw new Error("The rules environment is used before its suite started");
    return environment;
  };
}
