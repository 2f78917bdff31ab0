/** The copy of the about page (/about). */

import { MINIMUM_AGE_YEARS } from "../../../domain/account/schoolEmail";

export interface AboutReason {
  readonly title: string;
  readonly text: string;
  /** Key of the illustration shown on the card. */
  readonly art: "about-low-friction" | "about-real-world" | "about-safer";
}

export interface AboutContent {
  /** Meta description of the page. */
  readonly description: string;
  readonly hero: string;
  readonly sharingATable: string;
  readonly whyHeading: string;
  readonly reasons: readonly [AboutReason, AboutReason, AboutReason];
  readonly doneSoFarHeading: string;
  readonly doneSoFar: readonly string[];
  readonly ctaHeading: string;
}

export const about: AboutContent = {
  description:
    "Why we built Strangers: real meals with new people from your school, with low-friction intros, the real world first and safety by default.",
  hero: "Every generation invents its own way to connect. Ours got lost in the feed.",
  sharingATable:
    "Sharing a table is one of the oldest ways people become friends. Strangers brings it back: one meal with new people from your school (a lunch for two, a table of four to six, or a mixer), and conversations that happen face to face instead of in a feed.",
  whyHeading: "Why this matters",
  reasons: [
    {
      title: "Low-friction intros",
      text: "No cold messages, no awkward small talk about nothing. Tell us when you're free and we'll set up the meal, so saying hello is the easy part.",
      art: "about-low-friction",
    },
    {
      title: "Real-world first",
      text: "We're not trying to keep you on your phone. The point of Strangers is the meal: a real table, real food and a real conversation.",
      art: "about-real-world",
    },
    {
      title: "Safer by default",
      text: `Every member must be at least ${MINIMUM_AGE_YEARS} and sign up with a school email. Matching is opt-in, meetups are confirmed, and community guidelines apply to everyone.`,
      art: "about-safer",
    },
  ],
  doneSoFarHeading: "What we've done so far",
  doneSoFar: [
    "Matched 200+ students in 8 weeks at one university",
    "Hosted summer intern events in three cities",
    "Grown to paying users and local restaurant partners",
  ],
  ctaHeading: "Ready to meet someone new?",
};
