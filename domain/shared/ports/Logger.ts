/** Where failures the user is not shown in detail are recorded (spec §8 "logged"). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
}
