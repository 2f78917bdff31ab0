/** The marketing copy of the landing page (/home). */

export interface LandingStep {
  readonly title: string;
  readonly text: string;
  /** Key of the illustration shown on the card. */
  readonly art: "step-sign-up" | "step-get-matched" | "step-meet";
}

export interface LandingReview {
  /** Background of the initial-letter avatar, from the brand palette. */
  readonly avatarColor: string;
  readonly name: string;
  readonly year: string;
  readonly major: string;
  /** Stars out of 5. */
  readonly rating: number;
  readonly text: string;
}

export interface LandingStat {
  /** The figure, set large: "60%+". */
  readonly value: string;
  /** What the figure means, set small under it. */
  readonly label: string;
}

export interface LandingContent {
  /** Rotating hero words; the page repeats the sequence. */
  readonly heroWords: readonly string[];
  readonly headline: string;
  readonly subline: string;
  /** Words for the scrolling strip; small screens may show fewer. */
  readonly bannerWords: readonly [string, string, string, string, string, string];
  readonly howItWorksHeading: string;
  readonly steps: readonly [LandingStep, LandingStep, LandingStep];
  readonly reviewsHeading: string;
  readonly reviews: readonly [LandingReview, LandingReview, LandingReview];
  readonly stats: readonly LandingStat[];
}

export const landing: LandingContent = {
  heroWords: ["EAT", "CONNECT", "MEET"],
  headline: "Meeting strangers is exactly what you need",
  subline:
    "Eat, connect and meet new people. We match you with other students from your school for one-on-one lunches and group dinners, and host mixer events where everyone breaks the ice in small circles.",
  bannerWords: ["Lunches", "Dinners", "Mixers", "Campus", "New faces", "New friends"],
  howItWorksHeading: "How it works?",
  steps: [
    {
      title: "Quick Sign Up",
      text: "Sign up with your school email, then tell us when you're free and what you like to eat.",
      art: "step-sign-up",
    },
    {
      title: "Get Matched",
      text: "We match you with someone new based on compatible meal times and preferences.",
      art: "step-get-matched",
    },
    {
      title: "Meet for a Meal",
      text: "Show the matching color on your phone to find each other, then enjoy the meal.",
      art: "step-meet",
    },
  ],
  reviewsHeading: "What students are saying",
  reviews: [
    {
      avatarColor: "#F2542D",
      name: "Maya R.",
      year: "Sophomore",
      major: "Biology",
      rating: 5,
      text: "I transferred in the spring and didn't know anyone. My first match was a senior in chemistry who showed me the good dining hall. We still get lunch every other week.",
    },
    {
      avatarColor: "#2BB8A3",
      name: "Daniel O.",
      year: "Senior",
      major: "Computer Science",
      rating: 5,
      text: "I was skeptical, but it's so low pressure. You show up, find the person with the same color on their phone, and eat. Best conversation I had all semester.",
    },
    {
      avatarColor: "#5B3F9E",
      name: "Priya S.",
      year: "Graduate Student",
      major: "Public Policy",
      rating: 5,
      text: "Grad school can be isolating. Strangers got me out of the library and into a dinner with someone from a department I'd never set foot in. I've been to four more since.",
    },
  ],
  stats: [
    { value: "60%+", label: "of students say they are lonely" },
    { value: "200+", label: "students matched in 8 weeks at one university" },
    { value: "3", label: "cities with summer intern events" },
  ],
};
