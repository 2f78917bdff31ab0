import { withBackendTimeout } from "../shared/backendTimeout";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { DeskAccess, ReviewDesk } from "./ports/ReviewDesk";
import type { QueuedReport, ReportCase, ReviewAction } from "./Review";
import { isSuspensionLength } from "./ReviewReports";
import { ReviewError, reviewFailureOf } from "./reviewErrors";
import { REVIEW_NOTE_MAX_LENGTH } from "./reviewRules";

/** What the console shows, with the time it was looked at (for the time left until each promise). */
export interface Seen<T> {
  readonly value: T;
  readonly now: EpochMillis;
}

/**
 * The trust and safety console (/team): sign in, the queue, a report's page, and the actions.
 * Each call has a time-out and fails with a ReviewError whose reason the screen says in words; an
 * action without a note, or a suspension of no whole number of days, is refused before it is sent.
 */
export class TrustAndSafetyConsole {
  readonly #desk: ReviewDesk;
  readonly #clock: Clock;

  constructor(desk: ReviewDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  access(): Promise<DeskAccess> {
    return this.#call(() => this.#desk.access());
  }

  signIn(email: string, password: string): Promise<DeskAccess> {
    return this.#call(() => this.#desk.signIn(email.trim(), password));
  }

  signOut(): Promise<void> {
    return this.#call(() => this.#desk.signOut());
  }

  async queue(): Promise<Seen<readonly QueuedReport[]>> {
    const value = await this.#call(() => this.#desk.queue());
    return { value, now: this.#clock.now() };
  }

  async caseOf(reportId: string): Promise<Seen<ReportCase>> {
    const value = await this.#call(() => this.#desk.caseOf(reportId));
    if (value === null) throw new ReviewError("not-found");
    return { value, now: this.#clock.now() };
  }

  async act(reportId: string, action: ReviewAction, note: string): Promise<Seen<ReportCase>> {
    const why = note.trim();
    if (why === "") throw new ReviewError("note-missing");
    if (why.length > REVIEW_NOTE_MAX_LENGTH) throw new ReviewError("note-too-long");
    if (action.kind === "suspend" && !isSuspensionLength(action.days)) throw new ReviewError("invalid-days");
    const value = await this.#call(() => this.#desk.act(reportId, action, why));
    return { value, now: this.#clock.now() };
  }

  async #call<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await withBackendTimeout(this.#clock, call());
    } catch (error) {
      throw new ReviewError(reviewFailureOf(error), { cause: error });
    }
  }
}
