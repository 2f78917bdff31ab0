import type { PushNotice } from "../PushNotice";

/**
 * Shows notifications on a student's devices (system): on Firebase through the Web Push protocol to
 * every device they turned notifications on for; offline through this browser's service worker, and
 * into the local mailbox. A student with no such device is told nothing (the app and the emails say it).
 */
export interface Notifier {
  notify(uid: string, notice: PushNotice): Promise<void>;
  /** Takes away what is shown under `tag` (a meal the student cancelled). */
  withdraw(uid: string, tag: string): Promise<void>;
}
