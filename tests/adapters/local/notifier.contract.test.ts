import { describeNotifierContract } from "../../contracts/notifierContract";
import { createLocalBackend } from "../../support/localBackend";

/**
 * Notifications offline (LocalPushNotifications): every device is this browser, whose service
 * worker is handed what a push would have carried while the device is one of the student's.
 */
describeNotifierContract("LocalPushNotifications (IndexedDB, this browser's service worker)", async () => {
  const { pushNotifications, shownOnThisDevice } = createLocalBackend();
  const owners = new Map<string, string>();
  return {
    notifier: pushNotifications,
    devices: pushNotifications,
    addDevice: async (uid) => {
      const deviceId = crypto.randomUUID();
      const subscription = { deviceId, endpoint: `local:${deviceId}`, keys: null };
      await pushNotifications.save(uid, subscription);
      owners.set(deviceId, uid);
      return subscription;
    },
    deliveredTo: async (device) => {
      const owner = owners.get(device.deviceId) ?? "";
      const subscribed = (await pushNotifications.listFor(owner)).some(({ deviceId }) => deviceId === device.deviceId);
      return subscribed ? [...shownOnThisDevice] : [];
    },
  };
});
