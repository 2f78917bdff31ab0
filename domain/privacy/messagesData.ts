import type { ConversationRecords } from "../chat/ports/ConversationRecords";
import { FORMER_MEMBER_NAME } from "../meetups/formerMember";
import type { MatchRecords } from "../meetups/ports/MatchRecords";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/**
 * `matches/{matchId}/messages`, `readers` and `message_quotas/{uid}`: the conversations of the
 * student's matches, as the app showed them (each message by "you" or the sender's first name).
 * Erased: the student's messages and read marks go, but for the messages a report about them names
 * (kept with the report, which the trust and safety team may still read); the others' messages
 * follow their match to its new id. Comes after the matches (which it follows), before the reports
 * (whose old match ids it reads).
 */
export function messagesData(
  conversations: ConversationRecords,
  matches: MatchRecords,
  reports: ReportRecords,
): PersonalDataPart {
  return {
    name: "messages",
    async exportFor({ uid }) {
      const mine = [...(await matches.listFor(uid))].sort((a, b) => a.slot - b.slot);
      const byMeal = await Promise.all(
        mine.map(async (match) =>
          (await conversations.messages(match.id)).map((message) => ({
            meal_day: match.dayId,
            from:
              message.senderUid === uid ? "you" : (match.members[message.senderUid]?.firstName ?? FORMER_MEMBER_NAME),
            text: message.text,
            sent_at: isoTime(message.sentAt),
          })),
        ),
      );
      return byMeal.flat();
    },
    async eraseFor({ uid }, { renamedMatches }) {
      for (const [oldId, match] of renamedMatches) {
        const evidence = new Set(
          (await reports.onMatch(oldId))
            .filter((report) => report.kind === "report" && report.reportedUid === uid)
            .flatMap((report) => report.messageIds),
        );
        await conversations.move(oldId, match.id, uid, evidence);
      }
      await conversations.forgetSender(uid);
    },
  };
}
