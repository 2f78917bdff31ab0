import type { Mailbox, SentEmail } from "../../domain/devtools/ports/Mailbox";
import { ServiceUnreachableError } from "../../domain/shared/serviceErrors";
import type { FirebaseEmulators, FirebaseWebConfig } from "./firebaseConfig";

/** A Firestore REST value, as much of it as the `mail` documents use. */
interface RestValue {
  readonly stringValue?: string;
  readonly arrayValue?: { readonly values?: readonly RestValue[] };
  readonly mapValue?: { readonly fields?: Readonly<Record<string, RestValue>> };
}

interface RestDocument {
  readonly name: string;
  readonly createTime: string;
  readonly fields?: Readonly<Record<string, RestValue>>;
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
}

const textOf = (value: RestValue | undefined): string =>
  value?.stringValue ?? (value?.arrayValue?.values ?? []).map((item) => item.stringValue ?? "").join(", ");

/**
 * The emails of a build on the emulators, for /dev/mailbox: what the functions put in the `mail`
 * collection (the "Trigger Email" extension sends them in production; nothing does on the
 * emulators) and the verification emails the Auth emulator keeps, whose links it follows. Read
 * through the emulators' REST APIs, the Firestore one as its owner (past the security rules,
 * which let no browser read `mail`). Emulators only: a real project has neither API open.
 */
export class EmulatorMailbox implements Mailbox {
  readonly #projectId: string;
  readonly #apiKey: string;
  readonly #emulators: FirebaseEmulators;

  constructor({ projectId, apiKey }: Pick<FirebaseWebConfig, "projectId" | "apiKey">, emulators: FirebaseEmulators) {
    this.#projectId = projectId;
    this.#apiKey = apiKey;
    this.#emulators = emulators;
  }

  async list(): Promise<readonly SentEmail[]> {
    const [mail, verifications] = await Promise.all([this.#mail(), this.#verifications()]);
    return [...mail, ...verifications].sort((a, b) => b.sentAt - a.sentAt);
  }

  /** What the link does (applies the code), without following it on to the site it returns to. */
  async verify(code: string): Promise<boolean> {
    const found = (await this.#oobCodes()).find((entry) => entry.oobCode === code);
    if (found === undefined) return false;
    const applied = await this.#fetch(
      `${this.#emulators.authUrl}/identitytoolkit.googleapis.com/v1/accounts:update?key=${this.#apiKey}`,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ oobCode: code }) },
    );
    return applied.ok;
  }

  async #mail(): Promise<SentEmail[]> {
    const { firestoreHost, firestorePort } = this.#emulators;
    const url = `http://${firestoreHost}:${firestorePort}/v1/projects/${this.#projectId}/databases/(default)/documents/mail?pageSize=500`;
    const response = await this.#fetch(url, { headers: { Authorization: "Bearer owner" } });
    const { documents = [] } = (await response.json()) as { documents?: readonly RestDocument[] };
    return documents.map((document) => {
      const message = document.fields?.message?.mapValue?.fields;
      return {
        id: document.name.slice(document.name.lastIndexOf("/") + 1),
        to: textOf(document.fields?.to),
        subject: textOf(message?.subject),
        text: textOf(message?.text),
        sentAt: Date.parse(document.createTime),
      };
    });
  }

  async #verifications(): Promise<SentEmail[]> {
    return (await this.#oobCodes())
      .filter((entry) => entry.requestType === "VERIFY_EMAIL")
      .map((entry) => ({
        id: entry.oobCode,
        to: entry.email,
        subject: "Verify your email for Strangers",
        // The Auth emulator keeps no time: listed after the lifecycle's emails.
        sentAt: 0,
        verificationCode: entry.oobCode,
      }));
  }

  async #oobCodes(): Promise<readonly OobCode[]> {
    const response = await this.#fetch(`${this.#emulators.authUrl}/emulator/v1/projects/${this.#projectId}/oobCodes`);
    return ((await response.json()) as { oobCodes?: readonly OobCode[] }).oobCodes ?? [];
  }

  async #fetch(url: string, init?: RequestInit): Promise<Response> {
    try {
      const response = await fetch(url, init);
      if (!response.ok && response.status >= 500) throw new Error(`${url} answered ${response.status}`);
      return response;
    } catch (error) {
      throw new ServiceUnreachableError("The emulators cannot be reached", { cause: error });
    }
  }
}
