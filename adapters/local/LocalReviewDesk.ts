import type { DeskAccess, ReviewDesk } from "../../domain/trust/ports/ReviewDesk";
import type { QueuedReport, ReportCase, ReviewAction, Reviewer } from "../../domain/trust/Review";
import type { ReviewReports } from "../../domain/trust/ReviewReports";
import { ReviewError } from "../../domain/trust/reviewErrors";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import type { LocalTeamRoles } from "./LocalTeamRoles";

/** Key, in the "state" store, of the reviewer signed in to the console on this browser. */
export const CURRENT_REVIEWER_KEY = "currentReviewer";

/**
 * The console on the offline backend: the demo reviewer (DEMO_REVIEWER) signs in, apart from any
 * student's session, or a local account an operator granted the role to (LocalTeamRoles), with its
 * own password; ReviewReports runs here, on this browser's database. The role is read at each call.
 */
export class LocalReviewDesk implements ReviewDesk {
  readonly #database: LocalDatabase;
  readonly #reviews: ReviewReports;
  readonly #roles: LocalTeamRoles;

  constructor(database: LocalDatabase, reviews: ReviewReports, roles: LocalTeamRoles) {
    this.#database = database;
    this.#reviews = reviews;
    this.#roles = roles;
  }

  async access(): Promise<DeskAccess> {
    const signedIn = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<string | undefined>(transaction.objectStore("state").get(CURRENT_REVIEWER_KEY)),
    );
    const member = signedIn === undefined ? null : await this.#roles.byEmail(signedIn);
    if (member === null) return { status: "signed-out" };
    return member.roles.includes("trust_and_safety")
      ? { status: "reviewer", reviewer: { uid: member.uid, email: member.email } }
      : { status: "not-a-reviewer", email: member.email };
  }

  async signIn(email: string, password: string): Promise<DeskAccess> {
    const member = await this.#roles.signIn(email, password);
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").put(member.email, CURRENT_REVIEWER_KEY));
    });
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(CURRENT_REVIEWER_KEY));
    });
  }

  async queue(): Promise<readonly QueuedReport[]> {
    return this.#reviews.queue(await this.#reviewer());
  }

  async caseOf(reportId: string): Promise<ReportCase | null> {
    return this.#reviews.caseOf(reportId, await this.#reviewer());
  }

  async act(reportId: string, action: ReviewAction, note: string): Promise<ReportCase> {
    return this.#reviews.act(reportId, await this.#reviewer(), action, note);
  }

  async #reviewer(): Promise<Reviewer> {
    const access = await this.access();
    if (access.status !== "reviewer") throw new ReviewError("not-a-reviewer");
    return access.reviewer;
  }
}
