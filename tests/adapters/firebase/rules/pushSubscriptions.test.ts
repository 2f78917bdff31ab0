import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import {
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_KEY_MAX_LENGTH,
} from "../../../../adapters/firebase/documents/pushSubscriptionDocument";
import { rulesEnvironmentPerSuite } from "../support/rulesEnvironment";

/**
 * users/{uid}/push_subscriptions/{deviceId} (firestore.rules): one device's Web Push subscription.
 * Who reads and writes: its student alone (verified at a school), under the device's id; the
 * functions read them to send and remove the gone ones. Which fields: device_id (the document's
 * id), an https endpoint, its two keys, each bounded.
 */

const environment = rulesEnvironmentPerSuite();

const account = (uid: string, emailVerified = true): RulesTestContext =>
  environment().authenticatedContext(uid, { email: `${uid}@state.edu`, email_verified: emailVerified });

const subscriptionOf = (context: RulesTestContext, uid = "ana", deviceId = "device-1") =>
  doc(context.firestore(), `users/${uid}/push_subscriptions/${deviceId}`);

const subscription = (overrides: Record<string, unknown> = {}) => ({
  device_id: "device-1",
  endpoint: "https://push.example.com/send/abc123",
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
  ...overrides,
});

describe("users/{uid}/push_subscriptions/{deviceId}", () => {
  it("lets the student save a device's subscription, again, read theirs and remove it", async () => {
    await assertSucceeds(setDoc(subscriptionOf(account("ana")), subscription()));
    await assertSucceeds(
      setDoc(subscriptionOf(account("ana")), subscription({ endpoint: "https://push.example.com/send/new" })),
    );
    await assertSucceeds(getDoc(subscriptionOf(account("ana"))));
    await assertSucceeds(getDocs(collection(account("ana").firestore(), "users/ana/push_subscriptions")));
    await assertSucceeds(deleteDoc(subscriptionOf(account("ana"))));
  });

  it("refuses anyone else, and an address not verified", async () => {
    await assertSucceeds(setDoc(subscriptionOf(account("ana")), subscription()));
    await assertFails(getDoc(subscriptionOf(account("ben"))));
    await assertFails(setDoc(subscriptionOf(account("ben")), subscription()));
    await assertFails(deleteDoc(subscriptionOf(account("ben"))));
    await assertFails(getDocs(collection(account("ben").firestore(), "users/ana/push_subscriptions")));
    await assertFails(setDoc(subscriptionOf(account("ana", false)), subscription()));
    await assertFails(getDoc(subscriptionOf(environment().unauthenticatedContext())));
  });

  it("refuses another device's id, a field of its own, an endpoint that is not https, and empty keys", async () => {
    const ana = account("ana");
    await assertFails(setDoc(subscriptionOf(ana), subscription({ device_id: "device-2" })));
    await assertFails(
      setDoc(subscriptionOf(ana, "ana", "not a device id!"), subscription({ device_id: "not a device id!" })),
    );
    await assertFails(setDoc(subscriptionOf(ana), { ...subscription(), uid: "ben" }));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ endpoint: "http://push.example.com/send/abc" })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ endpoint: "local:device-1" })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ p256dh: "" })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ auth: "" })));
  });

  it("bounds the endpoint and the keys (PUSH_ENDPOINT_MAX_LENGTH, PUSH_KEY_MAX_LENGTH)", async () => {
    const ana = account("ana");
    const endpoint = (length: number) => `https://push.example.com/${"a".repeat(length - 25)}`;
    await assertSucceeds(setDoc(subscriptionOf(ana), subscription({ endpoint: endpoint(PUSH_ENDPOINT_MAX_LENGTH) })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ endpoint: endpoint(PUSH_ENDPOINT_MAX_LENGTH + 1) })));
    await assertSucceeds(setDoc(subscriptionOf(ana), subscription({ p256dh: "k".repeat(PUSH_KEY_MAX_LENGTH) })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ p256dh: "k".repeat(PUSH_KEY_MAX_LENGTH + 1) })));
    await assertFails(setDoc(subscriptionOf(ana), subscription({ auth: "k".repeat(PUSH_KEY_MAX_LENGTH + 1) })));
  });
});
