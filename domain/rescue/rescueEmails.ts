import type { Match } from "../meetups/Match";
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

/** To the one left alone, for an open seat at a group dinner's table there: join it within the offer's minutes. */
export function tableSeatOfferedEmail(to: string, offer: RescueOffer, timeZone: string | null): OutgoingEmail {
  return {
    to,
    subject: "A seat at a table is free: join it?",
    text:
      `Your match could not come. A group dinner's table at ${offer.place.name} (${offer.place.meetingPoint}) ` +
      `for ${timeInEmail(offer.slot, timeZone)} has a free seat.\n\n` +
      `Take it within ${minutesOpen} minutes: open your dashboard and tap "Join".`,
    link: "/dashboard",
    about: [],
  };
}

/** To the one left alone who took a seat at a table: they are at it, confirmed. */
export function tableSeatTakenEmail(to: string, table: Match, timeZone: string | null): OutgoingEmail {
  const place = table.place === null ? "" : ` at ${table.place.name} (${table.place.meetingPoint})`;
  return {
    to,
    subject: "You have a seat at a table today",
    text:
      `You're at a group dinner's table${place} for ${timeInEmail(table.slot, timeZone)}, confirmed. ` +
      `Who's at the table and how to find them are in the app.`,
    link: "/dashboard",
    about: table.memberIds,
  };
}
