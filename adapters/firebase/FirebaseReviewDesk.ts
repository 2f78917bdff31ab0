import type { DeskAccess, ReviewDesk } from "../../domain/trust/ports/ReviewDesk";
import type { QueuedReport, ReportCase, ReviewAction } from "../../domain/trust/Review";
import { isReviewFailure, ReviewError } from "../../domain/trust/reviewErrors";
import { callFunction, FunctionRefusedError } from "./callFunction";
import { CALLABLE, TRUST_AND_SAFETY_CLAIM } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/**
 * The console on Firebase: the reviewer signs in with Firebase Authentication, and the callable
 * functions `reviewQueue`, `reviewCase` and `reviewAction`, which only the `trust_and_safety`
 * claim may call, run ReviewReports with the Admin SDK.
 */
export class FirebaseReviewDesk implements ReviewDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  async access(): Promise<DeskAccess> {
    const account = await this.#auth.current();
    if (account === null) return { status: "signed-out" };
    return account.claims[TRUST_AND_SAFETY_CLAIM] === true
      ? { status: "reviewer", reviewer: { uid: account.uid, email: account.email } }
      : { status: "not-a-reviewer", email: account.email };
  }

  async signIn(email: string, password: string): Promise<DeskAccess> {
    await this.#auth.signIn(email, password);
    return this.access();
  }

  async signOut(): Promise<void> {
    await this.#auth.signOut();
  }

  queue(): Promise<readonly QueuedReport[]> {
    return this.#call(CALLABLE.reviewQueue, {});
  }

  caseOf(reportId: string): Promise<ReportCase | null> {
    return this.#call(CALLABLE.reviewCase, { reportId });
  }

  act(reportId: string, action: ReviewAction, note: string): Promise<ReportCase> {
    return this.#call(CALLABLE.reviewAction, { reportId, action, note });
  }

  async #call<T>(name: string, data: unknown): Promise<T> {
    try {
      return await callFunction<T>(() => this.#auth.idToken(), this.#functions, name, data);
    } catch (error) {
      if (!(error instanceof FunctionRefusedError)) throw error;
      if (isReviewFailure(error.reason)) throw new ReviewError(error.reason, { cause: error });
      if (error.status === "UNAUTHENTICATED") throw new ReviewError("signed-out", { cause: error });
      if (error.status === "PERMISSION_DENIED") throw new ReviewError("not-a-reviewer", { cause: error });
      throw error;
    }
  }
}
