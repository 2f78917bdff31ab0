import type { DemoCohort, DemoStudent, NewDemoStudent } from "../../domain/devtools/ports/DemoCohort";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import type { PasswordHash } from "./passwordHash";

const COHORT_KEY = "demoCohort";

/** No password hashes to this: nobody can log in as a demo student. */
const NO_PASSWORD: PasswordHash = { salt: "", hash: "", iterations: 1 };

/**
 * The demo students and their script, in the local database's "state" store; their accounts in its
 * "accounts" store, beside the real ones (LocalIdentity), verified and with no password.
 */
export class LocalDemoCohort implements DemoCohort {
  readonly #database: LocalDatabase;
  readonly #now: () => EpochMillis;

  constructor(database: LocalDatabase, now: () => EpochMillis = Date.now) {
    this.#database = database;
    this.#now = now;
  }

  async add(students: readonly NewDemoStudent[]): Promise<void> {
    await this.#database.transact(["state", "accounts"], "readwrite", async (transaction) => {
      const state = transaction.objectStore("state");
      const accounts = transaction.objectStore("accounts");
      for (const { uid, email } of students) {
        const account = { uid, email, emailVerified: true, password: NO_PASSWORD, createdAt: this.#now() };
        await requestResult(accounts.put(account));
      }
      const existing = (await requestResult<DemoStudent[] | undefined>(state.get(COHORT_KEY))) ?? [];
      const joined = students.map(({ uid, behaviour }) => ({ uid, behaviour }));
      await requestResult(state.put([...existing, ...joined], COHORT_KEY));
    });
  }

  async list(): Promise<readonly DemoStudent[]> {
    const cohort = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<DemoStudent[] | undefined>(transaction.objectStore("state").get(COHORT_KEY)),
    );
    return cohort ?? [];
  }
}
