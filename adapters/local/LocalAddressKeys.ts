import type { AddressKeys } from "../../domain/privacy/ports/AddressKeys";
import { type LocalDatabase, requestResult } from "./LocalDatabase";

/** Key, in the "state" store, of this installation's random HMAC secret (made at its first use). */
const SECRET_KEY = "addressKeySecret";
const SECRET_BYTES = 32;

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * HMAC-SHA256 of the address (WebCrypto) with a random secret of this installation's, kept in its
 * database (the offline stand-in for the functions' ADDRESS_KEY secret): what the holds of deleted
 * accounts are filed under.
 */
export class LocalAddressKeys implements AddressKeys {
  readonly #database: LocalDatabase;
  #key: Promise<CryptoKey> | null = null;

  constructor(database: LocalDatabase) {
    this.#database = database;
  }

  async keyOf(address: string): Promise<string> {
    this.#key ??= this.#loadKey().catch((error: unknown) => {
      this.#key = null;
      throw error;
    });
    const signature = await crypto.subtle.sign("HMAC", await this.#key, new TextEncoder().encode(address));
    return hex(signature);
  }

  async #loadKey(): Promise<CryptoKey> {
    const secret = await this.#database.transact(["state"], "readwrite", async (transaction) => {
      const state = transaction.objectStore("state");
      const stored = await requestResult<string | undefined>(state.get(SECRET_KEY));
      if (typeof stored === "string") return stored;
      const fresh = hex(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)).buffer);
      await requestResult(state.put(fresh, SECRET_KEY));
      return fresh;
    });
    const bytes = new Uint8Array(secret.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
    return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  }
}
