import type { OutgoingEmail } from "../shared/ports/Mailer";

/** The operators' alert of a round that had no place for some schools' students (`whereToAdd`: where places are kept). */
export function noPlaceToMeetEmail(
  to: string,
  dayId: string,
  students: Readonly<Record<string, number>>,
  whereToAdd: string,
): OutgoingEmail {
  const schools = Object.entries(students)
    .map(([school, count]) => `${school} (${count} ${count === 1 ? "student" : "students"})`)
    .join(", ");
  return {
    to,
    subject: `Round ${dayId}: no place to meet`,
    text: `The round of ${dayId} could not match the students of ${schools}: there is no place to meet there, neither the school's own nor the default. They were told, and go first next round. Add places in ${whereToAdd}.`,
    link: "/",
  };
}

/** The operators' alert of a school a round gave up on after its runs kept failing. */
export function schoolRoundFailedEmail(to: string, dayId: string, school: string, attempts: number): OutgoingEmail {
  return {
    to,
    subject: `Round ${dayId}: ${school} could not be matched`,
    text: `The round of ${dayId} failed ${attempts} times at ${school} and gave up on it: its students were not matched, and were not told. Every other school was matched. The functions' log says why each run failed.`,
    link: "/",
  };
}
