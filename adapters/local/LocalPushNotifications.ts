import type { NotificationOutbox, SentNotification } from "../../domain/devtools/ports/Mailbox";
import type { PushNotice } from "../../domain/notifications/PushNotice";
import type { NotificationRecords, ShownNotification } from "../../domain/notifications/ports/NotificationRecords";
import type { Notifier } from "../../domain/notifications/ports/Notifier";
import type { DeviceSubscription } from "../../domain/notifications/ports/PushDevice";
import type { PushSubscriptionLedger } from "../../domain/notifications/ports/PushSubscriptionLedger";
import type { PushSubscriptionStore } from "../../domain/notifications/ports/PushSubscriptionStore";
import type { PushMessage } from "../../domain/notifications/pushMessage";
import type { Clock } from "../../domain/shared/ports/Clock";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

interface SubscriptionRecord extends DeviceSubscription {
  readonly uid: string;
}

interface NotificationRecord extends Omit<SentNotification, "to"> {
  readonly uid: string;
}

/**
 * Shows a message on this device: through the site's service worker's registration
 * (`showNotification`, or closing a tag's), where the browser allows notifications. Given by the
 * composition root (adapters/browser/serviceWorkerNotifications.ts); the tests' records what it got.
 */
export type ShowOnThisDevice = (message: PushMessage) => Promise<void>;

/**
 * Notifications offline: the devices a student turned them on for (in this browser: the one the
 * local backend has), and the notifications of the local system's events. Each is kept for
 * /dev/mailbox and, for a student who turned them on here, shown by this browser's service worker,
 * as a push would have been: the same `PushMessage` the service worker reads from a push.
 */
export class LocalPushNotifications
  implements PushSubscriptionStore, PushSubscriptionLedger, Notifier, NotificationOutbox, NotificationRecords
{
  readonly #database: LocalDatabase;
  readonly #clock: Clock;
  readonly #show: ShowOnThisDevice;
  readonly #emailOf: (uid: string) => Promise<string>;

  constructor(
    database: LocalDatabase,
    clock: Clock,
    show: ShowOnThisDevice,
    emailOf: (uid: string) => Promise<string>,
  ) {
    this.#database = database;
    this.#clock = clock;
    this.#show = show;
    this.#emailOf = emailOf;
  }

  async save(uid: string, subscription: DeviceSubscription): Promise<void> {
    await this.#database.transact(["pushSubscriptions"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("pushSubscriptions").put({ ...subscription, uid }));
    });
  }

  async remove(uid: string, deviceId: string): Promise<void> {
    await this.#database.transact(["pushSubscriptions"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("pushSubscriptions").delete([uid, deviceId]));
    });
  }

  async listFor(uid: string): Promise<readonly DeviceSubscription[]> {
    const records = await this.#database.transact(["pushSubscriptions"], "readonly", (transaction) =>
      requestResult<SubscriptionRecord[]>(transaction.objectStore("pushSubscriptions").index("uid").getAll(uid)),
    );
    return records.map(({ uid: _uid, ...subscription }) => subscription);
  }

  async notify(uid: string, notice: PushNotice): Promise<void> {
    await this.#record({
      id: crypto.randomUUID(),
      uid,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      tag: notice.tag,
      sentAt: this.#clock.now(),
      withdrawn: false,
    });
    if ((await this.listFor(uid)).length > 0) await this.#show({ type: "show", notice });
  }

  async withdraw(uid: string, tag: string): Promise<void> {
    await this.#database.transact(["notifications"], "readwrite", async (transaction) => {
      const store = transaction.objectStore("notifications");
      for (const record of await requestResult<NotificationRecord[]>(store.index("uid").getAll(uid))) {
        if (record.tag === tag && !record.withdrawn) await requestResult(store.put({ ...record, withdrawn: true }));
      }
    });
    if ((await this.listFor(uid)).length > 0) await this.#show({ type: "withdraw", tag });
  }

  async listNotifications(): Promise<readonly SentNotification[]> {
    const records = await this.#database.transact(["notifications"], "readonly", (transaction) =>
      requestResult<NotificationRecord[]>(transaction.objectStore("notifications").getAll()),
    );
    const shown = await Promise.all(
      records.map(async ({ uid, ...record }) => ({ ...record, to: await this.#emailOf(uid) })),
    );
    return shown.sort((a, b) => b.sentAt - a.sentAt);
  }

  devicesOf(uid: string): Promise<readonly DeviceSubscription[]> {
    return this.listFor(uid);
  }

  async shownTo(uid: string): Promise<readonly ShownNotification[]> {
    const records = await this.#database.transact(["notifications"], "readonly", (transaction) =>
      requestResult<NotificationRecord[]>(transaction.objectStore("notifications").index("uid").getAll(uid)),
    );
    return records.map(({ title, body, link, sentAt }) => ({ title, body, link, sentAt }));
  }

  /** Everything kept of a student's notifications and devices: their erasure. */
  async removeAllFor(uid: string): Promise<void> {
    await this.#database.transact(["notifications", "pushSubscriptions"], "readwrite", async (transaction) => {
      for (const name of ["notifications", "pushSubscriptions"] as const) {
        const store = transaction.objectStore(name);
        for (const key of await requestResult<IDBValidKey[]>(store.index("uid").getAllKeys(uid))) {
          await requestResult(store.delete(key));
        }
      }
    });
  }

  async #record(record: NotificationRecord): Promise<void> {
    await this.#database.transact(["notifications"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("notifications").add(record));
    });
  }
}
