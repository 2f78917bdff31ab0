import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";

/** Awaits a Firestore call; a failure to reach Firestore becomes the domain's ServiceUnreachableError. */
export async function withDomainErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isUnreachable(error) ? new ServiceUnreachableError("Firestore cannot be reached", { cause: error }) : error;
  }
}

/**
 * `unavailable` is Firestore's code for "try again later". The lite SDK has no retries of its own and
 * reports a request that never got an answer (offline, DNS) as `unknown`; `deadline-exceeded` is a time-out.
 */
function isUnreachable(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "unavailable" || error.code === "unknown" || error.code === "deadline-exceeded";
}

/** The rules refused the request (Firestore's `permission-denied`). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "permission-denied";
}
