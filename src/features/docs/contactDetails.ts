/** The addresses people can write to, and ready-made mailto links for the long-form copy. */
import type { InlineLink } from "./documentTypes";

/** General help: accounts, matching, bugs, privacy requests. */
export const SUPPORT_EMAIL: string = "support@strangers.app";

/** Safety reports, read by the trust and safety team. */
export const SAFETY_EMAIL: string = "safety@strangers.app";

export const supportEmailLink: InlineLink = {
  text: SUPPORT_EMAIL,
  href: `mailto:${SUPPORT_EMAIL}`,
};

export const safetyEmailLink: InlineLink = {
  text: SAFETY_EMAIL,
  href: `mailto:${SAFETY_EMAIL}`,
};
