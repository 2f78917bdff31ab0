/**
 * How the local backend's storage (IndexedDB) can be held back by another tab of the app. Kept apart
 * from serviceErrors.ts, which every page loads: only the log-in, sign-up and local backend code needs these.
 */

/** The storage is held open by another tab of an older version of the app: close it. */
export class StorageBlockedError extends Error {
  override readonly name = "StorageBlockedError";
}

/** The storage was upgraded by a newer version of the app (in another tab): reload. */
export class StorageOutdatedError extends Error {
  override readonly name = "StorageOutdatedError";
}
