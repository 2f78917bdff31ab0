import type { AccountHold, AccountHolds } from "../../domain/privacy/ports/AccountHolds";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** The holds of deleted accounts in IndexedDB (the offline stand-in for `account_holds`), by key. */
export class LocalAccountHolds implements AccountHolds {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async read(key: string): Promise<AccountHold | null> {
    const hold = await this.#database.transact(["accountHolds"], "readonly", (transaction) =>
      requestResult<AccountHold | undefined>(transaction.objectStore("accountHolds").get(key)),
    );
    return hold ?? null;
  }

  async put(hold: AccountHold): Promise<void> {
    await this.#database.transact(["accountHolds"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("accountHolds").put({ ...hold }));
    });
  }

  async remove(key: string): Promise<void> {
    await this.#database.transact(["accountHolds"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("accountHolds").delete(key));
    });
  }

  async keptUntilBefore(time: EpochMillis): Promise<readonly AccountHold[]> {
    const holds = await this.#database.transact(["accountHolds"], "readonly", (transaction) =>
      requestResult<AccountHold[]>(transaction.objectStore("accountHolds").getAll()),
    );
    return holds.filter((hold) => hold.keptUntil < time);
  }
}
