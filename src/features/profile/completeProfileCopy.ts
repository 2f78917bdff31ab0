/** The words of the dashboard's card that asks for what matching needs in the profile. */
export const completeProfileCopy = {
  prompt: "Complete your profile to get matched",
  link: "Complete your profile",
} as const;
