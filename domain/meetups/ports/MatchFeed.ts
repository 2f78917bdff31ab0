import type { Unsubscribe } from "../../shared/ports/Unsubscribe";

/**
 * Tells a student, as it happens, that one of their matches changed: a match of theirs written
 * (the round, the waitlist), another member's answer (a confirmation, "I'm here", a cancellation),
 * the system's notices, a match renamed or removed. It says that something changed, not what: the
 * hub looks again (MyMeals). Only the student's own matches: another pair's changes say nothing.
 */
export interface MatchFeed {
  /**
   * Follows the matches of the student `uid`: `onChange` once when following starts (they may have
   * changed since the caller last looked), then after each change; `onError` once if they cannot be
   * followed (not signed in as `uid`, no connection), then nothing more.
   */
  follow(uid: string, onChange: () => void, onError: (error: unknown) => void): Unsubscribe;
}
