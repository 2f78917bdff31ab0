import type { Logger } from "../../domain/shared/ports/Logger";

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  }
}
