import type { AccountActionFailure } from "../../../domain/account/accountActionErrors";
import { DATA_EXPORT_MIN_INTERVAL_MINUTES } from "../../../domain/privacy/privacyRules";
import type { ProfileField, ProfileProblem } from "../../../domain/profile/ProfileEdit";
import {
  BIO_MAX_LENGTH,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  NAME_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from "../../../domain/profile/profileRules";

export const profileCopy = {
  title: "Your profile",
  description: "Tell us when you can eat and what you like, so we can match you.",
  heading: "Your profile",
  intro: "Tell us a little about yourself, when you're free and what you like to eat. Matches start here.",
  aboutYou: "About you",
  firstName: "First name",
  lastName: "Last name",
  university: "University",
  universityHint: "We guessed from your school email. Change it if it's wrong.",
  classLevel: "Class level",
  chooseClassLevel: "Choose…",
  major: "Major",
  bio: "Bio",
  bioCount: (length: number) => `${length}/${BIO_MAX_LENGTH}`,
  bioCountForScreenReaders: (left: number) => `${left} characters left`,
  leaveUnsaved: "You have unsaved changes to your profile. Leave without saving them?",
  hasMealPlan: "I have a meal plan",
  mealPreferences: "Meals",
  preferredMealTimes: "When can you eat?",
  preferredMealTimesHint: "Pick every time that works. We match you on these.",
  loadingMealTimes: "Loading meal times…",
  noMealTimes: "No meal times are scheduled yet.",
  interests: "Interests",
  interestsCount: (count: number) => `${count}/${INTERESTS_MAX} chosen`,
  addInterest: "Add your own",
  addInterestButton: "Add",
  newInterestLength: (length: number) => `${length}/${INTEREST_MAX_LENGTH}`,
  newInterestTooLong: `Keep each interest short (${INTEREST_MAX_LENGTH} characters at most)`,
  dietary: "Dietary needs (optional)",
  save: "Save profile",
  saving: "Saving…",
  saved: "Profile saved.",
  loadingProfile: "Loading your profile…",
  draftKept: "We kept the changes you hadn't saved. Save profile to keep them.",
  discardDraft: "Discard changes",
} as const;

export const dietaryLabels: Record<string, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  halal: "Halal",
  kosher: "Kosher",
  "gluten-free": "Gluten-free",
  "nut allergy": "Nut allergy",
  other: "Other",
};

const FIELD_NAMES: Record<ProfileField, string> = {
  first_name: "your first name",
  last_name: "your last name",
  university: "your university",
  class_level: "your class level",
  major: "your major",
  bio: "your bio",
  has_meal_plan: "your meal plan",
  interests: "your interests",
  preferred_meal_times: "your meal times",
  dietary: "your dietary needs",
};

const MAX_LENGTH: Partial<Record<ProfileField, number>> = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  bio: BIO_MAX_LENGTH,
};

/** The message shown next to a field for each problem the domain reports. */
export function profileProblemMessage(field: ProfileField | "form", problem: ProfileProblem): string {
  if (field === "form" || problem === "unknown-field" || problem === "wrong-type") {
    return "Part of the form could not be read. Reload the page and try again.";
  }
  switch (problem) {
    case "required":
      return `Please enter ${FIELD_NAMES[field]}`;
    case "too-long":
      return field === "interests"
        ? profileCopy.newInterestTooLong
        : `Keep ${FIELD_NAMES[field]} to ${MAX_LENGTH[field] ?? TEXT_FIELD_MAX_LENGTH} characters`;
    case "too-many":
      return `Choose up to ${INTERESTS_MAX} interests`;
    case "not-an-option":
      return "Choose one of the options shown";
  }
}

export const saveFailureMessages = {
  unreachable:
    "We couldn't reach Strangers to save your profile. Your changes are still here: check your connection and try again.",
  "timed-out":
    "Saving is taking too long, so we stopped waiting. Your changes are still here: check your connection and try again.",
  unexpected: "We couldn't save your profile. Your changes are still here; please try again.",
  "signed-out": "Your session has ended. Log in again to save your profile.",
} as const;

/** When the profile could not be read afresh as the page opened, the form starts from this device's copy. */
export const loadFailureMessages = {
  unreachable:
    "We couldn't reach Strangers to load your latest profile, so this is the copy on this device. Saving will replace what's stored.",
  "timed-out":
    "Loading your latest profile took too long, so this is the copy on this device. Saving will replace what's stored.",
  unexpected:
    "We couldn't load your latest profile, so this is the copy on this device. Saving will replace what's stored.",
  "signed-out": "Your session has ended. Log in again to edit your profile.",
} as const;

/** "Your data": the download and the deletion (issue 25), in the privacy policy's terms. */
export const yourDataCopy = {
  heading: "Your account and data",
  intro: "Everything we keep about you is yours: take a copy of it, or delete your account.",
  download: "Download my data",
  downloading: "Preparing your data…",
  downloadHint:
    "One JSON file with your account, profile, meal days, matches (the others as the app showed them to you), reports and blocks you filed, and the emails we sent you.",
  downloaded: (fileName: string) => `Your data is in ${fileName}.`,
  deleteAccount: "Delete account",
  deleteHint: "Your sign-in and your personal details go for good.",
} as const;

export const deleteAccountCopy = {
  title: "Delete your account?",
  whatHappens: "What happens:",
  consequences: (keptDays: number) => [
    "You can no longer log in, and your profile, meal days, matches' details, emails and the blocks you made are deleted.",
    "Meals still ahead are called off without penalty, and the people you were to meet are told, as for any cancellation.",
    "In the others' history of past meals, you appear only as “a former member”.",
    `Reports you filed, or that others filed about you, are kept for ${keptDays} days with the reason, for our trust and safety team and for legal claims, then deleted.`,
    "This can't be undone. Download your data first if you want a copy.",
  ],
  password: "Your password",
  passwordHint: "Type your password again to confirm it's you.",
  showPassword: "Show password",
  hidePassword: "Hide password",
  confirm: "Delete account",
  deleting: "Deleting…",
  cancel: "Cancel",
} as const;

/** Why a download or a deletion did not happen; what was typed stays. */
export const accountActionMessages: Record<AccountActionFailure, string> = {
  "wrong-password": "That password isn't right. Check it and try again.",
  "too-many-attempts": "Too many attempts. Please wait a few minutes and try again.",
  "sign-in-too-old": "For your safety, please type your password again and retry.",
  "signed-out": "Your session has ended. Log in again first.",
  "export-too-soon": `You downloaded your data a moment ago. You can download it once every ${DATA_EXPORT_MIN_INTERVAL_MINUTES} minutes: please try again in a few minutes.`,
  unreachable: "We can't reach Strangers right now. Check your connection and try again.",
  "timed-out": "Strangers is taking too long to answer. Check your connection and try again.",
  unexpected: "Something went wrong on our side. Please try again.",
};
