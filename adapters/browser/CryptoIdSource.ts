import type { IdSource } from "../../domain/shared/ports/IdSource";

/** Random UUIDs from the browser's own generator (crypto.randomUUID). */
export class CryptoIdSource implements IdSource {
  newId(): string {
    return crypto.randomUUID();
  }
}
