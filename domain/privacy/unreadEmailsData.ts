import type { UnreadEmailLedger } from "../chat/ports/UnreadEmailLedger";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `unread_emails/{conversationId}_{uid}`: when the student was last emailed about unread messages in
 * each of their matches' conversations (the system's record that holds those emails to one an
 * hour; the emails themselves are the mail part's). Erased: the student's record goes; the others'
 * records follow their match to its new id. Comes after the matches (whose renaming it follows).
 */
export function unreadEmailsData(unreadEmails: UnreadEmailLedger, matches: MatchRecords): PersonalDataPart {
  return {
    name: "unread_message_emails",
    async exportFor({ uid }) {
      const mine = [...(await matches.listFor(uid))].sort((a, b) => a.slot - b.slot);
      const emailed = await Promise.all(
        mine.map(async (match) => ({ day: match.dayId, at: await unreadEmails.lastEmailedAt(match.id, uid) })),
      );
      return emailed.flatMap(({ day, at }) => (at === null ? [] : [{ meal_day: day, last_emailed_at: isoTime(at) }]));
    },
    async eraseFor({ uid }, { renamedMatches }) {
      for (const [oldId, match] of renamedMatches) await unreadEmails.move(oldId, match.id, uid);
    },
  };
}
