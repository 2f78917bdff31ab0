import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";
import type { FirebaseSettings } from "./firebaseConfig";

/** Where the Cloud Functions run (functions/: their default region). */
const FUNCTIONS_REGION = "us-central1";

/**
 * A callable function's refusal: its status ("PERMISSION_DENIED", "FAILED_PRECONDITION"…), and the
 * domain's own reason where the function gave one (`details.reason`).
 */
export class FunctionRefusedError extends Error {
  override readonly name = "FunctionRefusedError";
  constructor(
    readonly status: string,
    readonly reason: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The base URL of the project's callable functions: Google's servers, or the Functions emulator. */
export function functionsBaseUrl(settings: FirebaseSettings): string {
  const { projectId } = settings.webConfig;
  return settings.emulators === null
    ? `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`
    : `${settings.emulators.functionsUrl}/${projectId}/${FUNCTIONS_REGION}`;
}

/**
 * Calls a callable function (`onCall`) as its protocol asks: POST `{ data }` with the signed-in
 * account's ID token, the answer in `result`, a refusal in `error`. Plain fetch rather than the
 * Functions SDK: the few calls the app makes need nothing more, and the SDK would add its weight.
 */
export async function callFunction<T>(
  idToken: () => Promise<string | undefined>,
  baseUrl: string,
  name: string,
  data: unknown,
): Promise<T> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${name}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ data }),
    });
  } catch (error) {
    throw new ServiceUnreachableError(`The function ${name} cannot be reached`, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as {
    result?: T;
    error?: { status?: string; message?: string; details?: { reason?: unknown } };
  };
  if (response.ok && "result" in body) return body.result as T;
  if (response.status >= 500 && body.error === undefined) {
    throw new ServiceUnreachableError(`The function ${name} answered ${response.status}`);
  }
  const reason = body.error?.details?.reason;
  throw new FunctionRefusedError(
    body.error?.status ?? String(response.status),
    typeof reason === "string" ? reason : null,
    body.error?.message ?? `The function ${name} answered ${response.status}`,
  );
}
