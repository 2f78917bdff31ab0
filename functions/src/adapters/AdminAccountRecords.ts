import type { App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { AccountRecords } from "../../../domain/account/ports/AccountRecords";

/** Firebase Authentication's accounts, as the system reads and removes them. */
export class AdminAccountRecords implements AccountRecords {
  readonly #app: App;

  constructor(app: App) {
    this.#app = app;
  }

  async emailOf(uid: string): Promise<string | null> {
    try {
      return (await getAuth(this.#app).getUser(uid)).email ?? null;
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  }

  async remove(uid: string): Promise<void> {
    try {
      await getAuth(this.#app).deleteUser(uid);
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found";
}
