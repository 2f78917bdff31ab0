/** What demo students are made of: plausible names, majors and tastes. */
export const DEMO_FIRST_NAMES = [
  "Maya",
  "Leo",
  "Priya",
  "Jonah",
  "Sofia",
  "Ethan",
  "Amara",
  "Diego",
  "Hana",
  "Noah",
  "Zara",
  "Kai",
  "Lucía",
  "Omar",
  "Grace",
  "Mateo",
  "Aisha",
  "Felix",
  "Nia",
  "Theo",
  "Ines",
  "Ravi",
  "Chloe",
  "Sam",
] as const;

export const DEMO_LAST_NAMES = [
  "Chen",
  "Okafor",
  "Patel",
  "García",
  "Kim",
  "Novak",
  "Haddad",
  "Silva",
  "Nguyen",
  "Brooks",
  "Mensah",
  "Rossi",
] as const;

export const DEMO_MAJORS = [
  "Computer Science",
  "Economics",
  "Biology",
  "History",
  "Mechanical Engineering",
  "Psychology",
  "Architecture",
  "Music",
  "Political Science",
  "Chemistry",
  "English",
  "Public Health",
] as const;

export const DEMO_EXTRA_INTERESTS = ["Jazz", "Climbing", "Board games", "Podcasts", "Baking", "Running"] as const;
