import type { OutgoingEmail } from "../../../domain/shared/ports/Mailer";

/**
 * `mail/{id}` in the shape the "Trigger Email from Firestore" extension (firebase/firestore-send-email)
 * sends: `{ to, message: { subject, text, html } }`. The extension adds `delivery` as it works.
 * `about_uids` names the students the email is about (OutgoingEmail.about), so that the copy goes
 * when one of them deletes their account.
 * `siteUrl` makes the email's link absolute ("https://strangers.example" + "/dashboard").
 */
export function toMailDocument(email: OutgoingEmail, siteUrl: string): Record<string, unknown> {
  const href = `${siteUrl.replace(/\/$/, "")}${email.link}`;
  const paragraphs = email.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return {
    to: email.to,
    message: {
      subject: email.subject,
      text: `${email.text}\n\nOpen Strangers: ${href}`,
      html: `${paragraphs}<p><a href="${escapeHtml(href)}">Open Strangers</a></p>`,
    },
    link: email.link,
    body: email.text,
    about_uids: [...(email.about ?? [])],
  };
}

/** What a mail document says, as the Mailer was given it. */
export function fromMailDocument(data: Record<string, unknown>): Pick<OutgoingEmail, "to" | "subject" | "text"> {
  const message = (typeof data.message === "object" && data.message !== null ? data.message : {}) as Record<
    string,
    unknown
  >;
  return { to: String(data.to ?? ""), subject: String(message.subject ?? ""), text: String(data.body ?? "") };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
