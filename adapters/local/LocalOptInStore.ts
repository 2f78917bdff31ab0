import type { OptIn } from "../../domain/meetups/OptIn";
import type { OptInLedger } from "../../domain/meetups/ports/OptInLedger";
import type { OptInRecords } from "../../domain/meetups/ports/OptInRecords";
import type { OptInStore } from "../../domain/meetups/ports/OptInStore";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/**
 * Opt-ins in IndexedDB, one per meal day and student: the offline stand-in for Firestore `opt_ins`,
 * for the students and for the system alike (a student's own, whatever the day, for their data).
 */
export class LocalOptInStore implements OptInStore, OptInLedger, OptInRecords {
  readonly #database: LocalDatabase;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async save(optIn: OptIn): Promise<void> {
    await this.#database.transact(["optIns"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("optIns").put(optIn));
    });
  }

  /** IndexedDB keys an opt-in by its day and student alone: the school is Firestore's layout, not needed here. */
  async remove(dayId: string, uid: string): Promise<void> {
    await this.#database.transact(["optIns"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("optIns").delete([dayId, uid]));
    });
  }

  async find(dayId: string, uid: string): Promise<OptIn | null> {
    const optIn = await this.#database.transact(["optIns"], "readonly", (transaction) =>
      requestResult<OptIn | undefined>(transaction.objectStore("optIns").get([dayId, uid])),
    );
    return optIn ?? null;
  }

  async listFor(uid: string): Promise<readonly OptIn[]> {
    return this.#database.transact(["optIns"], "readonly", (transaction) =>
      requestResult<OptIn[]>(transaction.objectStore("optIns").index("uid").getAll(uid)),
    );
  }

  async listForDay(dayId: string): Promise<readonly OptIn[]> {
    return this.#database.transact(["optIns"], "readonly", (transaction) =>
      requestResult<OptIn[]>(transaction.objectStore("optIns").index("dayId").getAll(dayId)),
    );
  }

  async listForSchool(dayId: string, school: string): Promise<readonly OptIn[]> {
    return (await this.listForDay(dayId)).filter((optIn) => optIn.school === school);
  }

  async schoolsForDay(dayId: string): Promise<readonly string[]> {
    return [...new Set((await this.listForDay(dayId)).map((optIn) => optIn.school))].sort();
  }
}
