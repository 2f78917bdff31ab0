import type { SharingFailure } from "../../../domain/location/ShareApproximateLocation";
import type { Whereabouts } from "../../../domain/location/whereabouts";
import { namesList } from "../../../domain/shared/namesList";
import { locationFailureMessages } from "../../shared/location/locationFailureMessages";

const METRES_PER_KILOMETRE = 1_000;
const kilometres = new Intl.NumberFormat("en-US", { style: "unit", unit: "kilometer", maximumFractionDigits: 1 });

/** "650 m" under a kilometre, "2.7 km" from one on. */
export const distanceInWords = (metres: number): string =>
  metres < METRES_PER_KILOMETRE
    ? `${metres.toLocaleString("en-US")} m`
    : kilometres.format(metres / METRES_PER_KILOMETRE);

/** The words of the colour screen's approximate location (issue 24). */
export const approximateLocationCopy = {
  region: "Approximate location",
  share: "Share my approximate location",
  sharing: "Finding where you are…",
  stop: "Stop sharing",
  stopping: "Stopping…",
  explainer: (atTable: boolean) =>
    `Share roughly where you are (to about 100 m) with ${atTable ? "your table" : "your match"}, until 30 minutes after the start. They see a distance and a direction, never a map or your exact position.`,
  youShare:
    "You're sharing your approximate location. It's deleted when you stop, when you close this screen, and 30 minutes after the start.",
  whereabouts: (name: string, { metres, direction }: Whereabouts) =>
    metres === 0 ? `${name}: very close, within 25 m` : `${name}: about ${distanceInWords(metres)} away, ${direction}`,
  /** The others who share, while the student does not: one line for all of them. */
  theyShare: (names: readonly string[]) =>
    `${namesList(names)} ${names.length === 1 ? "is" : "are"} sharing their approximate location. Share yours to see how far away they are.`,
  theyDoNotShare: (names: readonly string[]) =>
    `${namesList(names)} ${names.length === 1 ? "isn't" : "aren't"} sharing their location.`,
  loadFailed: "Location sharing couldn't load. Everything else on this screen still works.",
  followFailed: (atTable: boolean) =>
    `We can't show ${atTable ? "your table's locations" : "your match's location"} right now.`,
  retry: "Try again",
} as const;

/** Why sharing failed, in words; the rest of the colour screen still works. */
export function sharingFailureMessage(failure: SharingFailure): string {
  switch (failure) {
    case "refused":
      return "Location sharing isn't open for this meal right now.";
    case "unreachable":
      return "We couldn't reach the server. Check your connection and try again.";
    case "unexpected":
      return "Something went wrong. Please try again.";
    default:
      return `${locationFailureMessages[failure].replace(/\.$/, "")}. Your location isn't shared; everything else on this screen still works.`;
  }
}
