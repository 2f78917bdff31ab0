import { timeInEmail } from "../meetups/meetupEmails";
import type { OutgoingEmail } from "../shared/ports/Mailer";
import { MINUTE_MS } from "../shared/time";
import type { RescueOffer } from "./RescueOffer";
import { RESCUE_OFFER_OPEN_FOR_MS } from "./rescueRules";

const minutesOpen = RESCUE_OFFER_OPEN_FOR_MS / MINUTE_MS;

/** To the candidate: someone is alone at a meal today; join within the offer's minutes. */
export function rescueOfferedEmail(to: string, offer: RescueOffer, timeZone: string | null): OutgoingEmail {
  return {
    to,
    subject: "Someone is eating alone today: join them?",
    text:
      `A student at your school is at ${offer.place.name} (${offer.place.meetingPoint}) for ` +
      `${timeInEmail(offer.slot, timeZone)}, and their match could not come.\n\n` +
      `Join them within ${minutesOpen} minutes: open your dashboard and tap "Join".`,
    link: "/dashboard",
    about: [offer.strandedUid],
  };
}

/** To the one left alone: we are looking for someone to join them. */
export function rescueUnderWayEmail(to: string, offer: RescueOffer, timeZone: string | null): OutgoingEmail {
  return {
    to,
    subject: "We're finding someone to eat with you",
    text:
      `Your match for ${timeInEmail(offer.slot, timeZone)} could not come. Stay at ${offer.place.name}: ` +
      `we have asked another student to join you. Your dashboard shows it as soon as they do.`,
    link: "/dashboard",
    about: [offer.candidateUid],
  };
}
