import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { StoredProfile } from "../profile/UserProfile";

/** The stored profiles of these students, read together (null for one who has none). */
export async function readProfiles(
  store: ProfileStore,
  uids: readonly string[],
): Promise<Map<string, StoredProfile | null>> {
  const read = async (uid: string) => {
    const profileDocument = await store.read(uid);
    return [uid, profileDocument === null ? null : readStoredProfile(profileDocument)] as const;
  };
  return new Map(await Promise.all([...new Set(uids)].map(read)));
}
