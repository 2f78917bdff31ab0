import { normalizeEmail } from "../account/schoolEmail";

/** A student's school: the domain of their address ("ana@umich.edu" → "umich.edu"). Students meet only within one. */
export function schoolOf(email: string): string {
  const address = normalizeEmail(email);
  return address.slice(address.lastIndexOf("@") + 1);
}
