import type { ErasePersonalData } from "../../domain/privacy/ErasePersonalData";
import type { ExportPersonalData, PersonalDataExport } from "../../domain/privacy/ExportPersonalData";
import type { PersonalDataService } from "../../domain/privacy/ports/PersonalDataService";
import type { LocalIdentity } from "./LocalIdentity";

/**
 * A student's own data on the offline backend: the download and the deletion run here, on this
 * browser's database, with the same domain code the Cloud Functions run on Firebase.
 */
export class LocalPersonalDataService implements PersonalDataService {
  readonly #identity: LocalIdentity;
  readonly #exporter: ExportPersonalData;
  readonly #eraser: ErasePersonalData;

  constructor(identity: LocalIdentity, exporter: ExportPersonalData, eraser: ErasePersonalData) {
    this.#identity = identity;
    this.#exporter = exporter;
    this.#eraser = eraser;
  }

  async exportMine(): Promise<PersonalDataExport> {
    const account = await this.#identity.reloadCurrentUser();
    if (account === null) throw new Error("Nobody is signed in");
    return this.#exporter.execute({ uid: account.uid, email: account.email });
  }

  async deleteMine(password: string): Promise<void> {
    const account = await this.#identity.verifyPassword(password);
    await this.#eraser.execute({ uid: account.uid, email: account.email }, () => crypto.randomUUID());
  }
}
