import type { LogInFailure, SignUpFailure } from "../../../domain/account/accountErrors";
import { PASSWORD_MIN_LENGTH } from "../../../domain/account/accountRules";
import type { LogInFormProblem } from "../../../domain/account/LogInForm";
import type { ResendFailure } from "../../../domain/account/ResendVerificationError";
import type { SubmitProblem } from "../../../domain/account/SignUpForm";
import { MINIMUM_AGE_YEARS, SCHOOL_EMAIL_SUFFIX } from "../../../domain/account/schoolEmail";

/**
 * Every message a failure shows (spec §5 and §8), in one place. The spec lumps
 * all login failures into one message and all sign-up failures into another;
 * we keep those for the cases they describe and tell the truth about the rest.
 */

const CONNECTION_PROBLEM = "We can't reach Strangers right now. Check your connection and try again.";
const TOO_SLOW = "Strangers is taking too long to answer. Check your connection and try again.";
const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";
const SOMETHING_WENT_WRONG = "Something went wrong on our side. Please try again.";
const STORAGE_BLOCKED =
  "This browser is blocking the storage Strangers needs to keep your account on this device (private browsing can do this). Try a regular window or another browser.";
const STORAGE_HELD_BY_OLD_TAB =
  "Strangers is open in another tab with an older version. Close the other tabs of Strangers, then try again.";
const STORAGE_UPGRADED = "Strangers was updated in another tab. Reload this page, then try again.";

/** What both forms can meet: the network, a time-out, the provider's rate limit, this browser's storage. */
const commonFailureMessages = {
  "too-many-attempts": TOO_MANY_ATTEMPTS,
  unreachable: CONNECTION_PROBLEM,
  "timed-out": TOO_SLOW,
  "storage-unavailable": STORAGE_BLOCKED,
  "storage-blocked": STORAGE_HELD_BY_OLD_TAB,
  "storage-outdated": STORAGE_UPGRADED,
  unexpected: SOMETHING_WENT_WRONG,
} as const;

export const signUpProblemMessages: Record<SubmitProblem, string> = {
  "email-missing": "Please enter your email address",
  "email-not-school": `Please use your ${SCHOOL_EMAIL_SUFFIX} address`,
  "email-malformed": "Please enter a valid email address",
  "password-missing": "Please enter a password",
  "password-too-short": `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  "confirmation-missing": "Please confirm your password",
  "passwords-differ": "Passwords do not match",
  "terms-not-accepted": "Please agree to the Terms of Service",
  "privacy-not-accepted": "Please agree to the Privacy Policy",
  "age-not-confirmed": `Please confirm that you are ${MINIMUM_AGE_YEARS} or older`,
};

export const logInProblemMessages: Record<LogInFormProblem, string> = {
  "email-missing": signUpProblemMessages["email-missing"],
  "email-malformed": signUpProblemMessages["email-malformed"],
  "password-missing": "Please enter your password",
};

export const logInFailureMessages: Record<LogInFailure, string> = {
  "invalid-credentials": "Incorrect email or password",
  "email-not-verified": "Please verify your email first: open the link we sent to your inbox, then log in.",
  "account-disabled":
    "This account has been disabled. If you think that's a mistake, write to us from the Contact page.",
  "age-not-confirmed": `One last thing before your first visit: please confirm that you are ${MINIMUM_AGE_YEARS} or older, then log in.`,
  ...commonFailureMessages,
};

export const signUpFailureMessages: Record<SignUpFailure, string> = {
  "email-in-use": "Email already in use",
  "email-not-school": signUpProblemMessages["email-not-school"],
  "email-invalid": "That doesn't look like an email address. Check it and try again.",
  "weak-password": "That password is too easy to guess. Please choose a longer, less common one.",
  "age-not-confirmed": `Please confirm that you are ${MINIMUM_AGE_YEARS} or older`,
  ...commonFailureMessages,
};

/** Why "Resend email" sent nothing. */
export const resendFailureMessages: Record<ResendFailure, string> = {
  "too-soon": "We sent one a moment ago: wait a little before asking again.",
  "invalid-credentials": "Incorrect email or password",
  "already-verified": "Your email is verified already: log in.",
  unreachable: CONNECTION_PROBLEM,
  "storage-unavailable": STORAGE_BLOCKED,
  unexpected: SOMETHING_WENT_WRONG,
};
