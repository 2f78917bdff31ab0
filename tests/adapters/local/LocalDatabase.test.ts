import { describe, expect, it, vi } from "vitest";
import { LocalDatabase, MIGRATIONS, type Migration, requestResult } from "../../../adapters/local/LocalDatabase";
import { StorageUnavailableError } from "../../../domain/shared/serviceErrors";
import { StorageBlockedError, StorageOutdatedError } from "../../../domain/shared/storageErrors";

const freshName = () => `db-${crypto.randomUUID()}`;

/** Opens `name` at `version` the way another tab would: no `versionchange` handler, so it never lets go. */
function openElsewhere(name: string, version: number, upgrade?: Migration) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      if (request.transaction !== null) upgrade?.(request.result, request.transaction);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const readState = (database: LocalDatabase, key: string) =>
  database.transact(["state"], "readonly", (transaction) => requestResult(transaction.objectStore("state").get(key)));

describe("LocalDatabase versions", () => {
  it("is at the version of its last migration", async () => {
    const name = freshName();
    const database = new LocalDatabase(indexedDB, name);
    await readState(database, "anything");
    database.close();
    const opened = await openElsewhere(name, MIGRATIONS.length);
    expect(opened.version).toBe(MIGRATIONS.length);
    expect([...opened.objectStoreNames].sort()).toEqual([
      "accountHolds",
      "accounts",
      "audit",
      "contacts",
      "locations",
      "mailbox",
      "matches",
      "messages",
      "mixerEvents",
      "mixerRsvps",
      "notifications",
      "optIns",
      "profiles",
      "pushSubscriptions",
      "readers",
      "reports",
      "rescueOffers",
      "reviewDecisions",
      "rounds",
      "standbys",
      "state",
      "unreadEmails",
    ]);
    opened.close();
  });

  it("upgrades an older database by the steps it lacks only, keeping its data", async () => {
    const name = freshName();
    // A browser that last ran a version with the first step only.
    const first = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 1));
    await first.transact(["state"], "readwrite", (transaction) =>
      requestResult(transaction.objectStore("state").put("kept", "greeting")),
    );
    first.close();
    const ran: number[] = [];
    const recorded = MIGRATIONS.map(
      (step, index): Migration =>
        (...args) => {
          ran.push(index);
          step(...args);
        },
    );
    const upgraded = new LocalDatabase(indexedDB, name, recorded);
    expect(await readState(upgraded, "greeting")).toBe("kept");
    expect(ran).toEqual(MIGRATIONS.map((_, index) => index).slice(1));
    upgraded.close();
  });

  it("finds the messages a browser kept from before by the time they were sent, and starts the emails' record empty (step 7)", async () => {
    const name = freshName();
    const before = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 6));
    await before.transact(["messages"], "readwrite", async (transaction) => {
      for (const [id, sentAt] of [
        ["m-1", 100],
        ["m-2", 200],
        ["m-3", 300],
      ] as const) {
        await requestResult(
          transaction.objectStore("messages").put({ id, conversationId: "c", senderUid: "ben", text: "Hi", sentAt }),
        );
      }
    });
    before.close();
    const after = new LocalDatabase(indexedDB, name);
    const found = await after.transact(["messages", "unreadEmails"], "readonly", async (transaction) => ({
      recent: await requestResult(
        transaction
          .objectStore("messages")
          .index("sentAt")
          .getAllKeys(IDBKeyRange.bound(100, 300, true, false)),
      ),
      records: await requestResult(transaction.objectStore("unreadEmails").count()),
    }));
    expect(found).toEqual({
      recent: [
        ["c", "m-2"],
        ["c", "m-3"],
      ],
      records: 0,
    });
    after.close();
  });

  it("moves a round's unmatched and a match's revealed addresses to where each student reads their own (step 3)", async () => {
    const name = freshName();
    const before = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 2));
    await before.transact(["rounds", "matches"], "readwrite", async (transaction) => {
      await requestResult(
        transaction.objectStore("rounds").put({ dayId: "d", ranAt: 1, matchIds: ["m"], unmatched: ["cy"] }),
      );
      await requestResult(
        transaction.objectStore("matches").put({
          id: "m",
          memberIds: ["ana", "ben"],
          school: "state.edu",
          dayId: "d",
          notices: ["reminder"],
          contacts: { ana: "ana@state.edu", ben: "ben@state.edu" },
        }),
      );
    });
    before.close();
    const after = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 3));
    const read = (store: "rounds" | "matches" | "contacts", key: IDBValidKey) =>
      after.transact([store], "readonly", (transaction) => requestResult(transaction.objectStore(store).get(key)));
    expect(await read("rounds", "d")).toEqual({
      dayId: "d",
      ranAt: 1,
      matchIds: ["m"],
      notMatched: { cy: "no-partner" },
      schoolsWithoutPlace: [],
    });
    expect(await read("matches", "m")).toEqual({
      id: "m",
      memberIds: ["ana", "ben"],
      school: "state.edu",
      dayId: "d",
      notices: ["reminder", "contacts"],
    });
    expect(await read("contacts", ["m", "ana"])).toEqual({
      matchId: "m",
      uid: "ana",
      addresses: { ben: "ben@state.edu" },
    });
    after.close();
  });

  it("makes every match from before group dinners a lunch for two, told when it was made (step 8)", async () => {
    const name = freshName();
    const before = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 7));
    const feedback = { met: "yes", rating: "great", meetAgain: true, at: 9 };
    await before.transact(["matches"], "readwrite", (transaction) =>
      requestResult(
        transaction.objectStore("matches").put({
          id: "m",
          dayId: "d",
          createdAt: 5,
          memberIds: ["ana", "ben"],
          members: { ana: { uid: "ana", feedback }, ben: { uid: "ben", feedback: null } },
        }),
      ),
    );
    before.close();
    const after = new LocalDatabase(indexedDB, name);
    const match = await after.transact(["matches"], "readonly", (transaction) =>
      requestResult(transaction.objectStore("matches").get("m")),
    );
    expect(match).toEqual({
      id: "m",
      dayId: "d",
      kind: "lunch-for-two",
      createdAt: 5,
      revealAt: 5,
      memberIds: ["ana", "ben"],
      members: {
        ana: { uid: "ana", feedback: { ...feedback, meetAgainWith: null } },
        ben: { uid: "ben", feedback: null },
      },
    });
    after.close();
  });

  it("moves a report's decision out of the report, which keeps only when it was reviewed (step 13)", async () => {
    const name = freshName();
    const before = new LocalDatabase(indexedDB, name, MIGRATIONS.slice(0, 12));
    await before.transact(["reports"], "readwrite", async (transaction) => {
      const reports = transaction.objectStore("reports");
      await requestResult(reports.put({ id: "decided", kind: "report", review: { status: "suspended", at: 7 } }));
      await requestResult(reports.put({ id: "open", kind: "report" }));
    });
    before.close();
    const after = new LocalDatabase(indexedDB, name);
    const [reports, decisions] = await after.transact(["reports", "reviewDecisions"], "readonly", (transaction) =>
      Promise.all([
        requestResult(transaction.objectStore("reports").getAll()),
        requestResult(transaction.objectStore("reviewDecisions").getAll()),
      ]),
    );
    expect(reports).toEqual([
      { id: "decided", kind: "report", reviewedAt: 7 },
      { id: "open", kind: "report" },
    ]);
    expect(decisions).toEqual([{ reportId: "decided", status: "suspended", at: 7 }]);
    after.close();
  });

  it("fails with StorageBlockedError while another tab holds an older version open, then opens once it has closed", async () => {
    const name = freshName();
    const older = await openElsewhere(name, 1, MIGRATIONS[0]);
    const newer = new LocalDatabase(indexedDB, name, [...MIGRATIONS, (database) => database.createObjectStore("x")]);
    await expect(readState(newer, "greeting")).rejects.toBeInstanceOf(StorageBlockedError);
    // Asked again while still blocked: at once, not queued behind the blocked request.
    await expect(readState(newer, "greeting")).rejects.toBeInstanceOf(StorageBlockedError);
    older.close();
    await vi.waitFor(() => expect(readState(newer, "greeting")).resolves.toBeUndefined());
    newer.close();
  });

  it("fails with StorageOutdatedError when a newer version of the app has upgraded the database", async () => {
    const name = freshName();
    (await openElsewhere(name, MIGRATIONS.length + 1)).close();
    const database = new LocalDatabase(indexedDB, name);
    await expect(readState(database, "greeting")).rejects.toBeInstanceOf(StorageOutdatedError);
  });

  it("lets go of its connection when a newer version in another tab asks to upgrade", async () => {
    const name = freshName();
    const database = new LocalDatabase(indexedDB, name);
    await readState(database, "greeting");
    const newer = await openElsewhere(name, MIGRATIONS.length + 1);
    expect(newer.version).toBe(MIGRATIONS.length + 1);
    newer.close();
  });

  it("fails with StorageUnavailableError where the browser has no IndexedDB", async () => {
    await expect(readState(new LocalDatabase(undefined), "greeting")).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
