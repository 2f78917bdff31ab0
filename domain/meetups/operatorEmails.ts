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
