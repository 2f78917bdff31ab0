import { createECDH, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptionPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { pushSubscriptionDocument } from "../../../adapters/firebase/documents/pushSubscriptionDocument";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { DeviceSubscription } from "../../../domain/notifications/ports/PushDevice";
import { pushMessageFrom } from "../../../domain/notifications/pushMessage";
import { AdminPushSubscriptions } from "../../../functions/src/adapters/AdminPushSubscriptions";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { type PushFailure, WebPushNotifier } from "../../../functions/src/adapters/WebPushNotifier";
import { describeNotifierContract } from "../../contracts/notifierContract";
import { demoVapidKeys } from "../../support/demoVapidKeys";
import { PushServiceStandIn } from "../../support/pushServiceStandIn";
import { PROJECT_ID, resetEmulators } from "./support/emulators";

/**
 * Notifications on Firebase (the functions' WebPushNotifier): each device's subscription read from
 * the Firestore emulator, each push sent with `web-push` (the emulators' demo VAPID pair) to the
 * tests' push service (tests/support/pushServiceStandIn.ts), which checks the VAPID signature and
 * decrypts the payload with the test device's keys, as a real push service and browser would.
 */

const admin = adminFirestore(PROJECT_ID);
const vapid = demoVapidKeys();
let pushService: PushServiceStandIn;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start({ vapidPublicKey: vapid.publicKey });
});
afterAll(() => pushService.stop());

/** A device of the student's, subscribed with the stand-in (what the app saves when they turn notifications on). */
async function addDevice(uid: string): Promise<DeviceSubscription> {
  const subscription = { deviceId: randomUUID(), ...pushService.subscribe() };
  await admin.doc(pushSubscriptionPath(uid, subscription.deviceId)).set(pushSubscriptionDocument(subscription));
  return subscription;
}

function sender(vapidKeys = vapid) {
  const failures: Parameters<PushFailure>[0][] = [];
  const devices = new AdminPushSubscriptions(admin);
  return { devices, failures, notifier: new WebPushNotifier(devices, vapidKeys, (failure) => failures.push(failure)) };
}

describeNotifierContract("WebPushNotifier (web-push, the Firestore emulator, the stand-in push service)", async () => {
  await resetEmulators();
  const { notifier, devices } = sender();
  return {
    notifier,
    devices,
    addDevice,
    deliveredTo: async (device) => pushService.textsFor(device.endpoint).flatMap((text) => pushMessageFrom(text) ?? []),
  };
});

const notice: PushNotice = {
  kind: "partner",
  title: "Ben confirmed",
  body: "See you Thursday at 12:30",
  link: "/dashboard",
  tag: "match:m-2",
  alert: true,
};

describe("WebPushNotifier on Firebase", () => {
  it("removes a device whose push service says it is gone (410), and still reaches the student's others", async () => {
    await resetEmulators();
    const { notifier, failures } = sender();
    const gone = await addDevice("ana");
    const phone = await addDevice("ana");
    pushService.markGone(gone.endpoint);
    await notifier.notify("ana", notice);
    expect((await admin.doc(pushSubscriptionPath("ana", gone.deviceId)).get()).exists).toBe(false);
    expect((await admin.doc(pushSubscriptionPath("ana", phone.deviceId)).get()).exists).toBe(true);
    expect(pushService.textsFor(phone.endpoint).map(pushMessageFrom)).toEqual([{ type: "show", notice }]);
    expect(failures).toEqual([]);
  });

  it("sends what should sound as a high-urgency push that lives a few hours, an update quietly", async () => {
    await resetEmulators();
    const { notifier } = sender();
    const phone = await addDevice("ana");
    await notifier.notify("ana", notice);
    await notifier.notify("ana", { ...notice, alert: false });
    const pushes = pushService.received.filter((push) => push.endpoint === phone.endpoint);
    expect(pushes.map((push) => push.urgency)).toEqual(["high", "normal"]);
    expect(pushes.every((push) => push.ttl > 0)).toBe(true);
  });

  it("is refused by the push service when signed with another key than the site's: reported, the device kept", async () => {
    await resetEmulators();
    const other = createECDH("prime256v1");
    other.generateKeys();
    const { notifier, failures } = sender({
      ...vapid,
      publicKey: other.getPublicKey().toString("base64url"),
      privateKey: Buffer.concat([Buffer.alloc(32), other.getPrivateKey()])
        .subarray(-32)
        .toString("base64url"),
    });
    const phone = await addDevice("ana");
    await notifier.notify("ana", notice);
    expect(pushService.textsFor(phone.endpoint)).toEqual([]);
    expect(pushService.refused.filter((refusal) => refusal.endpoint === phone.endpoint).map((r) => r.status)).toEqual([
      401,
    ]);
    expect(failures.map((failure) => failure.deviceId)).toEqual([phone.deviceId]);
    expect((await admin.doc(pushSubscriptionPath("ana", phone.deviceId)).get()).exists).toBe(true);
  });

  it("is refused when the payload was encrypted for other keys than the device's", async () => {
    await resetEmulators();
    const { notifier, failures } = sender();
    const phone = await addDevice("ana");
    const someoneElse = pushService.subscribe();
    await admin
      .doc(pushSubscriptionPath("ana", phone.deviceId))
      .set(pushSubscriptionDocument({ ...phone, keys: someoneElse.keys }));
    await notifier.notify("ana", notice);
    expect(pushService.refused.filter((refusal) => refusal.endpoint === phone.endpoint).map((r) => r.status)).toEqual([
      400,
    ]);
    expect(failures).toHaveLength(1);
  });
});
