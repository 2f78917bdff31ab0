import type { UserProfile } from "../profile/UserProfile";

/** The signed-in user as the app keeps it: the account id plus the profile fields (spec §3). */
export interface SessionUser extends UserProfile {
  readonly uid: string;
}
