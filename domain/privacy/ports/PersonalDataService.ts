import type { PersonalDataExport } from "../ExportPersonalData";

/**
 * The signed-in student's own data, handled where it lives: on Firebase by Cloud Functions (the
 * Admin SDK reads and erases every collection), on the offline backend in this browser's database.
 */
export interface PersonalDataService {
  /** Everything stored about the signed-in student (ExportPersonalData). */
  exportMine(): Promise<PersonalDataExport>;
  /**
   * Checks the signed-in account's password again (InvalidCredentialsError when it is not theirs;
   * SignInTooOldError when the server still finds the sign-in too old), then erases the account
   * and its personal data (ErasePersonalData).
   */
  deleteMine(password: string): Promise<void>;
}
