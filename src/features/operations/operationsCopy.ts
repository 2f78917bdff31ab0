import type { OperationsFailure } from "../../../domain/operations/operationsErrors";

/** The operators' console's words (/ops): for the people who run the product, plain and precise. */
export const operationsCopy = {
  title: "Operations",
  description: "The operators' console: the team, the schools and their places, the schedule.",
  heading: "Operations",
  sectionsNavigation: "The console's sections",
  checking: "Checking your access…",
  signInHeading: "Sign in to the console",
  signInText: "For operators. Use a browser of its own: signing in here signs out a student.",
  email: "Email",
  password: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  signIn: "Sign in",
  signingIn: "Signing in…",
  signOut: "Sign out",
  notAnOperator: (email: string) =>
    `${email} is signed in without the operator role. Another operator grants it in this console's Team section.`,
  signedInAs: (email: string) => `Signed in as ${email}`,
  loading: "Loading…",
  retry: "Try again",
} as const;

/** Every failure of the console, in words. */
export const operationsFailureMessages: Record<OperationsFailure, string> = {
  "not-an-operator": "This account doesn't have the operator role.",
  "signed-out": "You're signed out. Sign in again.",
  "wrong-credentials": "Incorrect email or password",
  "too-many-attempts": "Too many attempts. Please wait a few minutes and try again.",
  invalid: "Something in the form needs fixing: see the fields marked.",
  "no-account": "No account has this address. The person signs up first, then you grant the role.",
  "own-role": "You can't take back your own operator role: another operator does that.",
  "has-operators": "The project has an operator already: they grant the role here.",
  "not-found": "It isn't there any more. The page now shows what is.",
  unreachable: "Couldn't reach the server. Check your connection and try again.",
  "timed-out": "The server is taking too long to answer. Try again.",
  unexpected: "Something went wrong. Try again.",
};
