import { createHmac } from "node:crypto";
import type { AddressKeys } from "../../../domain/privacy/ports/AddressKeys";

/**
 * HMAC-SHA256 of the address with the functions' secret (the `ADDRESS_KEY` secret; the emulators
 * read a demo value from functions/.secret.local). Read when a key is first needed: a function
 * that never keys an address needs no secret. An empty secret is refused rather than used.
 */
export class AdminAddressKeys implements AddressKeys {
  readonly #secret: () => string;

  constructor(secret: () => string) {
    this.#secret = secret;
  }

  async keyOf(address: string): Promise<string> {
    const secret = this.#secret();
    if (secret === "") throw new Error("The ADDRESS_KEY secret is not set");
    return createHmac("sha256", secret).update(address, "utf8").digest("hex");
  }
}
