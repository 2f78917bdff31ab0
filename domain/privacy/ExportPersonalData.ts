import type { DataSubject } from "../shared/DataSubject";
import type { Clock } from "../shared/ports/Clock";
import { isoTime, type PersonalDataPart } from "./PersonalDataPart";

/** The download: when it was made, the account, then one entry per part (personalDataParts). */
export type PersonalDataExport = Readonly<Record<string, unknown>>;

/**
 * "Download my data" (system): everything stored about the student, part by part, as they may see
 * it. Run where the data lives: a Cloud Function on Firebase, the browser on the offline backend.
 */
export class ExportPersonalData {
  readonly #parts: readonly PersonalDataPart[];
  readonly #clock: Clock;

  constructor(parts: readonly PersonalDataPart[], clock: Clock) {
    this.#parts = parts;
    this.#clock = clock;
  }

  async execute(subject: DataSubject): Promise<PersonalDataExport> {
    const data: Record<string, unknown> = {
      exported_at: isoTime(this.#clock.now()),
      account: { uid: subject.uid, email: subject.email },
    };
    for (const part of this.#parts) data[part.name] = await part.exportFor(subject);
    return data;
  }
}
