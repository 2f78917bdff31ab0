import type { App } from "firebase-admin/app";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { OPERATOR_CLAIM, TRUST_AND_SAFETY_CLAIM } from "../../../adapters/firebase/documents/functionsProtocol";
import { normalizeEmail } from "../../../domain/account/schoolEmail";
import type { TeamRole } from "../../../domain/operations/Operator";
import type { TeamMember, TeamRoles } from "../../../domain/operations/ports/TeamRoles";

const CLAIM_OF: Record<TeamRole, string> = { operator: OPERATOR_CLAIM, trust_and_safety: TRUST_AND_SAFETY_CLAIM };
const ROLES = Object.keys(CLAIM_OF) as TeamRole[];
/** listUsers' largest page. */
const PAGE = 1000;

/**
 * The team's roles as Firebase Authentication's custom claims (`operator`, `trust_and_safety`),
 * through the Admin SDK. A role's new claim reaches the holder's next ID token (within the hour, or
 * at their next sign-in).
 */
export class AdminTeamRoles implements TeamRoles {
  readonly #app: App;

  constructor(app: App) {
    this.#app = app;
  }

  async byEmail(email: string): Promise<TeamMember | null> {
    try {
      return memberOf(await getAuth(this.#app).getUserByEmail(normalizeEmail(email)));
    } catch (error) {
      if ((error as { code?: string }).code === "auth/user-not-found") return null;
      throw error;
    }
  }

  async setRoles(uid: string, roles: readonly TeamRole[]): Promise<void> {
    const auth = getAuth(this.#app);
    const claims: Record<string, unknown> = { ...((await auth.getUser(uid)).customClaims ?? {}) };
    for (const role of ROLES) {
      if (roles.includes(role)) claims[CLAIM_OF[role]] = true;
      else delete claims[CLAIM_OF[role]];
    }
    await auth.setCustomUserClaims(uid, claims);
  }

  /** Every account, page by page: the team is read where the claims are (a project of students is thousands). */
  async members(): Promise<readonly TeamMember[]> {
    const members: TeamMember[] = [];
    let pageToken: string | undefined;
    do {
      const page = await getAuth(this.#app).listUsers(PAGE, pageToken);
      for (const user of page.users) {
        const member = memberOf(user);
        if (member.roles.length > 0) members.push(member);
      }
      pageToken = page.pageToken;
    } while (pageToken !== undefined);
    return members;
  }
}

function memberOf(user: UserRecord): TeamMember {
  const claims = user.customClaims ?? {};
  return {
    uid: user.uid,
    email: normalizeEmail(user.email ?? ""),
    roles: ROLES.filter((role) => claims[CLAIM_OF[role]] === true),
  };
}
