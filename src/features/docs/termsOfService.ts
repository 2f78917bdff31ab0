/** The terms of service shown at /terms-of-service. */

import { MINIMUM_AGE_YEARS } from "../../../domain/account/schoolEmail";
import {
  REPORT_REVIEW_MAX_HOURS,
  REPORT_REVIEW_MIN_HOURS,
  SUSPENSION_MAX_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
} from "../../../domain/shared/policyPromises";
import { safetyEmailLink, supportEmailLink } from "./contactDetails";
import type { LongDocument } from "./documentTypes";

export const termsOfService: LongDocument = {
  title: "Terms of Service",
  description:
    "The rules for using Strangers: who can join, how matching and meetups work, what we expect from members and what you can expect from us.",
  lastUpdated: "2026-11-27",
  intro: [
    {
      kind: "paragraph",
      text: "Strangers matches people from the same school (students, professors, alumni and affiliated staff) so they can share a meal in person. These terms are the agreement between you and Strangers. We've tried to keep them readable, but please read them in full: they include important limits on our responsibility.",
    },
    {
      kind: "paragraph",
      text: [
        "Our ",
        { text: "Privacy Policy", href: "/privacy-policy" },
        " explains how we handle your information, and our ",
        { text: "Safety & Meet-Up Guidelines", href: "/safety" },
        " explain how to meet safely. Both are part of these terms.",
      ],
    },
  ],
  sections: [
    {
      id: "accepting-these-terms",
      heading: "Accepting these terms",
      blocks: [
        {
          kind: "paragraph",
          text: 'By creating an account or using the Strangers website or app (together, "Strangers"), you agree to these terms. If you don\'t agree, please don\'t use Strangers. "We", "us" and "our" mean Strangers; "you" means you, the person using it.',
        },
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use Strangers",
      blocks: [
        { kind: "paragraph", text: "To use Strangers, you must:" },
        {
          kind: "list",
          items: [
            `be at least ${MINIMUM_AGE_YEARS} years old;`,
            "sign up with a school-issued email address (typically ending in .edu) that belongs to you;",
            "be a student, professor, alum or affiliated staff member of that school;",
            "not have been removed from Strangers before, unless we've told you in writing that you may come back.",
          ],
        },
        {
          kind: "paragraph",
          text: "If we find that an account doesn't meet these requirements, we may suspend or delete it.",
        },
      ],
    },
    {
      id: "your-account",
      heading: "Your account",
      blocks: [
        {
          kind: "list",
          items: [
            "Keep your profile accurate and up to date. Your name, class level, major and university should be your own.",
            "One person, one account. Don't share your account or create one for someone else.",
            "Keep your password secure and don't reuse it from other sites. You're responsible for what happens on your account.",
            "Verify your email address before using Strangers, and tell us right away if you think someone else has access to your account.",
            "You can stop using Strangers and delete your account at any time, with Delete account on your profile page.",
          ],
        },
      ],
    },
    {
      id: "how-matching-works",
      heading: "How matching works",
      blocks: [
        {
          kind: "paragraph",
          text: "Matching is opt-in. You tell us when you're free and what you like, and we suggest someone new from your school based on compatible meal times and preferences.",
        },
        {
          kind: "paragraph",
          text: "A meetup only goes ahead once it's confirmed. Nobody is signed up for a meal they didn't agree to, and you're never obliged to accept a match.",
        },
        {
          kind: "paragraph",
          text: "We do our best to find you good matches, but we can't promise that you'll be matched at any particular time, or that you and your match will get along.",
        },
      ],
    },
    {
      id: "meetups-and-your-safety",
      heading: "Meetups and your safety",
      blocks: [
        {
          kind: "paragraph",
          text: "Meetups happen in the real world, between you and your match. We check that members sign up with a school-issued email address, but we can't verify everything about everyone, and we don't vouch for any member's identity, intentions or behavior.",
        },
        {
          kind: "paragraph",
          text: [
            "You are responsible for your own safety and conduct at a meetup. Meet in public places, make your own way there and back, and follow our ",
            { text: "Safety & Meet-Up Guidelines", href: "/safety" },
            ". If you are ever in immediate danger, call local emergency services (911 in the US) first.",
          ],
        },
      ],
    },
    {
      id: "community-guidelines",
      heading: "Community guidelines",
      blocks: [
        {
          kind: "paragraph",
          text: "Strangers works because people show up for each other. We ask every member to:",
        },
        {
          kind: "list",
          items: [
            "be respectful and kind, including when a meal isn't a perfect fit;",
            "be honest about who you are;",
            "show up when you've confirmed, and let your match know early if plans change;",
            "respect boundaries: Strangers is for friendship and community, and a no is a no;",
            "welcome people of every background, identity, belief and ability;",
            "respect other people's privacy, including what they tell you over a meal.",
          ],
        },
      ],
    },
    {
      id: "prohibited-conduct",
      heading: "Prohibited conduct",
      blocks: [
        { kind: "paragraph", text: "When using Strangers or meeting someone through it, you must not:" },
        {
          kind: "list",
          items: [
            "harass, threaten, stalk, intimidate or hurt anyone;",
            "discriminate against anyone or use hate speech;",
            "make unwanted sexual advances, or send sexual or violent content;",
            "pretend to be someone else, or misrepresent your age, school or role;",
            "ask other members for money, sell to them, promote a business or recruit them into anything;",
            "share another member's personal information, messages or photos without their permission;",
            "bring weapons to a meetup, or pressure anyone to drink alcohol or use drugs;",
            "use Strangers if you are under 18, or help anyone under 18 to use it;",
            "scrape, copy or collect data from Strangers, or use bots or automated tools on it;",
            "try to get around a suspension, interfere with how Strangers works, or access accounts or systems that aren't yours;",
            "break any law.",
          ],
        },
      ],
    },
    {
      id: "reports-and-enforcement",
      heading: "Reports and enforcement",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "If someone breaks these terms or makes you feel unsafe, report it in the app or email ",
            safetyEmailLink,
            `. Reports are reviewed within ${REPORT_REVIEW_MIN_HOURS}–${REPORT_REVIEW_MAX_HOURS} hours by our trust and safety team.`,
          ],
        },
        {
          kind: "paragraph",
          text: `Depending on what happened, we may dismiss a report, warn a member by email, suspend their account for up to ${SUSPENSION_MAX_DAYS} days, or delete it. A suspended member can still log in and sees why and until when, but cannot sign up for meals or be matched until then; their meals still ahead are called off. Every decision is recorded with its reason. Where someone may be at risk, we may also contact the relevant authorities. We may act without notice when we believe it's needed to keep people safe.`,
        },
        {
          kind: "paragraph",
          text: [
            "If you think we got a decision about your account wrong, email ",
            supportEmailLink,
            " and we'll take another look.",
          ],
        },
      ],
    },
    {
      id: "no-shows",
      heading: "No-shows",
      blocks: [
        {
          kind: "paragraph",
          text: "When you confirm a meetup, someone is counting on you. If you don't turn up and didn't let your match know in advance, we record it as a no-show.",
        },
        {
          kind: "paragraph",
          text: "Life happens, and one missed meal won't get you removed. Repeated no-shows, though, may mean fewer matches, a temporary pause on matching, or suspension of your account.",
        },
      ],
    },
    {
      id: "your-content-and-license",
      heading: "Your content and license",
      blocks: [
        {
          kind: "paragraph",
          text: "You own what you put on Strangers, such as your bio, your interests and your messages. You're responsible for it, and it must follow these terms.",
        },
        {
          kind: "paragraph",
          text: "So that we can run the service, you give us a worldwide, non-exclusive, royalty-free license to host, store, copy, display and transmit that content, only as needed to operate, improve and keep Strangers safe. This license ends when you delete the content or your account, except for copies we must keep as our Privacy Policy describes.",
        },
        {
          kind: "paragraph",
          text: "Strangers itself, including our name, logo, design and software, belongs to us. You may use it only as these terms allow.",
        },
      ],
    },
    {
      id: "payments-and-subscriptions",
      heading: "Payments and subscriptions",
      blocks: [
        {
          kind: "paragraph",
          text: "We may offer paid features or subscriptions in the future. If we do, we'll show you the price and the terms that apply before you pay, including how billing, renewal, cancellation and refunds work. Those terms will form part of this agreement, and we'll never charge you without your agreement.",
        },
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      blocks: [
        {
          kind: "paragraph",
          text: "Strangers relies on services run by other companies, such as our sign-in and database provider (which also carries your messages), a mapping service that turns your location into a city name and, if you install Strangers from an app store, that store. Their own terms may also apply to you.",
        },
        {
          kind: "paragraph",
          text: "Restaurants, cafés and dining halls where you meet, including our restaurant partners, are independent businesses. We aren't responsible for their food, service, prices or premises. If you have allergies or dietary needs, check with them directly.",
        },
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      blocks: [
        {
          kind: "paragraph",
          text: 'Strangers is provided "as is" and "as available". To the fullest extent the law allows, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
        },
        {
          kind: "paragraph",
          text: "We don't guarantee that Strangers will always be available or error-free, that you'll be matched, or how any member will behave online or in person. We are not responsible for the conduct of any member, on or off Strangers.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "paragraph",
          text: "To the fullest extent the law allows, Strangers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of Strangers or from your interactions with other members, including at meetups.",
        },
        {
          kind: "paragraph",
          text: "To the same extent, our total liability for any claim relating to Strangers is limited to the greater of the amount you paid us in the 12 months before the claim arose and US$100.",
        },
        {
          kind: "paragraph",
          text: "Some places don't allow these limits, so they may not all apply to you. Nothing in these terms limits liability that cannot be limited by law.",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text: `We may update these terms as Strangers grows. When we do, we'll notify you at least ${TERMS_CHANGE_NOTICE_DAYS} days before the changes take effect, by email to your school address or in the app, and we'll update the "last updated" date above.`,
        },
        {
          kind: "paragraph",
          text: "If you keep using Strangers after the changes take effect, you accept the new terms. If you don't agree with them, you can delete your account before then.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Questions about these terms? Email ",
            supportEmailLink,
            ". To report a safety concern, write to ",
            safetyEmailLink,
            ", and if anyone is in immediate danger, call local emergency services (911 in the US) first.",
          ],
        },
      ],
    },
  ],
};
