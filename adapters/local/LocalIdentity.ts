import { EmailAlreadyInUseError, InvalidCredentialsError } from "../../domain/account/accountErrors";
import type { AccountRecords } from "../../domain/account/ports/AccountRecords";
import { normalizeEmail } from "../../domain/account/schoolEmail";
import type { Account, Identity } from "../../domain/session/ports/Identity";
import type { Clock } from "../../domain/shared/ports/Clock";
import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";
import { type LocalDatabase, requestResult } from "./LocalDatabase";
import type { LocalMailbox } from "./LocalMailbox";
import { DEFAULT_PBKDF2_ITERATIONS, hashPassword, type PasswordHash, passwordMatches } from "./passwordHash";

interface AccountRecord extends Account {
  readonly password: PasswordHash;
  readonly createdAt: number;
}

/** Key, in the "state" store, of the account signed in on this browser (shared by its tabs, as Firebase does). */
export const CURRENT_ACCOUNT_KEY = "currentUid";

export const VERIFICATION_EMAIL_SUBJECT = "Verify your email for Strangers";

/**
 * Email-and-password accounts kept in this browser's IndexedDB: the offline
 * stand-in for Firebase Authentication. Verification emails go to the local
 * mailbox instead of being delivered. The system reads and removes them too (AccountRecords).
 */
export class LocalIdentity implements Identity, AccountRecords {
  readonly #database: LocalDatabase;
  readonly #mailbox: LocalMailbox;
  readonly #clock: Clock;
  readonly #hashIterations: number;

  constructor(
    database: LocalDatabase,
    mailbox: LocalMailbox,
    clock: Clock,
    hashIterations = DEFAULT_PBKDF2_ITERATIONS,
  ) {
    this.#database = database;
    this.#mailbox = mailbox;
    this.#clock = clock;
    this.#hashIterations = hashIterations;
  }

  async createAccount(email: string, password: string): Promise<Account> {
    const address = normalizeEmail(email);
    // Hash before the transaction: awaiting WebCrypto inside it would let it commit early.
    const record: AccountRecord = {
      uid: crypto.randomUUID(),
      email: address,
      emailVerified: false,
      password: await hashPassword(password, this.#hashIterations),
      createdAt: this.#clock.now(),
    };
    try {
      await this.#database.transact(["accounts", "state"], "readwrite", async (transaction) => {
        await requestResult(transaction.objectStore("accounts").add(record));
        await requestResult(transaction.objectStore("state").put(record.uid, CURRENT_ACCOUNT_KEY));
      });
    } catch (error) {
      // The unique email index refuses a second account for the same address.
      if (error instanceof DOMException && error.name === "ConstraintError") {
        throw new EmailAlreadyInUseError(`${address} already has an account`, { cause: error });
      }
      throw error;
    }
    return toAccount(record);
  }

  async sendVerificationEmail(returnUrl: string): Promise<void> {
    const account = await this.reloadCurrentUser();
    if (account === null) throw new Error("No signed-in account to verify");
    await this.#mailbox.deliver({
      id: crypto.randomUUID(),
      to: account.email,
      subject: VERIFICATION_EMAIL_SUBJECT,
      sentAt: this.#clock.now(),
      verificationCode: crypto.randomUUID(),
      returnUrl,
    });
  }

  async signIn(email: string, password: string): Promise<Account> {
    const address = normalizeEmail(email);
    const record = await this.#database.transact(["accounts"], "readonly", (transaction) =>
      requestResult<AccountRecord | undefined>(transaction.objectStore("accounts").index("email").get(address)),
    );
    if (record === undefined || !(await passwordMatches(password, record.password))) {
      throw new InvalidCredentialsError("Wrong email or password");
    }
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").put(record.uid, CURRENT_ACCOUNT_KEY));
    });
    return toAccount(record);
  }

  async reloadCurrentUser(): Promise<Account | null> {
    const record = await this.#database.transact(["state", "accounts"], "readonly", async (transaction) => {
      const uid = await requestResult<string | undefined>(transaction.objectStore("state").get(CURRENT_ACCOUNT_KEY));
      if (uid === undefined) return undefined;
      return requestResult<AccountRecord | undefined>(transaction.objectStore("accounts").get(uid));
    });
    return record === undefined ? null : toAccount(record);
  }

  /** The account signed in on this browser: nothing here ever ends a sign-in but signOut. */
  currentAccount(): Promise<Account | null> {
    return this.reloadCurrentUser();
  }

  async signOut(): Promise<void> {
    await this.#database.transact(["state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("state").delete(CURRENT_ACCOUNT_KEY));
    });
  }

  /** The signed-in account, if `password` is its own: what a deletion asks again. */
  async verifyPassword(password: string): Promise<Account> {
    const account = await this.reloadCurrentUser();
    const record = account === null ? undefined : await this.#record(account.uid);
    if (record === undefined || !(await passwordMatches(password, record.password))) {
      throw new InvalidCredentialsError("Wrong password");
    }
    return toAccount(record);
  }

  async emailOf(uid: string): Promise<string | null> {
    return (await this.#record(uid))?.email ?? null;
  }

  /** The account goes, and with it this browser's sign-in if it was that account's. */
  async remove(uid: string): Promise<void> {
    await this.#database.transact(["accounts", "state"], "readwrite", async (transaction) => {
      await requestResult(transaction.objectStore("accounts").delete(uid));
      const state = transaction.objectStore("state");
      if ((await requestResult(state.get(CURRENT_ACCOUNT_KEY))) === uid) {
        await requestResult(state.delete(CURRENT_ACCOUNT_KEY));
      }
    });
  }

  #record(uid: string): Promise<AccountRecord | undefined> {
    return this.#database.transact(["accounts"], "readonly", (transaction) =>
      requestResult<AccountRecord | undefined>(transaction.objectStore("accounts").get(uid)),
    );
  }

  /** Nothing here ever signs a user out on its own. */
  onSignedOutByProvider(): Unsubscribe {
    return () => {};
  }
}

function toAccount(record: AccountRecord): Account {
  return { uid: record.uid, email: record.email, emailVerified: record.emailVerified };
}
