import { MINIMUM_AGE_YEARS } from "../../../domain/account/schoolEmail";
import { BRAND_NAME } from "../../shared/copy/brand";

/** The box sign-up asks to tick beside the two agreements (and log-in, for an account without a profile yet). */
const CONFIRM_ADULT = `I am ${MINIMUM_AGE_YEARS} or older`;

export const fieldCopy = {
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  showConfirmPassword: "Show confirm password",
  hideConfirmPassword: "Hide confirm password",
} as const;

export const logInCopy = {
  title: "Log in",
  description: "Log in to Strangers to see your next meal time.",
  headline: "Log in to get matched",
  cardTitle: `Welcome to ${BRAND_NAME}`,
  submit: "Log in",
  busy: "Logging in…",
  toSignUp: "Don't have an account? Sign up",
  /** Under "verify your email first": the way to a new link. */
  resendHint: "No email? Check your spam folder, or send it again.",
  confirmAdult: CONFIRM_ADULT,
  /** After the account was deleted from the profile page (the session has ended). */
  accountDeleted: "Your account has been deleted. Thank you for sharing meals with us.",
} as const;

export const signUpCopy = {
  title: "Sign up",
  description: "Sign up to Strangers with your school email and get matched for a meal.",
  headline: "Sign up to get matched",
  cardTitle: "Hey Stranger!",
  cardSubtitle: "Let's get you onboard",
  agreePrefix: "I agree to the ",
  termsOfService: "Terms of Service",
  privacyPolicy: "Privacy Policy",
  confirmAdult: CONFIRM_ADULT,
  submit: "Sign up",
  busy: "Signing up…",
  emailSent: "Email sent! Check your inbox to verify.",
  emailSentTo: (email: string) => `Email sent to ${email}! Check your inbox to verify.`,
  localMailboxBefore: "This is the local backend: no email leaves your computer. Open the ",
  localMailboxLink: "local mailbox (/dev/mailbox)",
  localMailboxAfter: " in a new tab and click Verify email; this page moves on by itself.",
  restart: "Trouble? Restart sign up",
  toLogIn: "Already Have An Account? Log in",
  /** After "Email already in use" (a restarted sign-up, or an earlier one): the way that works. */
  alreadySignedUp: "Signed up with this address before?",
  logInToResend: "Log in to get a new verification email",
} as const;

export const resendCopy = {
  resend: "Resend email",
  /** The button while the next resend has to wait: its name still says what it does. */
  resendIn: (seconds: number) => `Resend email in ${seconds} s`,
  sending: "Sending…",
  sent: (email: string) => `We sent a new link to ${email}.`,
} as const;
