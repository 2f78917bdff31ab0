import { DataExportTooSoonError, SignInTooOldError } from "../../domain/account/accountActionErrors";
import type { PersonalDataExport } from "../../domain/privacy/ExportPersonalData";
import type { PersonalDataService } from "../../domain/privacy/ports/PersonalDataService";
import { callFunction, FunctionRefusedError } from "./callFunction";
import { CALLABLE, EXPORT_TOO_SOON, SIGN_IN_TOO_OLD } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/**
 * A student's own data on Firebase: the Cloud Functions `exportMyData` and `deleteMyAccount` do
 * the work with the Admin SDK; a deletion first signs in again with the password typed (Firebase's
 * re-authentication), and the function checks that this sign-in is recent.
 */
export class FirebasePersonalDataService implements PersonalDataService {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  async exportMine(): Promise<PersonalDataExport> {
    try {
      return await callFunction<PersonalDataExport>(
        () => this.#auth.idToken(),
        this.#functions,
        CALLABLE.exportMyData,
        {},
      );
    } catch (error) {
      if (error instanceof FunctionRefusedError && error.reason === EXPORT_TOO_SOON) {
        throw new DataExportTooSoonError(null, { cause: error });
      }
      throw error;
    }
  }

  async deleteMine(password: string): Promise<void> {
    await this.#auth.reauthenticate(password);
    try {
      await callFunction(() => this.#auth.idToken(), this.#functions, CALLABLE.deleteMyAccount, {});
    } catch (error) {
      if (error instanceof FunctionRefusedError && error.reason === SIGN_IN_TOO_OLD) {
        throw new SignInTooOldError("The server wants a fresh sign-in", { cause: error });
      }
      throw error;
    }
  }
}
