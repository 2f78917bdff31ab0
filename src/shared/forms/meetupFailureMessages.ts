import type { MeetupFailure } from "../../../domain/meetups/meetupErrors";

/** Every failure of a meals action, in words. */
export const meetupFailureMessages: Record<MeetupFailure, string> = {
  "signed-out": "Your session has ended. Log in again.",
  "profile-incomplete": "Complete your profile first: your first name, class level and meal times.",
  "opt-in-closed": "Opt-in for this day has closed.",
  "no-slots": "Pick at least one time.",
  "not-a-slot": "That time isn't on this day's schedule any more. Please pick again.",
  snoozed: "Matching is paused. Resume it to join.",
  "paused-for-no-shows": "Matching is paused after missed meals. See the Safety Guidelines.",
  suspended: "Your account is suspended: you can't join meal days until the suspension ends.",
  "waitlist-closed": "You've cancelled late too often today, so the waitlist is closed to you until the next meal day.",
  "not-a-member": "That isn't one of your matches.",
  "match-not-found": "This match no longer exists.",
  "too-late": "It's too late for that now.",
  "not-yet": "That isn't possible yet.",
  invalid: "Something in that wasn't right. Please check and try again.",
  unreachable: "We can't reach Strangers right now. Check your connection and try again.",
  unexpected: "Something went wrong on our side. Please try again.",
};
