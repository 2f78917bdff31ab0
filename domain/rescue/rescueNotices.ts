import { timeInEmail } from "../meetups/meetupEmails";
import type { NotificationKind } from "../notifications/notificationKinds";
import type { PushNotice } from "../notifications/PushNotice";
import { MINUTE_MS } from "../shared/time";
import type { RescueOffer } from "./RescueOffer";
import { RESCUE_OFFER_OPEN_FOR_MS } from "./rescueRules";

/**
 * A rescue offer's notification falls under "seats" (a seat or a place that opened): it offers a
 * place to eat that is open for minutes, as a freed seat at a table is, rather than news of the
 * partner (who is told of under "partner" on the match itself, at the same moment).
 */
export const RESCUE_NOTIFICATION_KIND: NotificationKind = "seats";

/** The screen where an offer is accepted: the dashboard's Free today? card. */
export const RESCUE_LINK = "/dashboard";

/** The tag of an offer's notification: withdrawn once the offer is no longer open. */
export const rescueTag = (offerId: string): string => `rescue:${offerId}`;

/** Who is asked, so told: the candidate; both, when two left alone may eat together; for a seat at a table, the one left alone. */
export const askedOf = (offer: RescueOffer): string[] =>
  offer.candidateKind === "alone" ? [offer.strandedUid, offer.candidateUid] : [offer.candidateUid];

const minutesOpen = RESCUE_OFFER_OPEN_FOR_MS / MINUTE_MS;

/** What the phone shows `uid` of an offer. */
export function rescueNotice(offer: RescueOffer, uid: string, timeZone: string | null): PushNotice {
  const when = timeInEmail(offer.slot, timeZone);
  const text =
    offer.candidateKind === "table"
      ? {
          title: "A seat at a table is free",
          body: `${offer.place.name}, ${when}. Join within ${minutesOpen} minutes.`,
        }
      : offer.candidateKind === "alone" && uid === offer.strandedUid
        ? {
            title: "Another student is alone too",
            body: `At ${offer.place.name}, ${when}. Eat together? Join within ${minutesOpen} minutes.`,
          }
        : {
            title: "Someone is eating alone",
            body: `At ${offer.place.name}, ${when}. Join them within ${minutesOpen} minutes.`,
          };
  return { kind: RESCUE_NOTIFICATION_KIND, ...text, link: RESCUE_LINK, tag: rescueTag(offer.id), alert: true };
}
