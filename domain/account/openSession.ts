import type { Clock } from "../ports/Clock";
import type { Account } from "../ports/Identity";
import type { ProfileStore } from "../ports/ProfileStore";
import { completeProfile, type StoredProfile } from "../profile/UserProfile";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";

export interface OpenSessionPorts {
  readonly profiles: ProfileStore;
  readonly session: Session;
  readonly clock: Clock;
}

export interface OpenSessionRules {
  /** Whether, given the stored document, the default profile is merged in (existing values stay). */
  readonly writeDefaultsWhen: (stored: StoredProfile | null) => boolean;
  /** Whether `last_active` is set to now. */
  readonly markActive: boolean;
}

/** Reads the account's profile, writes what the rules ask, and puts the user into the session. */
export async function openSession(
  account: Account,
  ports: OpenSessionPorts,
  rules: OpenSessionRules,
): Promise<SessionUser> {
  const now = ports.clock.now();
  const stored = await ports.profiles.read(account.uid);
  let profile = completeProfile(stored ?? {}, account.email, now);
  if (rules.writeDefaultsWhen(stored)) await ports.profiles.merge(account.uid, profile);
  if (rules.markActive) {
    await ports.profiles.merge(account.uid, { last_active: now });
    profile = { ...profile, last_active: now };
  }
  const user: SessionUser = { ...profile, uid: account.uid };
  ports.session.start(user);
  return user;
}
