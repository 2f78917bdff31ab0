import { RUNNING_LATE_MINUTES } from "../../../domain/meetups/meetupRules";

/** The words of the screens for finding each other on the day: the colour screen and "I'm here". */
export const meetCopy = {
  meetScreenTitle: "Find your match",
  meetInstructions: (place: string) => `Hold up your phone at ${place}. Look for the same colour.`,
  codeWord: (word: string) => `Code word: ${word}`,
  imHere: "I'm here",
  runningLate: `Running ${RUNNING_LATE_MINUTES} minutes late`,
  youSaidHere: "You told them you're here.",
  youSaidLate: `You told them you're ${RUNNING_LATE_MINUTES} minutes late.`,
  partnerHere: (name: string) => `${name} is here.`,
  partnerLate: (name: string) => `${name} is running ${RUNNING_LATE_MINUTES} minutes late.`,
  partnerNotYet: (name: string) => `${name} hasn't arrived yet.`,
  closeMeetScreen: "Close",
  screenStaysOn: "Your screen stays on while this is open.",
} as const;
