/** The posts listed at /blog, newest first. */
import type { BlogPost } from "../documentTypes";

const AUTHOR = "The Strangers team";

export const blogPosts: readonly BlogPost[] = [
  {
    slug: "summer-intern-dinners-in-three-cities",
    title: "Summer intern dinners in three cities",
    description:
      "This summer we hosted dinners for interns in three cities. Here's what we learned about making a new city feel like home, fast.",
    publishedOn: "2025-08-28",
    author: AUTHOR,
    body: [
      {
        kind: "paragraph",
        text: "A summer internship is a strange kind of lonely. You move somewhere new for ten or twelve weeks, spend all day with people who already have their lives sorted out, and come home to a sublet that isn't really yours. By the second weekend, a lot of interns have run out of people to text.",
      },
      {
        kind: "paragraph",
        text: "So this summer we tried something. Alongside our usual one-to-one matches, we hosted intern dinners in three cities: group meals for Strangers members spending the summer away from campus. Same idea as always, just more chairs around the table.",
      },
      { kind: "paragraph", text: "A few things stood out." },
      {
        kind: "list",
        items: [
          "Week one matters most. The interns who came to a dinner in their first fortnight kept making plans with each other all summer. Friendship has momentum, and it's easier to build early.",
          "Groups take the pressure off. At a table of six, nobody has to carry the conversation. Quieter people told us they found it easier to join in than in a one-to-one.",
          "The best conversations weren't about work. People talked about where to find decent coffee, which neighborhoods to explore and which weekend trips were worth it. Practical and personal beat networking every time.",
          "Having your school in common is a real shortcut. 'Wait, you had that professor too?' turned out to be one of the best icebreakers there is.",
        ],
      },
      {
        kind: "paragraph",
        text: "If you're heading somewhere new next summer, our advice is simple: say yes to the first invitation, even if you're tired. Suggest one concrete plan (a meal, a market, a walk) rather than a vague 'we should hang out'. And remember that most of the people around you are hoping someone else will make the first move.",
      },
      {
        kind: "paragraph",
        text: "We loved hosting these dinners and we're planning more. Keep an eye on the app as the summer gets closer.",
      },
    ],
  },
  {
    slug: "your-first-strangers-meal",
    title: "Your first Strangers meal: what to expect",
    description:
      "Nervous about your first meal with someone new? Here's how it works, from sign-up to the last bite, and a few tips for a great conversation.",
    publishedOn: "2025-07-10",
    author: AUTHOR,
    body: [
      {
        kind: "paragraph",
        text: "Feeling a bit nervous before your first Strangers meal is completely normal. Almost everyone does. Here's exactly what happens, so there are no surprises.",
      },
      {
        kind: "paragraph",
        text: "First, you sign up with your school email and tell us when you're free and what you like to eat. The more honest your availability, the better your matches. If you only ever want lunch on Tuesdays, that's fine: just say so.",
      },
      {
        kind: "paragraph",
        text: "Then we match you with someone new from your school, based on compatible meal times and preferences. Matching is opt-in, and nothing happens until the meetup is confirmed. Once it is, the countdown to your next meal starts.",
      },
      {
        kind: "paragraph",
        text: "On the day, head to the place you agreed on. When you arrive, show the matching color on your phone; your match will be showing the same one, so you can spot each other across a busy dining hall without an awkward 'are you...?' moment.",
      },
      { kind: "paragraph", text: "A few tips for the meal itself:" },
      {
        kind: "list",
        items: [
          "Ask open questions. 'What's something you're into that has nothing to do with your major?' goes further than 'What's your major?'",
          "Share a little too. Conversations work when both people take turns.",
          "Don't worry about silences. You're both eating, and a pause while you chew is fine.",
          "Keep it to a meal. Forty-five minutes to an hour is plenty for a first meeting. If you click, you can always plan another.",
        ],
      },
      {
        kind: "paragraph",
        text: "And a few basics to stay safe: meet somewhere public, tell a friend where you'll be, get there and back your own way, and trust your instincts. You can leave at any time. Our Safety & Meet-Up Guidelines cover the rest.",
      },
      {
        kind: "paragraph",
        text: "Not every meal will turn into a lifelong friendship, and that's okay. Most people leave having learned something, laughed at least once and met someone they'll wave to on campus. That's a good lunch.",
      },
    ],
  },
  {
    slug: "why-eating-with-strangers-beats-eating-alone",
    title: "Why eating with strangers beats eating alone",
    description:
      "More than 60% of students say they're lonely. A shared meal is one of the simplest ways to change that. Here's why it works.",
    publishedOn: "2025-06-03",
    author: AUTHOR,
    body: [
      {
        kind: "paragraph",
        text: "Over 60% of students say they are lonely. That's a striking number for a place that's packed with people. Campuses are full of lecture halls, clubs and group chats, yet it's surprisingly easy to go a whole week without a real conversation.",
      },
      {
        kind: "paragraph",
        text: "We started Strangers because of a simple observation: the meal is the most underused social hour of the day. Everyone eats, usually at about the same times, and yet a lot of those meals happen alone, over a laptop or a phone.",
      },
      { kind: "paragraph", text: "Here's why we think a meal with someone new beats one on your own." },
      {
        kind: "list",
        items: [
          "It has a built-in end. A meal lasts as long as a meal. That takes the pressure off in a way an open-ended 'let's hang out' never does.",
          "It gives your hands something to do. Passing the salt, comparing orders, deciding if dessert is a good idea: food fills the gaps in a conversation.",
          "It's face to face. You notice things in person that you'd never pick up from a profile, and that's usually where the good stuff is.",
          "You already have something in common. Everyone you meet on Strangers is from your school, so there's always a place to start.",
          "It's a habit, not an event. One lunch a week with someone new adds up to dozens of new connections over a year.",
        ],
      },
      {
        kind: "paragraph",
        text: "Eating with a stranger can feel like a big ask, especially the first time. But the people we've matched keep telling us the same thing: the hardest part was signing up. After that, it was just lunch with someone interesting.",
      },
      {
        kind: "paragraph",
        text: "Loneliness isn't fixed by one meal. But one meal is a real start, and it's a lot more fun than another night scrolling.",
      },
    ],
  },
];
