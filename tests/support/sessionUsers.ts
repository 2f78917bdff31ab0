import { defaultProfile } from "../../domain/profile/UserProfile";
import type { SessionUser } from "../../domain/session/SessionUser";

/** An object mother for signed-in users. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...defaultProfile("ana@state.edu", 1_700_000_000_000), uid: "uid-ana", ...overrides };
}
