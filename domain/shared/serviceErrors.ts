/**
 * Failures any adapter may report, whatever its port. Use cases turn them into the failure
 * of what the student was doing; the UI's copy says what they mean.
 */

/** The backend could not be reached (offline, DNS, a refused connection). */
export class ServiceUnreachableError extends Error {
  override readonly name = "ServiceUnreachableError";
}

/** The backend did not answer within `BACKEND_CALL_TIMEOUT_MS` (domain/shared/backendTimeout.ts). */
export class TimedOutError extends Error {
  override readonly name = "TimedOutError";
}

/** The local backend's storage (IndexedDB) cannot be opened on this browser. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
}

/** The local backend's storage is held open by another tab of an older version of the app: close it. */
export class StorageBlockedError extends Error {
  override readonly name = "StorageBlockedError";
}

/** The local backend's storage was upgraded by a newer version of the app (in another tab): reload. */
export class StorageOutdatedError extends Error {
  override readonly name = "StorageOutdatedError";
}
