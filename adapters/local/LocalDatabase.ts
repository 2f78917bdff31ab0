import { StorageUnavailableError } from "../../domain/shared/serviceErrors";
import { StorageBlockedError, StorageOutdatedError } from "../../domain/shared/storageErrors";

/** The object stores of the local backend's IndexedDB database. */
export type StoreName =
  | "accounts"
  | "profiles"
  | "mailbox"
  | "state"
  | "optIns"
  | "matches"
  | "rounds"
  | "reports"
  | "contacts"
  | "audit"
  | "messages"
  | "readers"
  | "locations"
  | "unreadEmails"
  | "mixerEvents"
  | "mixerRsvps"
  | "accountHolds"
  | "standbys"
  | "rescueOffers"
  | "pushSubscriptions"
  | "notifications"
  | "reviewDecisions";

/**
 * One step of the schema: `MIGRATIONS[n]` turns a database of version n into version n + 1, inside
 * the upgrade transaction. The database's version is the number of steps; a browser holding an
 * older version runs the steps it lacks, in order, and keeps its data. The next change of schema is
 * a step appended here, never an edit of a step already shipped.
 */
export type Migration = (database: IDBDatabase, transaction: IDBTransaction) => void;

export const MIGRATIONS: readonly Migration[] = [
  // 1: accounts (unique email), profiles, the mailbox (unique verification code), and the signed-in account.
  (database) => {
    const accounts = database.createObjectStore("accounts", { keyPath: "uid" });
    accounts.createIndex("email", "email", { unique: true });
    database.createObjectStore("profiles");
    const mailbox = database.createObjectStore("mailbox", { keyPath: "id" });
    mailbox.createIndex("verificationCode", "verificationCode", { unique: true });
    database.createObjectStore("state");
  },
  // 2: the match lifecycle.
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
  // 3: each student's part of a round, addresses per recipient, a student's own reports (issue 21).
  (database, transaction) => {
    database.createObjectStore("contacts", { keyPath: ["matchId", "uid"] });
    transaction.objectStore("reports").createIndex("reporterUid", "reporterUid");
    // A round recorded before: its `unmatched` were left out for want of a partner.
    eachRecord(transaction.objectStore("rounds"), (round) => {
      const { unmatched = [], ...rest } = round as { unmatched?: string[] };
      return {
        ...rest,
        notMatched: Object.fromEntries(unmatched.map((uid) => [uid, "no-partner"])),
        schoolsWithoutPlace: [],
      };
    });
    // A match whose addresses were in it: each member's go to their own record, and the match is marked.
    const contacts = transaction.objectStore("contacts");
    eachRecord(transaction.objectStore("matches"), (match) => {
      const { contacts: revealed, ...rest } = match as { contacts?: Record<string, string> | null; notices: string[] };
      if (revealed === null || revealed === undefined) return rest;
      for (const uid of Object.keys(revealed)) {
        const addresses = Object.fromEntries(Object.entries(revealed).filter(([other]) => other !== uid));
        contacts.put({ matchId: (match as { id: string }).id, uid, addresses });
      }
      return { ...rest, notices: [...rest.notices, "contacts"] };
    });
  },
  // 4: a student's data found by their uid (download and deletion), and the trust and safety team's audit log (issue 25).
  (database, transaction) => {
    transaction.objectStore("optIns").createIndex("uid", "uid");
    const reports = transaction.objectStore("reports");
    reports.createIndex("reportedUid", "reportedUid");
    reports.createIndex("matchId", "matchId");
    const audit = database.createObjectStore("audit", { keyPath: "id" });
    audit.createIndex("reportId", "reportId");
  },
  // 5: the conversations of the matches, and how far each member has read theirs (issue 24).
  (database) => {
    const messages = database.createObjectStore("messages", { keyPath: ["conversationId", "id"] });
    messages.createIndex("conversationId", "conversationId");
    messages.createIndex("senderUid", "senderUid");
    database.createObjectStore("readers", { keyPath: ["conversationId", "uid"] });
  },
  // 6: the approximate positions members share on the colour screen, by match, and when each window ends (issue 24).
  (database) => {
    const locations = database.createObjectStore("locations", { keyPath: ["matchId", "uid"] });
    locations.createIndex("matchId", "matchId");
    locations.createIndex("expiresAt", "expiresAt");
  },
  // 7: the recent messages of every conversation, and when each member was last emailed about a
  // conversation's unread messages (issue 24).
  (database, transaction) => {
    transaction.objectStore("messages").createIndex("sentAt", "sentAt");
    database.createObjectStore("unreadEmails", { keyPath: ["conversationId", "uid"] });
  },
  // 8: matches of a kind (issue 23): those from before were all lunches for two, told at their creation.
  (_database, transaction) => {
    eachRecord(transaction.objectStore("matches"), (record) => {
      const match = record as { createdAt: number; kind?: string; revealAt?: number; members: Record<string, object> };
      const members = Object.fromEntries(
        Object.entries(match.members).map(([uid, member]) => {
          const { feedback } = member as { feedback: object | null };
          return [uid, feedback === null ? member : { ...member, feedback: { meetAgainWith: null, ...feedback } }];
        }),
      );
      return { kind: "lunch-for-two", revealAt: match.createdAt, ...match, members };
    });
  },
  // 9: each school's mixer (its places, its circles) and the students' RSVPs to it (issue 23).
  (database) => {
    const events = database.createObjectStore("mixerEvents", { keyPath: "id" });
    events.createIndex("mixerId", "mixer.id");
    const rsvps = database.createObjectStore("mixerRsvps", { keyPath: ["eventId", "uid"] });
    rsvps.createIndex("eventId", "eventId");
    rsvps.createIndex("uid", "uid");
  },
  // 10: what trust and safety keeps of a deleted account, under a key of its address (issue 31).
  (database) => {
    database.createObjectStore("accountHolds", { keyPath: "key" });
  },
  // 11: the same-day rescue: who is on standby for a meal day, and the rescues offered (issue 35).
  (database) => {
    const standbys = database.createObjectStore("standbys", { keyPath: ["dayId", "uid"] });
    standbys.createIndex("dayId", "dayId");
    standbys.createIndex("uid", "uid");
    const offers = database.createObjectStore("rescueOffers", { keyPath: "id" });
    offers.createIndex("dayId", "dayId");
  },
  // 12: the devices that take a student's notifications, and the notifications shown (issue 35).
  (database) => {
    database.createObjectStore("pushSubscriptions", { keyPath: ["uid", "deviceId"] }).createIndex("uid", "uid");
    database.createObjectStore("notifications", { keyPath: "id" }).createIndex("uid", "uid");
  },
  // 13: the team's decision on a report apart from the report, which its reporter reads: the
  // report keeps when it was reviewed (`reviewedAt`), never what was decided.
  (database, transaction) => {
    const decisions = database.createObjectStore("reviewDecisions", { keyPath: "reportId" });
    eachRecord(transaction.objectStore("reports"), (record) => {
      const { review, ...report } = record as { id: string; review?: { status: string; at: number } | null };
      if (review === undefined || review === null) return report;
      decisions.put({ reportId: report.id, ...review });
      return { ...report, reviewedAt: review.at };
    });
  },
];

