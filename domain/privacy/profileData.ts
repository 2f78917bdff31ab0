import type { ProfileRecords } from "../profile/ports/ProfileRecords";
import { readStoredProfile } from "../profile/storedProfile";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

const TIME_FIELDS = ["created_at", "last_active", "snoozed_until", "adult_confirmed_at", "suspended_until"] as const;

/** `users/{uid}`: the profile, the age confirmation, a snooze, a suspension. Removed whole. */
export function profileData(profiles: ProfileRecords): PersonalDataPart {
  return {
    name: "profile",
    async exportFor({ uid }) {
      const stored = await profiles.read(uid);
      if (stored === null) return null;
      const profile: Record<string, unknown> = { ...readStoredProfile(stored) };
      delete profile.emailVerified;
      for (const field of TIME_FIELDS) {
        if (typeof profile[field] === "number") profile[field] = isoTime(profile[field] as number);
      }
      return profile;
    },
    async eraseFor({ uid }) {
      await profiles.remove(uid);
    },
  };
}
