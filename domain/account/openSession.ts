import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import { changesOf, completeProfile, newProfileOf, type StoredProfile } from "../profile/UserProfile";
import type { Account } from "../session/ports/Identity";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import { withBackendTimeout } from "../shared/backendTimeout";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import { AdultConfirmationNeededError } from "./accountErrors";

export interface OpenSessionPorts {
  readonly profiles: ProfileStore;
  readonly session: Session;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface OpenSessionRules {
  /** Whether, given an existing document, its missing fields are filled in with the default profile's (merge). */
  readonly fillInExisting: (stored: StoredProfile) => boolean;
  /** Whether `last_active` is set to now (best effort: a refusal is logged and the session opens anyway). */
  readonly markActive: boolean;
  /**
   * Whether the student has just confirmed they are 18 or older (the sign-up's or the log-in's box):
   * a profile is created only then, and records the confirmation.
   */
  readonly adultConfirmed: boolean;
  /** Asked last: when it answers false (the student gave up meanwhile), no session starts and the answer is null. */
  readonly stillWanted?: () => boolean;
}

/**
 * Reads the account's profile (each field checked: a bad one falls back to the default), creates
 * it when there is none (only with the age confirmed: otherwise `AdultConfirmationNeededError`),
 * writes what the rules ask, and puts the user into the session. Every call to the store has a time-out.
 */
export async function openSession(
  account: Account,
  ports: OpenSessionPorts,
  rules: OpenSessionRules,
): Promise<SessionUser | null> {
  const { profiles, clock } = ports;
  const now = clock.now();
  const profileDocument = await withBackendTimeout(clock, profiles.read(account.uid));
  if (rules.stillWanted?.() === false) return null;
  const stored = profileDocument === null ? null : readStoredProfile(profileDocument);
  let profile = completeProfile(stored ?? {}, account.email, now);
  if (stored === null) {
    if (!rules.adultConfirmed) throw new AdultConfirmationNeededError("A new profile needs the age confirmed");
    await withBackendTimeout(clock, profiles.create(account.uid, newProfileOf(profile)));
    profile = { ...profile, adult_confirmed_at: now };
  } else if (rules.fillInExisting(stored))
    await withBackendTimeout(clock, profiles.merge(account.uid, changesOf(profile)));
  if (rules.markActive) {
    try {
      await withBackendTimeout(clock, profiles.markActive(account.uid));
      profile = { ...profile, last_active: now };
    } catch (error) {
      ports.logger.warn("Recording the time of this login failed; logging in anyway", error);
    }
  }
  if (rules.stillWanted?.() === false) return null;
  const user: SessionUser = { ...profile, uid: account.uid };
  ports.session.start(user);
  return user;
}
