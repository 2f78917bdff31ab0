export const mailboxCopy = {
  title: "Local mailbox",
  description: "Emails the offline backend would have sent.",
  heading: "Local mailbox",
  intro:
    "The local backend delivers no email. Every email it would have sent lands here instead, and never leaves this browser.",
  introEmulators:
    "The Firebase emulators deliver no email: here are the functions' emails (the mail collection) and the Auth emulator's verification emails.",
  empty: "No emails yet. Sign up to get one.",
  refresh: "Refresh",
  to: "To",
  subject: "Subject",
  sent: "Sent",
  verify: "Verify email",
  openInApp: "Open in the app",
  verifyingTitle: "Verifying your email",
  verifying: "Verifying…",
  verified: "Email verified",
  verifiedHeldHere:
    "Your sign-up tab moves on to your dashboard by itself, so you can close this one. Closed it? Continue to Strangers finishes your sign-up here.",
  verifiedLogIn: "This browser has no sign-up waiting for this address: log in with it and its password to continue.",
  continue: "Continue to Strangers",
  logIn: "Log in",
  invalid: "This verification link is not valid.",
  backToMailbox: "Back to the mailbox",
} as const;
