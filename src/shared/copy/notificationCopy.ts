import type { NotificationsFailure } from "../../../domain/notifications/notificationErrors";
import type { NotificationKind } from "../../../domain/notifications/notificationKinds";

/** The words of notifications on this device: the profile's section and the offer after a first opt-in or RSVP. */
export const notificationCopy = {
  heading: "Notifications",
  intro: "On this device, we tell you when something about your meal changes. Turn off what you don't need.",
  turnOn: "Turn on notifications",
  turningOn: "Turning on…",
  turnOff: "Turn off on this device",
  on: "Notifications are on on this device.",
  off: "Notifications are off on this device.",
  blocked: "Your browser blocks notifications from Strangers: allow them in its site settings, then try again.",
  iosHint:
    "On an iPhone or iPad, add Strangers to your home screen first (Share, then Add to Home Screen), and open it from there.",
  kindsLegend: "What we notify you about",
  quietHours: "Quiet hours",
  quietHoursHint: "Nothing sounds then. Reminders move to just before or after.",
  quietFrom: "From",
  quietTo: "To",
  save: "Save notification settings",
  saving: "Saving…",
  saved: "Notification settings saved.",
  loading: "Loading your notification settings…",
  offer: "Get a notification when you're matched?",
  offerHint: "Only what matters for your meals. You can change it any time in your profile.",
  notNow: "Not now",
} as const;

export const notificationKindLabels: Record<NotificationKind, { readonly label: string; readonly hint: string }> = {
  matched: { label: "Matched or seated", hint: "You're matched, your table, and on the day its names and place." },
  partner: { label: "Your match's answers", hint: "They confirmed, can't make it, or are here." },
  reminders: { label: "Reminders", hint: "Confirm in time, the evening before, an hour before, and find each other." },
  seats: { label: "Seats that open", hint: "A place from the waitlist: a meal, a table, a mixer." },
  mixers: { label: "Mixers", hint: "A mixer's reminder and your circle." },
  messages: { label: "New messages", hint: "Who wrote, never what." },
  reviews: { label: "Reviews", hint: "That a report you made was reviewed." },
};

export const notificationFailureMessages: Record<NotificationsFailure, string> = {
  unsupported: "This browser can't show notifications from Strangers.",
  denied: notificationCopy.blocked,
  "signed-out": "Your session has ended: log in again.",
  unreachable: "We couldn't reach Strangers. Check your connection and try again.",
  unexpected: "Something went wrong. Please try again.",
};
