import type { MailRecords } from "../shared/ports/MailRecords";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/** The copies kept of the emails sent to the student, or about them (Mailer's `about`). Removed. */
export function mailData(mail: MailRecords): PersonalDataPart {
  return {
    name: "emails",
    async exportFor({ email }) {
      return (await mail.sentTo(email)).map((sent) => ({
        subject: sent.subject,
        text: sent.text,
        link: sent.link,
        sent_at: isoTime(sent.sentAt),
      }));
    },
    async eraseFor({ uid, email }) {
      await mail.removeFor(email, uid);
    },
  };
}
