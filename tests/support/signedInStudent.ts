import { MemorySessionStorage } from "../../adapters/local/MemorySessionStorage";
import { defaultProfile, newProfileOf, type UserProfile } from "../../domain/profile/UserProfile";
import { Session } from "../../domain/session/Session";
import type { SessionUser } from "../../domain/session/SessionUser";
import type { LocalTestBackend } from "./localBackend";
import { StubIdentity } from "./stubIdentity";

/**
 * A student of a test world: a profile stored for `uid` (named after it, a History major who likes
 * coffee, then the world's `defaults`, then the test's `profile`), signed in to a session of their
 * own. The provider's sign-in is not what these tests are about.
 */
export async function signedInStudent(
  backend: LocalTestBackend,
  uid: string,
  profile: Partial<UserProfile>,
  defaults: Partial<UserProfile> = {},
): Promise<{ readonly email: string; readonly user: SessionUser; readonly session: Session }> {
  const email = profile.email ?? `${uid}@state.edu`;
  const stored: UserProfile = {
    ...defaultProfile(email, backend.clock.now()),
    first_name: uid.charAt(0).toUpperCase() + uid.slice(1),
    major: "History",
    ...defaults,
    ...profile,
    preferences: {
      interests: ["Coffee"],
      preferred_meal_times: [],
      dietary: [],
      ...defaults.preferences,
      ...profile.preferences,
    },
  };
  await backend.profileStore.create(uid, newProfileOf(stored));
  const session = new Session(new MemorySessionStorage(), backend.clock, new StubIdentity());
  const user: SessionUser = { ...stored, uid };
  session.start(user);
  return { email, user, session };
}