/** Rewrites every record of a store inside an upgrade (whose transaction stays open while requests are pending). */
function eachRecord(store: IDBObjectStore, change: (record: unknown) => unknown): void {
  store.openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (cursor === null) return;
    cursor.update(change(cursor.value));
    cursor.continue();
  };
}

/**
 * The local backend's IndexedDB database, shared by every tab of the site.
 * Opened on first use. A browser that refuses IndexedDB (some private modes)
 * makes every call fail with `StorageUnavailableError`; another tab holding an
 * older version open (it must close before the upgrade) with `StorageBlockedError`;
 * a database already upgraded by a newer version of the app with `StorageOutdatedError`.
 * Each failed open is tried again at the next call.
 */
export class LocalDatabase {
  readonly #factory: IDBFactory | undefined;
  readonly #name: string;
  readonly #migrations: readonly Migration[];
  #opening: Promise<IDBDatabase> | null = null;
  /** True while an open request waits for another tab to let go: a new request would only queue behind it. */
  #blocked = false;

  constructor(
    factory: IDBFactory | undefined,
    name = "strangers-local",
    migrations: readonly Migration[] = MIGRATIONS,
  ) {
    this.#factory = factory;
    this.#name = name;
    this.#migrations = migrations;
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
    if (this.#blocked && this.#opening === null) {
      return Promise.reject(new StorageBlockedError("Another tab still holds an older version of the local database"));
    }
    this.#opening ??= this.#connect().catch((error: unknown) => {
      this.#opening = null;
      if (error instanceof StorageBlockedError) throw error;
      if (error instanceof DOMException && error.name === "VersionError") {
        throw new StorageOutdatedError("A newer version of the app has upgraded the local database", { cause: error });
      }
      throw new StorageUnavailableError("IndexedDB cannot be opened", { cause: error });
    });
    return this.#opening;
  }

  #connect(): Promise<IDBDatabase> {
    if (this.#factory === undefined) return Promise.reject(new Error("No IndexedDB in this browser"));
    const request = this.#factory.open(this.#name, this.#migrations.length);
    return new Promise((resolve, reject) => {
      let gaveUp = false;
      request.onupgradeneeded = (event) => {
        const { transaction } = request;
        if (transaction === null) return;
        for (let version = event.oldVersion; version < this.#migrations.length; version++) {
          this.#migrations[version]?.(request.result, transaction);
        }
      };
      // Another tab keeps an older version open and did not close it when asked: the upgrade waits
      // for that tab. Say so now rather than leave the student waiting on a button; the request
      // goes on, and once the other tab has closed, the database it opens serves the next call.
      request.onblocked = () => {
        gaveUp = true;
        this.#blocked = true;
        reject(new StorageBlockedError("Another tab holds an older version of the local database open"));
      };
      request.onsuccess = () => {
        const database = request.result;
        database.onversionchange = () => this.close();
        if (gaveUp) {
          this.#blocked = false;
          this.#opening = Promise.resolve(database);
        }
        resolve(database);
      };
      request.onerror = () => {
        this.#blocked = false;
        reject(request.error);
      };
    });
  }
}

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
