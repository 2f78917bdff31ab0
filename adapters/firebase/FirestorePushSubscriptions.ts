import { deleteDoc, doc, type Firestore, setDoc } from "firebase/firestore/lite";
import type { DeviceSubscription } from "../../domain/notifications/ports/PushDevice";
import type { PushSubscriptionStore } from "../../domain/notifications/ports/PushSubscriptionStore";
import { pushSubscriptionPath } from "./documents/firestoreLayout";
import { pushSubscriptionDocument } from "./documents/pushSubscriptionDocument";
import { withDomainErrors } from "./firestoreErrors";

/**
 * A student's own devices that take notifications, `users/{uid}/push_subscriptions/{deviceId}`:
 * written and removed by that student alone (firestore.rules), read by the functions to send.
 */
export class FirestorePushSubscriptions implements PushSubscriptionStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async save(uid: string, subscription: DeviceSubscription): Promise<void> {
    const reference = doc(this.#firestore, pushSubscriptionPath(uid, subscription.deviceId));
    await withDomainErrors(setDoc(reference, pushSubscriptionDocument(subscription)));
  }

  async remove(uid: string, deviceId: string): Promise<void> {
    await withDomainErrors(deleteDoc(doc(this.#firestore, pushSubscriptionPath(uid, deviceId))));
  }
}
