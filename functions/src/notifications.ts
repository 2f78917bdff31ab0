import { isDeepStrictEqual } from "node:util";
import { logger } from "firebase-functions";
import { NEXT_PUSH_AT_FIELD } from "../../adapters/firebase/documents/matchDocument";
import { NotifyMatch } from "../../domain/notifications/NotifyMatch";
import { NotifyMixer } from "../../domain/notifications/NotifyMixer";
import { NotifyNewMessage } from "../../domain/notifications/NotifyNewMessage";
import { NotifyReviewOutcome } from "../../domain/notifications/NotifyReviewOutcome";
import { NotifyRescueOffers } from "../../domain/rescue/NotifyRescueOffers";
import { AdminChatActivity } from "./adapters/AdminChatActivity";
import { AdminMatchLedger } from "./adapters/AdminMatchLedger";
import { AdminMixerLedger } from "./adapters/AdminMixerLedger";
import { AdminPushSubscriptions } from "./adapters/AdminPushSubscriptions";

import { AdminReportLedger } from "./adapters/AdminReportLedger";
import { AdminRescueLedger } from "./adapters/AdminRescueLedger";
import { type VapidKeys, WebPushNotifier } from "./adapters/WebPushNotifier";
import { type SystemContext, systemPorts } from "./system";

/** A run of the system that may notify students: with the site's VAPID keys (RFC 8292), which sign each push. */
export interface PushContext extends SystemContext {
  readonly vapid: VapidKeys;
}

/**
 * Notifications on the Admin SDK (domain/notifications): what a match tells its members after any
 * change to it and as the due jobs find reminders due, a conversation's coalesced notification
 * after each message, what a mixer tells its students after a change to their RSVP (a spot that
 * opened, a circle, a cancellation) and as the due jobs find its reminder due, a reporter's "your
 * report was reviewed" after the review (or after their quiet hours), and a same-day rescue's offer
 * (shown, then withdrawn once no longer open); sent with Web Push to every device of each student
 * (WebPushNotifier).
 */
export function notificationSystem(context: PushContext) {
  const devices = new AdminPushSubscriptions(context.firestore);
  const notifier = new WebPushNotifier(devices, context.vapid, ({ uid, deviceId, error }) =>
    logger.warn("A push could not be delivered", { uid, deviceId, error: String(error) }),
  );
  const ports = { ...systemPorts(context), notifier };
  return {
    match: new NotifyMatch({ ...ports, matches: new AdminMatchLedger(context.firestore) }),
    message: new NotifyNewMessage({ ...ports, conversations: new AdminChatActivity(context.firestore) }),
    mixers: new NotifyMixer({ ...ports, mixers: new AdminMixerLedger(context.firestore) }),
    reviews: new NotifyReviewOutcome({ ...ports, reviewOutcomes: new AdminReportLedger(context.firestore) }),
    rescue: new NotifyRescueOffers({ ...ports, rescue: new AdminRescueLedger(context.firestore) }),
  };
}

/**
 * Whether a write to a match (or an RSVP) may bring its members a notification: a new one, or a
 * change to anything but the record of the notifications sent and the due index (NotifyMatch's or
 * NotifyMixer's own write, which would only run it again for nothing). A write that drops the due
 * index (a match written whole again) runs it, which writes the index again.
 */
export function mayNotify(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (after === undefined) return false;
  if (before === undefined) return true;
  if (before[NEXT_PUSH_AT_FIELD] !== undefined && after[NEXT_PUSH_AT_FIELD] === undefined) return true;
  const { notices: _before, [NEXT_PUSH_AT_FIELD]: _indexBefore, ...restBefore } = before;
  const { notices: _after, [NEXT_PUSH_AT_FIELD]: _indexAfter, ...restAfter } = after;
  return !isDeepStrictEqual(restBefore, restAfter);
}
