import { isFormerMember } from "../meetups/formerMember";
import type { Match, MatchMember } from "../meetups/Match";
import { nameInEmail, quotedNames, timeInEmail } from "../meetups/meetupEmails";
import type { EpochMillis } from "../shared/EpochMillis";
import { namesList } from "../shared/namesList";
import type { OutgoingEmail } from "../shared/ports/Mailer";

/**
 * The email to a member with messages unread in their match's conversation: who wrote, and when
 * the latest was sent, never what it says (a message is read in the app). The senders' first names
 * go in as the lifecycle's emails put them (meetupEmails.ts): in the subject cut to the characters
 * names use, in the body quoted too; a member who deleted their account is named no more.
 */
export function unreadMessagesEmail(
  to: string,
  match: Match,
  senders: readonly MatchMember[],
  latestSentAt: EpochMillis,
  timeZone: string | null,
) {
  const named = senders.filter((sender) => !isFormerMember(sender));
  const subjectNames = named.map((sender) => nameInEmail(sender.firstName)).filter((name) => name !== "");
  const who = named.length === 0 ? "Your match" : quotedNames(named);
  return {
    to,
    subject: `${subjectNames.length === 0 ? "Your match" : namesList(subjectNames)} wrote to you on Strangers`,
    text: `${who} wrote to you on Strangers (the latest message on ${timeInEmail(latestSentAt, timeZone)}), about your meal on ${timeInEmail(match.slot, timeZone)}. Open the app to read it and reply: messages are only ever shown in the app, never in an email.`,
    link: "/dashboard",
    about: match.memberIds,
  } satisfies OutgoingEmail;
}
