import type { Firestore } from "firebase-admin/firestore";
import { pushSubscriptionPath, pushSubscriptionsPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { deviceSubscriptionOf } from "../../../adapters/firebase/documents/pushSubscriptionDocument";
import type { NotificationRecords, ShownNotification } from "../../../domain/notifications/ports/NotificationRecords";
import type { DeviceSubscription } from "../../../domain/notifications/ports/PushDevice";
import type { PushSubscriptionLedger } from "../../../domain/notifications/ports/PushSubscriptionLedger";

/**
 * Each student's devices that take notifications, `users/{uid}/push_subscriptions/{deviceId}`, as
 * the system reads them to send and removes those a push service says are gone; and for the
 * student's download and erasure. Nothing is kept of what was sent: `shownTo` has nothing to list.
 */
export class AdminPushSubscriptions implements PushSubscriptionLedger, NotificationRecords {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async listFor(uid: string): Promise<readonly DeviceSubscription[]> {
    const snapshot = await this.#firestore.collection(pushSubscriptionsPath(uid)).get();
    return snapshot.docs.flatMap((document) => deviceSubscriptionOf(document.data()) ?? []);
  }

  async remove(uid: string, deviceId: string): Promise<void> {
    await this.#firestore.doc(pushSubscriptionPath(uid, deviceId)).delete();
  }

  devicesOf(uid: string): Promise<readonly DeviceSubscription[]> {
    return this.listFor(uid);
  }

  async shownTo(): Promise<readonly ShownNotification[]> {
    return [];
  }

  async removeAllFor(uid: string): Promise<void> {
    const snapshot = await this.#firestore.collection(pushSubscriptionsPath(uid)).get();
    await Promise.all(snapshot.docs.map((document) => document.ref.delete()));
  }
}
