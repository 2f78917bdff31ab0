/** The account whose copies a device removes: its id, and the address its sign-up was kept under. */
export interface DeviceAccount {
  readonly uid: string;
  readonly email: string;
}

/**
 * What this device keeps of an account for the account's sake, besides the session (which the
 * Session removes itself): the chat's drafts and unsent messages, the profile's unsaved changes, a
 * sign-up's address, the places looked up. Removed when the student logs out or deletes the
 * account, so that nothing of theirs stays on a shared computer. Another account's copies stay.
 * The device's storage never fails (storage that cannot be reached holds nothing); an adapter whose
 * code downloads on first use may, offline.
 */
export interface DeviceCopies {
  remove(account: DeviceAccount): Promise<void>;
}
