import type { SessionUser } from "../../domain/entities/SessionUser";
import { defaultProfile } from "../../domain/entities/UserProfile";

/** An object mother for signed-in users. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...defaultProfile("ana@state.edu", 1_700_000_000_000), uid: "uid-ana", ...overrides };
}
