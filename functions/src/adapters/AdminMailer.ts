import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../../adapters/firebase/documents/firestoreLayout";
import { toMailDocument } from "../../../adapters/firebase/documents/mailDocument";
import type { Mailer, OutgoingEmail } from "../../../domain/ports/Mailer";
import { alreadyExists } from "./batches";

/**
 * Sends by writing `mail/{id}` for the "Trigger Email from Firestore" extension. The id is a hash of
 * the email itself, and the document is created, never replaced: the same email sent twice (a retried
 * or doubly-fired function) is one document, so one email.
 */
export class AdminMailer implements Mailer {
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
      await this.#firestore.collection(COLLECTIONS.mail).doc(id).create(toMailDocument(email, this.#siteUrl));
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }
}
