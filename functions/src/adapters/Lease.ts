import { randomUUID } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import type { EpochMillis } from "../../../domain/shared/EpochMillis";

/** A lease outlives the longest run of a function (9 minutes), so a dead holder's lease ends by itself. */
export const LEASE_MS = 10 * 60_000;

export interface WindowedRun {
  /** Fields kept on the lease, to find it again (`day_id`). */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Run only what a change left pending (the schedule's pass), whatever the window. */
  readonly onlyIfPending?: boolean;
  /** The real time (a parameter for tests). */
  readonly now?: () => EpochMillis;
}

/**
 * Runs `work` for a change at most once per `windowMs`, however many changes come, one run at a
 * time. The lease `locks/{name}` holds when the last run started, whether a run holds it now, and
 * whether a change came since (`pending`); `runs` counts the runs.
 *
 * A change after a quiet window runs `work` at once. A change inside the window of the last run, or
 * while it runs, only marks the lease pending and returns (no function waits, or pays, for it): the
 * next change after the window, or the schedule's pass (`onlyIfPending`, every 5 minutes), runs
 * `work` once for all of them. Every change is seen by a run that starts after it. Returns whether
 * this call ran `work`.
 */
export async function runOncePerWindow(
  firestore: Firestore,
  name: string,
  windowMs: number,
  work: () => Promise<void>,
  { data = {}, onlyIfPending = false, now = Date.now }: WindowedRun = {},
): Promise<boolean> {
  const lease = firestore.doc(`${COLLECTIONS.locks}/${name}`);
  const holder = randomUUID();
  const claimed = await firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(lease)).data() ?? {};
    const at = now();
    const held = millisOf(current.until) > at;
    if (onlyIfPending ? current.pending !== true || held : held || millisOf(current.started_at) + windowMs > at) {
      if (!onlyIfPending) transaction.set(lease, { ...data, pending: true }, { merge: true });
      return false;
    }
    transaction.set(lease, {
      ...data,
      holder,
      until: Timestamp.fromMillis(at + LEASE_MS),
      started_at: Timestamp.fromMillis(at),
      pending: false,
      runs: (typeof current.runs === "number" ? current.runs : 0) + 1,
    });
    return true;
  });
  if (!claimed) return false;
  try {
    await work();
  } finally {
    await firestore.runTransaction(async (transaction) => {
      if ((await transaction.get(lease)).get("holder") === holder) {
        transaction.update(lease, { holder: null, until: null });
      }
    });
  }
  return true;
}

/** The leases a change left pending, with the fields they keep. */
export async function pendingLeases(
  firestore: Firestore,
): Promise<readonly { readonly name: string; readonly data: Record<string, unknown> }[]> {
  const snapshot = await firestore.collection(COLLECTIONS.locks).where("pending", "==", true).get();
  return snapshot.docs.map((doc) => ({ name: doc.id, data: doc.data() }));
}

function millisOf(value: unknown): EpochMillis {
  return value instanceof Timestamp ? value.toMillis() : 0;
}
