import type { QueuedReport, ReportCase, ReviewAction, Reviewer } from "../Review";

/** Who is at the console: a reviewer, someone signed in without the team's role, or nobody. */
export type DeskAccess =
  | { readonly status: "reviewer"; readonly reviewer: Reviewer }
  | { readonly status: "not-a-reviewer"; readonly email: string }
  | { readonly status: "signed-out" };

/**
 * The trust and safety console's way to the system: on Firebase, callable functions that only the
 * custom claim `trust_and_safety` may call (ReviewReports runs there); on the offline backend,
 * ReviewReports in this browser, for the demo reviewer. Every call but `access` and `signIn`
 * fails with ReviewError("not-a-reviewer") for anyone else.
 */
export interface ReviewDesk {
  access(): Promise<DeskAccess>;
  /** Signs in to the console (InvalidCredentialsError for a wrong email or password). */
  signIn(email: string, password: string): Promise<DeskAccess>;
  signOut(): Promise<void>;
  queue(): Promise<readonly QueuedReport[]>;
  /** A report's page; null when there is no such report. */
  caseOf(reportId: string): Promise<ReportCase | null>;
  /** Acts on the student the report is about, with the reviewer's note; answers the page as it is then. */
  act(reportId: string, action: ReviewAction, note: string): Promise<ReportCase>;
}
