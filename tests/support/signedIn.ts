import type { SessionUser } from "../../domain/session/SessionUser";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";
import { aSessionUser } from "./sessionUsers";

/** A local test backend with a student already signed in. */
export function signedInBackend(
  user: Partial<SessionUser> = {},
  backend: LocalTestBackend = createLocalBackend(),
): LocalTestBackend {
  backend.session.start(aSessionUser(user));
  return backend;
}
