/** The contact support page shown at /contact. */

import { REPORT_AFTER_MEAL_FOR_MS } from "../../../domain/meetups/meetupRules";
import { REPORT_REVIEW_MAX_HOURS, REPORT_REVIEW_MIN_HOURS } from "../../../domain/shared/policyPromises";
import { DAY_MS } from "../../../domain/shared/time";
import { safetyEmailLink, supportEmailLink } from "./contactDetails";
import type { LongDocument } from "./documentTypes";

export const contactSupport: LongDocument = {
  title: "Contact Support",
  description:
    "Get help with Strangers: in-app help, our support email, how to report a safety concern, and what to do in an emergency.",
  lastUpdated: "2026-11-27",
  intro: [
    {
      kind: "paragraph",
      text: "Stuck on sign-up, wondering about a match, or need to tell us about a meal that didn't go well? We're a small team and we read every message. Here's the quickest way to reach us.",
    },
    {
      kind: "paragraph",
      text: "If you or anyone else is in immediate danger, call local emergency services (911 in the US) first.",
    },
  ],
  sections: [
    {
      id: "in-app-help",
      heading: "In-app help",
      blocks: [
        {
          kind: "paragraph",
          text: "If you're signed in, the app itself is the fastest route for the most common needs:",
        },
        {
          kind: "list",
          items: [
            [
              "someone you were matched with made you feel unsafe: Report or block, on your match card or under ",
              { text: "Your meals", href: "/meals" },
              ` for ${REPORT_AFTER_MEAL_FOR_MS / DAY_MS} days after the meal;`,
            ],
            ["you need a break from meals: Pause matching, on your ", { text: "dashboard", href: "/dashboard" }, ";"],
            [
              "your data or your account: Download my data and Delete account, on your ",
              { text: "profile", href: "/profile" },
              ".",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "For anything else, email us from the school address you signed up with, so we know which account you're writing about.",
        },
        {
          kind: "paragraph",
          text: [
            "A lot of questions are answered in our ",
            { text: "Safety & Meet-Up Guidelines", href: "/safety" },
            ", ",
            { text: "Terms of Service", href: "/terms-of-service" },
            " and ",
            { text: "Privacy Policy", href: "/privacy-policy" },
            ".",
          ],
        },
      ],
    },
    {
      id: "email",
      heading: "Email",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Can't sign in, or prefer email? Write to ",
            supportEmailLink,
            ". We aim to reply within 1–2 business days.",
          ],
        },
        { kind: "paragraph", text: "To help us sort things out quickly, please include:" },
        {
          kind: "list",
          items: [
            "the school email address you signed up with;",
            "what you were trying to do and what happened instead;",
            "the device and browser you were using, and a screenshot if you have one.",
          ],
        },
        {
          kind: "paragraph",
          text: "We will never ask for your password. If someone claiming to be Strangers does, don't reply, and let us know.",
        },
      ],
    },
    {
      id: "safety-reports",
      heading: "Safety reports",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "If someone made you feel unsafe, behaved inappropriately or broke our community guidelines, report it in the app or email ",
            safetyEmailLink,
            ". Tell us who was involved, when and where you met, and what happened.",
          ],
        },
        {
          kind: "paragraph",
          text: `Safety reports are reviewed within ${REPORT_REVIEW_MIN_HOURS}–${REPORT_REVIEW_MAX_HOURS} hours by our trust and safety team, and we'll follow up with you about what happens next.`,
        },
      ],
    },
    {
      id: "emergencies",
      heading: "Emergencies",
      blocks: [
        {
          kind: "paragraph",
          text: "If you or anyone else is in immediate danger, call local emergency services (911 in the US) right away. If you're on campus, your campus police or security can help too.",
        },
        {
          kind: "paragraph",
          text: "Strangers is not an emergency service. We can't send help, and our inboxes aren't watched around the clock. Once you're safe, please tell us what happened so we can act on the account involved.",
        },
      ],
    },
  ],
};
