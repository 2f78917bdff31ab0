import { createHash } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import { fromMailDocument, toMailDocument } from "../../../adapters/firebase/documents/mailDocument";
import type { Mailer, OutgoingEmail } from "../../../domain/shared/ports/Mailer";
import type { MailRecords, SentMail } from "../../../domain/shared/ports/MailRecords";
import { ADMIN_TIME_CODEC } from "./adminTimeCodec";
import { alreadyExists, chunks } from "./batches";

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
    const id = createHash("sha256")
      .update(JSON.stringify([email.to, email.subject, email.text, email.link]))
      .digest("hex");
    try {
      await this.#firestore
        .collection(COLLECTIONS.mail)
        .doc(id)
        .create({ ...toMailDocument(email, this.#siteUrl), created_at: FieldValue.serverTimestamp() });
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
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
