import type { DemoCohort, DemoStudent } from "../../domain/devtools/ports/DemoCohort";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

const COHORT_KEY = "demoCohort";

/** The demo students and their script, in the local database's "state" store. */
export class LocalDemoCohort implements DemoCohort {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async add(students: readonly DemoStudent[]): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      const state = transaction.objectStore("state");
      const existing = (await requestResult<DemoStudent[] | undefined>(state.get(COHORT_KEY))) ?? [];
      await requestResult(state.put([...existing, ...students], COHORT_KEY));
    });
  }

  async list(): Promise<readonly DemoStudent[]> {
    const cohort = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<DemoStudent[] | undefined>(transaction.objectStore("state").get(COHORT_KEY)),
    );
    return cohort ?? [];
  }
}
