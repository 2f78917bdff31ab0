import type { DeviceAccount, DeviceCopies } from "../ports/DeviceCopies";
import type { Logger } from "../ports/Logger";

/**
 * Removes what this device keeps of the account (DeviceCopies), after a log-out or a deletion. The
 * device's own storage never fails, but its code may not download (offline): then the log-out or
 * the deletion stands all the same, and the failure is logged.
 */
export async function forgetDeviceCopies(device: DeviceCopies, account: DeviceAccount, logger: Logger): Promise<void> {
  try {
    await device.forget({ uid: account.uid, email: account.email });
  } catch (error) {
    logger.warn("This device's copies of the account could not be removed", error);
  }
}
