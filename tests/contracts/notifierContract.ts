import { describe, expect, it } from "vitest";
import type { PushNotice } from "../../domain/notifications/PushNotice";
import type { Notifier } from "../../domain/notifications/ports/Notifier";
import type { DeviceSubscription } from "../../domain/notifications/ports/PushDevice";
import type { PushSubscriptionLedger } from "../../domain/notifications/ports/PushSubscriptionLedger";
import type { PushMessage } from "../../domain/notifications/pushMessage";

/**
 * The notifications' sending side, on an empty database: the Notifier, the ledger of every
 * student's devices it sends to, and what reached a device (what its service worker was handed).
 */
export type NotifierSetUp = () => Promise<{
  readonly notifier: Notifier;
  readonly devices: PushSubscriptionLedger;
  /** The student turns notifications on on a new device (its subscription saved as theirs). */
  readonly addDevice: (uid: string) => Promise<DeviceSubscription>;
  /** What reached the device so far, oldest first. */
  readonly deliveredTo: (device: DeviceSubscription) => Promise<readonly PushMessage[]>;
}>;

const matched: PushNotice = {
  kind: "matched",
  title: "You're matched",
  body: "Lunch with Ben, Thursday at 12:30",
  link: "/dashboard",
  tag: "match:m-1",
  alert: true,
};

/** What sending notifications must do on every backend (issue 35). */
export function describeNotifierContract(backendName: string, setUp: NotifierSetUp): void {
  describe(`Notifier contract: ${backendName}`, () => {
    it("shows a notice on every device of the student, once each, as the service worker reads it", async () => {
      const { notifier, addDevice, deliveredTo } = await setUp();
      const phone = await addDevice("ana");
      const laptop = await addDevice("ana");
      await notifier.notify("ana", matched);
      for (const device of [phone, laptop]) {
        expect(await deliveredTo(device)).toEqual([{ type: "show", notice: matched }]);
      }
    });

    it("sends nothing to a student without a device, nor to anyone else's device", async () => {
      const { notifier, addDevice, deliveredTo } = await setUp();
      const anasPhone = await addDevice("ana");
      await notifier.notify("ben", { ...matched, title: "For Ben" });
      await notifier.withdraw("ben", "match:m-1");
      expect(await deliveredTo(anasPhone)).toEqual([]);
    });

    it("withdraws what is shown under a tag", async () => {
      const { notifier, addDevice, deliveredTo } = await setUp();
      const phone = await addDevice("ana");
      await notifier.notify("ana", matched);
      await notifier.withdraw("ana", "match:m-1");
      expect(await deliveredTo(phone)).toEqual([
        { type: "show", notice: matched },
        { type: "withdraw", tag: "match:m-1" },
      ]);
    });

    it("lists each student's devices, and sends nothing more to a device once removed", async () => {
      const { notifier, devices, addDevice, deliveredTo } = await setUp();
      const phone = await addDevice("ana");
      const laptop = await addDevice("ana");
      await addDevice("ben");
      expect((await devices.listFor("ana")).map((device) => device.deviceId).sort()).toEqual(
        [phone.deviceId, laptop.deviceId].sort(),
      );
      await devices.remove("ana", laptop.deviceId);
      expect((await devices.listFor("ana")).map((device) => device.deviceId)).toEqual([phone.deviceId]);
      await notifier.notify("ana", matched);
      expect(await deliveredTo(phone)).toHaveLength(1);
      expect(await deliveredTo(laptop)).toEqual([]);
    });
  });
}
