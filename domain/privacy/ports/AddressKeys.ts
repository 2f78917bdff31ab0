/**
 * Keys for addresses that are not the address in the clear (the system only): an HMAC with a secret
 * the system alone holds. The same address always gives the same key; a key does not give back its
 * address, and nobody without the secret can compute one. Callers pass the normalized address.
 */
export interface AddressKeys {
  /** The key of the (normalized) address: hexadecimal, the same every time. */
  keyOf(address: string): Promise<string>;
}
