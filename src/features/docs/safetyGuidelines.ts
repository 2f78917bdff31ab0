/** The safety and meet-up guidelines shown at /safety. */

import {
  FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS,
  NO_SHOW_PAUSE_MS,
  NO_SHOW_WINDOW_MS,
  NO_SHOWS_BEFORE_PAUSE,
} from "../../../domain/meetups/meetupRules";
import {
  LOCATION_SHARED_BEFORE_MEETUP_MINUTES,
  LOCATION_SHARED_UNTIL_AFTER_START_MINUTES,
  REPORT_REVIEW_MAX_HOURS,
  REPORT_REVIEW_MIN_HOURS,
} from "../../../domain/shared/policyPromises";
import { HOUR_MS, WEEK_MS } from "../../../domain/shared/time";
import { safetyEmailLink } from "./contactDetails";
import type { LongDocument } from "./documentTypes";

export const safetyGuidelines: LongDocument = {
  title: "Safety & Meet-Up Guidelines",
  description:
    "How to meet someone new from your school safely: what to do before, during and after a Strangers meal, and how to get help.",
  lastUpdated: "2025-08-15",
  intro: [
    {
      kind: "paragraph",
      text: "Most Strangers meals are just what they sound like: two people from the same school (or a table of four to six at a group dinner), a table and a good conversation. Mixers are bigger, in a public place with your whole school invited. These guidelines help keep it that way. They're simple habits, and they work best when everyone follows them.",
    },
    {
      kind: "paragraph",
      text: "If you are ever in immediate danger, call local emergency services (911 in the US) first. Strangers is not an emergency service.",
    },
  ],
  sections: [
    {
      id: "before-the-meal",
      heading: "Before the meal",
      blocks: [
        {
          kind: "list",
          items: [
            "Meet somewhere public and busy: a dining hall, a campus café or a restaurant. Never meet at someone's home, dorm room or car for a first meal.",
            "Keep the chat in the app until you've met. Don't share your home address, class schedule or financial details with someone you haven't met.",
            "Tell a friend where you're going, who you're meeting and when you expect to be done.",
            "Plan your own way there and back, and make sure your phone is charged.",
            "Check the time and place in your confirmation, and only go to meetups you've confirmed.",
            "If something in the chat feels off before you meet, you don't have to go. Let your match know, and report anything that worries you.",
          ],
        },
      ],
    },
    {
      id: "during-the-meal",
      heading: "During the meal",
      blocks: [
        {
          kind: "list",
          items: [
            `Find each other with the app: show the matching color on your phone. If you choose to share your approximate location on the Find your match screen, your match sees how far away you are and in which direction, only from ${LOCATION_SHARED_BEFORE_MEETUP_MINUTES} minutes before a confirmed meetup until ${LOCATION_SHARED_UNTIL_AFTER_START_MINUTES} minutes after it starts.`,
            "Stay in the public place you agreed on. If your match suggests moving somewhere private, it's fine to say no.",
            "Keep your phone, bag and drink with you. If you drink alcohol, know your limits, and never feel pressured to drink.",
            "Pay for your own meal unless you've both agreed otherwise. Nobody owes anybody anything.",
            "Trust your instincts. You can leave at any time, for any reason, without explaining yourself.",
          ],
        },
      ],
    },
    {
      id: "after-the-meal",
      heading: "After the meal",
      blocks: [
        {
          kind: "list",
          items: [
            "Get home your own way, and text the friend you told that you're back safely.",
            "Whether to stay in touch is up to both of you. If someone doesn't want to meet again, respect that.",
            "If your match contacts you in a way you don't want, you don't have to reply. Report it to us.",
            "If anything during the meal made you uncomfortable, tell us, even if it seems small. It helps us keep the next meal safe for someone else.",
          ],
        },
      ],
    },
    {
      id: "community-conduct",
      heading: "Community conduct",
      blocks: [
        {
          kind: "paragraph",
          text: "Everyone at the table is somebody's classmate, student, professor or colleague. We expect every member to:",
        },
        {
          kind: "list",
          items: [
            "be respectful and kind, including when a meal isn't a perfect fit;",
            "be honest about who you are, in your profile and in person;",
            "show up on time when you've confirmed, and let your match know early if plans change;",
            "respect boundaries: Strangers is for friendship and community, and a no is a no;",
            "welcome people of every background, identity, belief and ability;",
            "never harass, threaten, pressure or discriminate against anyone.",
          ],
        },
        {
          kind: "paragraph",
          text: `Missed meals: if you can't make it, tap "Can't make it" as early as you can: until ${FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS / HOUR_MS} hours before the meal it's free; later, it's noted as a late cancellation. Not showing up at all leaves someone waiting alone: after ${NO_SHOWS_BEFORE_PAUSE} no-shows within ${NO_SHOW_WINDOW_MS / WEEK_MS} weeks, matching pauses for ${NO_SHOW_PAUSE_MS / WEEK_MS} weeks. A no-show is counted when you say you couldn't go, or when your match says you didn't come and you didn't say you met.`,
        },
        {
          kind: "paragraph",
          text: [
            "The full rules are in our ",
            { text: "Terms of Service", href: "/terms-of-service" },
            ". Breaking them can lead to your account being suspended or deleted.",
          ],
        },
      ],
    },
    {
      id: "reporting-a-concern",
      heading: "Reporting a concern",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "If someone made you feel unsafe, broke these guidelines or didn't seem to be who they said they were, report it in the app or email ",
            safetyEmailLink,
            ". Include their name, the date of the meal and what happened.",
          ],
        },
        {
          kind: "paragraph",
          text: `Reports are reviewed within ${REPORT_REVIEW_MIN_HOURS}–${REPORT_REVIEW_MAX_HOURS} hours by our trust and safety team. We take every report seriously and may warn, suspend or remove the member involved.`,
        },
      ],
    },
    {
      id: "in-an-emergency",
      heading: "In an emergency",
      blocks: [
        {
          kind: "paragraph",
          text: "If you or anyone else is in immediate danger, call local emergency services (911 in the US) right away. Do this first, before contacting us.",
        },
        {
          kind: "list",
          items: [
            "Move somewhere safe and public, and ask staff at the restaurant or dining hall for help.",
            "If you're on campus, your campus police or security can also help.",
            "Once you're safe, let us know what happened so we can act on the account involved.",
          ],
        },
        {
          kind: "paragraph",
          text: "Strangers is not an emergency service, and we can't send help to you.",
        },
      ],
    },
  ],
};
