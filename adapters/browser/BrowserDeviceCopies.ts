import type { DeviceAccount, DeviceCopies } from "../../domain/account/ports/DeviceCopies";
import { PENDING_SIGN_UP_KEY, pendingSignUpOf } from "./LocalStoragePendingSignUp";

/** Every entry the app keeps in the browser's storage is named so. */
const APP_PREFIX = "strangers.";
/** The place names looked up for this tab's positions (adapters/nominatim/reverseGeocodeCache.ts). */
const PLACE_PREFIX = "strangers.place:";

/**
 * The account's copies in this browser's `localStorage` and `sessionStorage` (this tab's). An entry
 * of one account is named after it, `strangers.<what>.<uid>`: the chat's outbox
 * (`strangers.chat-outbox.<uid>`, LocalStorageChatOutbox), the profile's unsaved changes
 * (`strangers.profileDraft.<uid>`); each goes, and any later one named the same way. Also the device's
 * pending sign-up if it is the account's address (LocalStoragePendingSignUp), and the tab's places looked up (a position's
 * cell, about 1 km: where the student was). Other accounts' entries and the app's own settings stay.
 * The local backend's IndexedDB is no copy: it is the offline backend's server, which the deletion
 * itself erases. Storage that is blocked (looking it up throws) has nothing to remove.
 */
export class BrowserDeviceCopies implements DeviceCopies {
  readonly #window: Window;

  constructor(window: Window) {
    this.#window = window;
  }

  async remove(account: DeviceAccount): Promise<void> {
    const ofAccount = (key: string) => key.startsWith(APP_PREFIX) && key.endsWith(`.${account.uid}`);
    const isAccountsSignUp = (key: string, storage: Storage) =>
      key === PENDING_SIGN_UP_KEY &&
      pendingSignUpOf(storage.getItem(key))?.email.toLowerCase() === account.email.toLowerCase();
    removeIn(
      () => this.#window.localStorage,
      (key, storage) => ofAccount(key) || isAccountsSignUp(key, storage),
    );
    removeIn(
      () => this.#window.sessionStorage,
      (key) => ofAccount(key) || key.startsWith(PLACE_PREFIX),
    );
  }
}

function removeIn(storageOf: () => Storage, isCopy: (key: string, storage: Storage) => boolean): void {
  try {
    const storage = storageOf();
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && isCopy(key, storage)) storage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept in it.
  }
}
