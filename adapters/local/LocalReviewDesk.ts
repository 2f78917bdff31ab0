import { InvalidCredentialsError } from "../../domain/account/accountErrors";
import { normalizeEmail } from "../../domain/account/schoolEmail";
import { DEMO_REVIEWER } from "../../domain/devtools/demoReviewer";
import type { DeskAccess, ReviewDesk } from "../../domain/trust/ports/ReviewDesk";
import type { QueuedReport, ReportCase, ReviewAction } from "../../domain/trust/Review";
import type { ReviewReports } from "../../domain/trust/ReviewReports";
import { ReviewError } from "../../domain/trust/reviewErrors";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of the reviewer signed in to the console on this browser. */
export const CURRENT_REVIEWER_KEY = "currentReviewer";

const REVIEWER = { uid: DEMO_REVIEWER.uid, email: DEMO_REVIEWER.email };

/**
 * The console on the offline backend: the demo reviewer (DEMO_REVIEWER) signs in, apart from any
 * student's session, and ReviewReports runs here, on this browser's database.
 */
export class LocalReviewDesk implements ReviewDesk {
  readonly #database: LocalDatabase;
  readonly #reviews: ReviewReports;

  constructor(database: LocalDatabase, reviews: ReviewReports) {
    this.#database = database;
    this.#reviews = reviews;
  }

  async access(): Promise<DeskAccess> {
    const signedIn = await this.#database.transact(["state"], "readonly", (transaction) =>
      requestResult<string | undefined>(transaction.objectStore("state").get(CURRENT_REVIEWER_KEY)),
    );
    return signedIn === REVIEWER.email ? { status: "reviewer", reviewer: REVIEWER } : { status: "signed-out" };
  }

  async signIn(email: string, password: string): Promise<DeskAccess> {
    if (normalizeEmail(email) !== REVIEWER.email || password !== DEMO_REVIEWER.password) {
      throw new InvalidCredentialsError("Not the demo reviewer's email and password");
    }
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").put(REVIEWER.email, CURRENT_REVIEWER_KEY));
    });
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(CURRENT_REVIEWER_KEY));
    });
  }

  async queue(): Promise<readonly QueuedReport[]> {
    await this.#reviewerOnly();
    return this.#reviews.queue(REVIEWER);
  }

  async caseOf(reportId: string): Promise<ReportCase | null> {
    await this.#reviewerOnly();
    return this.#reviews.caseOf(reportId, REVIEWER);
  }

  async act(reportId: string, action: ReviewAction, note: string): Promise<ReportCase> {
    await this.#reviewerOnly();
    return this.#reviews.act(reportId, REVIEWER, action, note);
  }

  async #reviewerOnly(): Promise<void> {
    if ((await this.access()).status !== "reviewer") throw new ReviewError("not-a-reviewer");
  }
}
