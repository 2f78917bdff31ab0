import { StorageUnavailableError } from "../../domain/shared/serviceErrors";

/** The object stores of the local backend's IndexedDB database. */
export type StoreName = "accounts" | "profiles" | "mailbox" | "state" | "optIns" | "matches" | "rounds" | "reports";

/** Each version adds to the one before (`upgrades`): an old database is brought up to date step by step. */
const DATABASE_VERSION = 2;

/**
 * The local backend's IndexedDB database, shared by every tab of the site.
 * Opened on first use; a browser that refuses IndexedDB (some private modes)
 * makes every call fail with `StorageUnavailableError`.
 */
export class LocalDatabase {
  readonly #factory: IDBFactory | undefined;
  readonly #name: string;
  #opening: Promise<IDBDatabase> | null = null;

  constructor(factory: IDBFactory | undefined, name = "strangers-local") {
    this.#factory = factory;
    this.#name = name;
  }

  /**
   * Runs `work` in one transaction and resolves once it has committed. `work`
   * may only await requests of this transaction (awaiting anything else lets
   * IndexedDB commit early).
   */
  async transact<T>(
    stores: readonly StoreName[],
    mode: IDBTransactionMode,
    work: (transaction: IDBTransaction) => Promise<T>,
  ): Promise<T> {
    const database = await this.#open();
    const transaction = database.transaction(stores, mode);
    const committed = transactionDone(transaction);
    try {
      const result = await work(transaction);
      await committed;
      return result;
    } catch (error) {
      committed.catch(() => {});
      abortQuietly(transaction);
      throw error;
    }
  }

  /** Closes the connection (tests, and when another tab upgrades the database). */
  close(): void {
    const opening = this.#opening;
    this.#opening = null;
    opening?.then((database) => database.close()).catch(() => {});
  }

  #open(): Promise<IDBDatabase> {
    this.#opening ??= this.#connect().catch((error: unknown) => {
      this.#opening = null;
      throw new StorageUnavailableError("IndexedDB cannot be opened", { cause: error });
    });
    return this.#opening;
  }

  #connect(): Promise<IDBDatabase> {
    if (this.#factory === undefined) return Promise.reject(new Error("No IndexedDB in this browser"));
    const request = this.#factory.open(this.#name, DATABASE_VERSION);
    request.onupgradeneeded = (event) => {
      for (const [index, upgrade] of UPGRADES.entries()) if (event.oldVersion <= index) upgrade(request.result);
    };
    return requestResult(request).then((database) => {
      database.onversionchange = () => this.close();
      return database;
    });
  }
}

/** The schema of each version, from 1: `UPGRADES[n]` takes version n to n + 1. */
const UPGRADES: readonly ((database: IDBDatabase) => void)[] = [
  (database) => {
    const accounts = database.createObjectStore("accounts", { keyPath: "uid" });
    accounts.createIndex("email", "email", { unique: true });
    database.createObjectStore("profiles");
    const mailbox = database.createObjectStore("mailbox", { keyPath: "id" });
    mailbox.createIndex("verificationCode", "verificationCode", { unique: true });
    database.createObjectStore("state");
  },
  // Version 2: the match lifecycle.
  (database) => {
    const optIns = database.createObjectStore("optIns", { keyPath: ["dayId", "uid"] });
    optIns.createIndex("dayId", "dayId");
    const matches = database.createObjectStore("matches", { keyPath: "id" });
    matches.createIndex("memberIds", "memberIds", { multiEntry: true });
    matches.createIndex("school", "school");
    matches.createIndex("dayId", "dayId");
    database.createObjectStore("rounds", { keyPath: "dayId" });
    const reports = database.createObjectStore("reports", { keyPath: "id" });
    reports.createIndex("school", "school");
  },
];

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("Transaction aborted"));
  });
}

/** Aborts the transaction unless it has already finished (when abort() would throw). */
function abortQuietly(transaction: IDBTransaction): void {
  try {
    transaction.abort();
  } catch {
    // Already committed or aborted.
  }
}
