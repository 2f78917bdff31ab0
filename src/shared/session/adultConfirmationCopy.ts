import { MINIMUM_AGE_YEARS } from "../../../domain/account/schoolEmail";

/** The question asked once of a student whose profile was created before sign-up asked it. */
export const adultConfirmationCopy = {
  title: "One question before you go on",
  heading: "Are you 18 or older?",
  text: `Strangers is for people who are at least ${MINIMUM_AGE_YEARS} years old. We now ask everyone once; your answer is kept with your profile.`,
  checkbox: `I am ${MINIMUM_AGE_YEARS} or older`,
  submit: "Continue",
  saving: "Saving…",
  notYet: `Not ${MINIMUM_AGE_YEARS} yet? Then Strangers isn't for you for now: you can delete your account from your profile.`,
  toProfile: "Go to your profile",
  failed: "We couldn't save your answer. Check your connection and try again.",
} as const;
