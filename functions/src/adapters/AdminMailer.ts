import { createHash } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromMailDocument, toMailDocument } from "../../../adapters/firebase/documents/mailDocument";
import type { Mailer, OutgoingEmail } from "../../../domain/shared/ports/Mailer";
import type { MailRecords, SentMail } from "../../../domain/shared/ports/MailRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { alreadyExists, chunks, eachChunk } from "./batches";

/**
 * Sends by writing `mail/{id}` for the "Trigger Email from Firestore" extension. The id is a hash of
 * the email itself, and the document is created, never replaced: the same email sent twice (a retried
 * or doubly-fired function) is one document, so one email. The copies are found by recipient and
 * by the students they are about (`about_uids`), for a student's download and erasure.
 */
export class AdminMailer implements Mailer, MailRecords {
  readonly #firestore: Firestore;
  readonly #siteUrl: string;

  constructor(firestore: Firestore, siteUrl: string) {
    this.#firestore = firestore;
    this.#siteUrl = siteUrl;
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.#mailDocument(email).create(this.#document(email));
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }

  /**
   * Creates the emails' documents in batches of 500. A batch holding an email sent already (a retried
   * run) fails whole, and only then is each of its emails sent alone, the one sent already skipped.
   */
  async sendAll(emails: readonly OutgoingEmail[]): Promise<void> {
    await eachChunk(emails, async (chunk) => {
      const batch = this.#firestore.batch();
      for (const email of chunk) batch.create(this.#mailDocument(email), this.#document(email));
      try {
        await batch.commit();
      } catch (error) {
        if (!alreadyExists(error)) throw error;
        await Promise.all(chunk.map((email) => this.send(email)));
      }
    });
  }

  /** The id is the email's own hash: the same email sent twice is one document. */
  #mailDocument(email: OutgoingEmail) {
    const id = createHash("sha256")
      .update(JSON.stringify([email.to, email.subject, email.text, email.link]))
      .digest("hex");
    return this.#mail().doc(id);
  }

  #document(email: OutgoingEmail) {
    return { ...toMailDocument(email, this.#siteUrl), created_at: FieldValue.serverTimestamp() };
  }

  async sentTo(email: string): Promise<readonly SentMail[]> {
    const snapshot = await this.#mail().where("to", "==", email).get();
    return snapshot.docs
      .map((doc) => ({
        ...fromMailDocument(doc.data()),
        link: String(doc.get("link") ?? "/"),
        sentAt: ADMIN_TIME_CODEC.toMillis(doc.get("created_at")),
      }))
      .sort((a, b) => (a.sentAt ?? 0) - (b.sentAt ?? 0));
  }

  async removeFor(email: string, uid: string): Promise<void> {
    const [to, about] = await Promise.all([
      this.#mail().where("to", "==", email).get(),
      this.#mail().where("about_uids", "array-contains", uid).get(),
    ]);
    const copies = new Map([...to.docs, ...about.docs].map((doc) => [doc.id, doc]));
    for (const chunk of chunks([...copies.values()])) {
      const batch = this.#firestore.batch();
      for (const doc of chunk) batch.delete(doc.ref);
      await batch.commit();
    }
  }

  #mail() {
    return this.#firestore.collection(COLLECTIONS.mail);
  }
}
