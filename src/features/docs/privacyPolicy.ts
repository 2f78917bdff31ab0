/** The privacy policy shown at /privacy-policy. */

import { MINIMUM_AGE_YEARS } from "../../../domain/account/schoolEmail";
import { SESSION_LIFETIME_MS } from "../../../domain/session/sessionRules";
import {
  ACCOUNT_HOLD_DAYS,
  KEPT_REPORT_RETENTION_DAYS,
  LOCATION_SHARED_BEFORE_MEETUP_MINUTES,
  LOCATION_SHARED_UNTIL_AFTER_START_MINUTES,
  SUSPENSION_MAX_DAYS,
  UNREAD_MESSAGE_EMAIL_AFTER_MINUTES,
  UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS,
} from "../../../domain/shared/policyPromises";
import { DAY_MS } from "../../../domain/shared/time";
import { safetyEmailLink, supportEmailLink } from "./contactDetails";
import type { LongDocument } from "./documentTypes";

export const privacyPolicy: LongDocument = {
  title: "Privacy Policy",
  description: "What Strangers collects, why, who we share it with and the choices you have, in plain English.",
  lastUpdated: "2026-11-28",
  intro: [
    {
      kind: "paragraph",
      text: "Strangers helps people at the same school meet over a meal: students, professors, alumni and affiliated staff. To do that well we need some information about you, and we know that asking strangers to trust each other starts with you being able to trust us.",
    },
    {
      kind: "paragraph",
      text: 'This policy explains what we collect, how we use it, who we share it with and what you can do about it. It applies to the Strangers website and app (together, "Strangers"). "We", "us" and "our" mean Strangers; "you" means you, the person using it.',
    },
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        {
          kind: "paragraph",
          text: `When you create an account, we collect your school-issued email address (typically ending in .edu) and a password, and we record when you confirmed that you are ${MINIMUM_AGE_YEARS} or older. Your password is handled by our authentication provider and stored in hashed form, so we never see it.`,
        },
        {
          kind: "paragraph",
          text: "To find you good matches, we ask you to fill in a profile. It can include:",
        },
        {
          kind: "list",
          items: [
            "your first and last name;",
            "your university, class level (for example, sophomore, graduate student or alum) and major;",
            "a short bio;",
            "your availability and preferred meal times;",
            "your interests and hobbies;",
            "dietary preferences, if you choose to share them (this is optional);",
            "whether you have a campus meal plan.",
          ],
        },
        {
          kind: "paragraph",
          text: "We also collect some information automatically as you use Strangers:",
        },
        {
          kind: "list",
          items: [
            "your approximate location, if you allow it (see Your approximate location below);",
            "when your account was created and when you were last active;",
            "your interaction history, such as matches, meetup confirmations and no-shows (see Meetups and interaction history below);",
            "your mixer RSVPs: whether you're going or on the waitlist (and your place in line), when you checked in at the door, and the icebreaker circle you were given;",
            "messages you send to your matches;",
            "reports you send to us or that others send about you.",
          ],
        },
        {
          kind: "paragraph",
          text: `To keep you signed in, the website stores a small record of your session in your browser's local storage. It expires after ${SESSION_LIFETIME_MS / DAY_MS} days, and it is removed when you log out. Changes to your profile that you haven't saved yet are kept in that browser tab's session storage, so that leaving the page loses nothing, until you save or discard them, close the tab or log out from it; only your account sees them again. When you log out or delete your account, the website removes from that browser what it kept for your account: your unsent messages and what you were typing, and, in that tab, your unsaved profile changes and the places it looked up for your location.`,
        },
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How we use your information",
      blocks: [
        { kind: "paragraph", text: "We use your information to:" },
        {
          kind: "list",
          items: [
            "create and secure your account, and confirm that your email address belongs to a school;",
            "match you with people from your school, based on compatible meal times and preferences;",
            "show your match the profile details they need to decide whether to meet you: your first name, class level, major and the interests you share (at a group dinner, your tablemates see your class level, major and shared interests when you're seated, and your first name only on the day of the dinner);",
            "arrange meetups, handle confirmations, and show you when your next meal time is;",
            "help you and your match find each other on the day;",
            "keep the community safe: review reports, enforce our Terms of Service and Community Guidelines, and prevent fraud and abuse;",
            "answer your questions when you contact us;",
            "understand how Strangers is used so we can fix problems and make it better.",
          ],
        },
        {
          kind: "paragraph",
          text: "Dietary preferences are used only to suggest better matches. They are not a substitute for checking allergens with a restaurant or dining hall yourself.",
        },
      ],
    },
    {
      id: "your-approximate-location",
      heading: "Your approximate location",
      blocks: [
        {
          kind: "paragraph",
          text: "If you allow it in your browser or device settings, Strangers asks for your approximate location. We request low-accuracy location, not your exact position, and we may reuse a reading that is up to 5 minutes old.",
        },
        {
          kind: "paragraph",
          text: "We use it to show the city you're in, and we may save that city to your profile. To turn your location into a city name, your approximate coordinates are sent to a mapping service (see Who we share information with).",
        },
        {
          kind: "paragraph",
          text: `We share your approximate location with a match only if you choose Share my approximate location on the Find your match screen, and only from ${LOCATION_SHARED_BEFORE_MEETUP_MINUTES} minutes before a confirmed meetup until ${LOCATION_SHARED_UNTIL_AFTER_START_MINUTES} minutes after it starts, so the two of you can find each other. We never share it with other members, and we never share it before a meetup is confirmed.`,
        },
        {
          kind: "paragraph",
          text: `What we store is rounded to about 100 meters, and your match sees only a distance and a direction (for example "about 150 m away, north-east"), never a map or your exact position. It is deleted as soon as you choose Stop sharing or close the Find your match screen, and at the latest ${LOCATION_SHARED_UNTIL_AFTER_START_MINUTES} minutes after the meetup starts. If you don't choose to share, nothing about your location is stored for your match.`,
        },
        {
          kind: "paragraph",
          text: "Location is optional. If you say no, Strangers still works; we'll simply show 'Connect with students near you' instead of your city.",
        },
      ],
    },
    {
      id: "meetups-and-interaction-history",
      heading: "Meetups and interaction history",
      blocks: [
        {
          kind: "paragraph",
          text: "We keep a record of how you use matching: who you were matched with, which meetups you confirmed, and whether you or your match didn't show up (a no-show).",
        },
        {
          kind: "paragraph",
          text: "We use this history to make future matches more reliable, to apply the no-show rules in our Terms of Service, and to look into safety reports. It is not part of the profile your matches see.",
        },
        {
          kind: "paragraph",
          text: "For a mixer we keep your RSVP, your place in line if the mixer is full, when you checked in at the door and which icebreaker circle you joined. Other students see only how many spots are left, never who is going; your circle is shown as a colour, a number and a code word, not a list of names.",
        },
      ],
    },
    {
      id: "messaging",
      heading: "Messaging",
      blocks: [
        {
          kind: "paragraph",
          text: "Once you're matched, you can message your match from your match card to plan the meal, from the moment you're matched (at a group dinner, from the day of the dinner, when your table sees each other's first names) until a week after it. Messages are text only. They are stored in our database, which Google Firebase (Cloud Firestore) runs for us and which also delivers them to your match's screen: no separate chat company handles them. Until a message has been sent, it and what you're typing are kept in your browser's local storage, so that nothing is lost if you go offline or reload the page; logging out or deleting your account removes them from it (a message not sent by then is not sent).",
        },
        {
          kind: "paragraph",
          text: "Your messages are visible to you and the person you're talking to. If either of you blocks or reports the other, the conversation closes for both of you; at a group dinner, the person who blocks or reports leaves the table's conversation and the others carry on. Our trust and safety team may read messages connected to a report (the messages a report is about, chosen by the person who reports them), so we can work out what happened and keep people safe; nobody else can read your messages.",
        },
        {
          kind: "paragraph",
          text: `If a message from your match is still unread ${UNREAD_MESSAGE_EMAIL_AFTER_MINUTES} minutes after it was sent, we email your school address to say who wrote and when, never what they wrote: you read it in the app. You get at most one such email per conversation ${UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS === 1 ? "an hour" : `every ${UNREAD_MESSAGE_EMAILS_AT_MOST_EVERY_HOURS} hours`}, and none once you have cancelled the meal or the conversation is closed. We keep a record of when we last emailed you about each conversation, deleted with your account.`,
        },
      ],
    },
    {
      id: "who-we-share-information-with",
      heading: "Who we share information with",
      blocks: [
        {
          kind: "paragraph",
          text: "We don't sell your personal information, and we don't share it with advertisers. We share it only in these cases:",
        },
        {
          kind: "list",
          items: [
            `With your matches: the profile details described above, your messages to them, and, if you choose to share it, your approximate location from ${LOCATION_SHARED_BEFORE_MEETUP_MINUTES} minutes before a confirmed meetup until ${LOCATION_SHARED_UNTIL_AFTER_START_MINUTES} minutes after it starts.`,
            [
              "With service providers who run parts of Strangers for us, under contracts that limit what they can do with it: Google Firebase for sign-in and for hosting our database, which also stores and delivers the messages between matches (",
              {
                text: "Firebase privacy information",
                href: "https://firebase.google.com/support/privacy",
              },
              "); and OpenStreetMap's Nominatim service, run by the OpenStreetMap Foundation, which turns approximate coordinates into a city name (",
              {
                text: "OSMF privacy policy",
                href: "https://osmfoundation.org/wiki/Privacy_Policy",
              },
              ").",
            ],
            "When the law requires it, or when we believe in good faith that sharing is needed to protect someone's safety, to respond to a valid legal request, or to enforce our terms.",
            "If Strangers is involved in a merger, acquisition or sale of assets, in which case your information would stay protected by this policy and we would tell you before it becomes subject to a different one.",
          ],
        },
      ],
    },
    {
      id: "payments",
      heading: "Payments",
      blocks: [
        {
          kind: "paragraph",
          text: "We may offer paid features or subscriptions in the future. If we do, payments will be handled by a third-party payment processor, we won't store your full card number, and we'll update this policy to explain what payment information we collect before we ask you to pay for anything.",
        },
      ],
    },
    {
      id: "how-long-we-keep-information",
      heading: "How long we keep your information",
      blocks: [
        {
          kind: "paragraph",
          text: "We keep your account and profile for as long as your account is open. You can delete your account at any time with Delete account on your profile page, after typing your password again. When you do:",
        },
        {
          kind: "list",
          items: [
            "your sign-in account, your profile, your meal-day sign-ups, your blocks, your messages and the copies of the emails we sent you are deleted (the messages the people you talked to sent stay in their conversation);",
            "in the browser you delete it from, you are logged out, and what the website kept there for your account (unsent messages, what you were typing, unsaved profile changes) is removed;",
            "meals still ahead are called off without any penalty (at a group dinner, your seat is given up and the table goes on), and the people you were matched with are told, as for any cancellation;",
            'in past meals, the people you met keep the meal in their history, with you shown only as "a former member": your name, email address and account are removed from it;',
            `safety reports you filed, or that others filed about you, are kept for ${KEPT_REPORT_RETENTION_DAYS} days after the deletion, marked with the reason, so that our trust and safety team can finish its review and for legal claims; a report about you keeps the messages of yours it names for the same time. Then they are removed too. Any action the team took on them stays in the report's log for the same time.`,
            `if your account is suspended when you delete it, or other members have blocked you, reported you or said they would rather not meet you again, we keep a record of it under a code computed from your email address with a secret key (not the address itself, and not your account): when the suspension ends and why, and those blocks, reports and "not again". We keep it for ${ACCOUNT_HOLD_DAYS} days after the deletion, or until the suspension ends if that is later, so that deleting an account and signing up again cannot undo a suspension or put someone back with people who asked not to meet them: an account made again with the same address during that time takes the suspension over and is never matched with those people, and the record then becomes part of that account. Otherwise it is removed at the end of that time.`,
          ],
        },
      ],
    },
    {
      id: "how-we-protect-information",
      heading: "How we protect your information",
      blocks: [
        {
          kind: "paragraph",
          text: "We use established providers with strong security practices, encrypt information in transit, restrict access to personal information to the people who need it to run Strangers, and require email verification before an account can be used.",
        },
        {
          kind: "paragraph",
          text: "No service can promise perfect security. Please use a password you don't use anywhere else, log out on shared computers, and tell us right away if you think someone else has access to your account. If a breach affects your personal information, we will notify you as the law requires.",
        },
      ],
    },
    {
      id: "your-choices-and-rights",
      heading: "Your choices and rights",
      blocks: [
        { kind: "paragraph", text: "You're in control of your information. You can:" },
        {
          kind: "list",
          items: [
            "access it: Download my data on your profile page gives you everything we store about you in one file (JSON), with other members only as you saw them in the app;",
            "correct it: edit your profile at any time, or ask us to fix anything that's wrong;",
            "delete it: Delete account on your profile page deletes your account and personal information as described in How long we keep your information;",
            "turn off location access at any time in your browser or device settings;",
            "leave out anything optional, such as dietary preferences, interests or your bio.",
          ],
        },
        {
          kind: "paragraph",
          text: "Depending on where you live, you may have further rights, such as to object to or restrict some uses of your information, or to receive it in a portable format. We honor those rights as the law requires, and we won't treat you differently for using them.",
        },
        {
          kind: "paragraph",
          text: [
            "To make a request, email ",
            supportEmailLink,
            " from the school email address on your account. We may need to confirm your identity before acting on a request.",
          ],
        },
      ],
    },
    {
      id: "who-can-use-strangers",
      heading: "Who can use Strangers",
      blocks: [
        {
          kind: "paragraph",
          text: `Strangers is only for people who are at least ${MINIMUM_AGE_YEARS} years old and have a school-issued email address (typically ending in .edu). Signing up asks you to confirm that you are ${MINIMUM_AGE_YEARS} or older, and we record when you did. We don't knowingly collect information from anyone under ${MINIMUM_AGE_YEARS}.`,
        },
        {
          kind: "paragraph",
          text: [
            `If we learn that an account belongs to someone who isn't eligible, we may suspend it (for up to ${SUSPENSION_MAX_DAYS} days at a time) or delete it. If you believe someone under ${MINIMUM_AGE_YEARS} is using Strangers, please tell us at `,
            safetyEmailLink,
            ".",
          ],
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update this policy as Strangers grows. When we do, we'll change the \"last updated\" date above. If the changes are significant, we'll tell you in advance by email or in the app before they take effect.",
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
            "Questions about this policy or your information? Email us at ",
            supportEmailLink,
            ". To report a safety concern about another member, write to ",
            safetyEmailLink,
            ".",
          ],
        },
      ],
    },
  ],
};
