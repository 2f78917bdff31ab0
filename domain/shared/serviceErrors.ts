/**
 * Failures any adapter may report, whatever its port. Use cases turn them into the failure
 * of what the student was doing; the UI's copy says what they mean.
 */

/** The backend could not be reached (offline, DNS, a refused connection). */
export class ServiceUnreachableError extends Error {
  override readonly name = "ServiceUnreachableError";
}

/** The local backend's storage (IndexedDB) cannot be opened on this browser. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
}

/** The backend refused what was asked (its rules said no): trying again the same way will not help. */
export class RequestRefusedError extends Error {
  override readonly name = "RequestRefusedError";
}
