import { defaultProfile } from "../../domain/profile/UserProfile";
import type { SessionUser } from "../../domain/session/SessionUser";

const CREATED_AT = 1_700_000_000_000;

/** An object mother for signed-in users: 18 or older confirmed at sign-up, as every new profile is. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    ...defaultProfile("ana@state.edu", CREATED_AT),
    adult_confirmed_at: CREATED_AT,
    uid: "uid-ana",
    ...overrides,
  };
}
