/** Why a rescue action of a student's did not happen; the screen says it in words. */
export const RESCUE_FAILURES = [
  "signed-out",
  "closed",
  "not-yours",
  "taken",
  "expired",
  "busy",
  "unreachable",
  "unexpected",
] as const;

export type RescueFailure = (typeof RESCUE_FAILURES)[number];

export const isRescueFailure = (value: unknown): value is RescueFailure =>
  (RESCUE_FAILURES as readonly unknown[]).includes(value);

export class RescueError extends Error {
  override readonly name = "RescueError";
  constructor(
    readonly reason: RescueFailure,
    options?: ErrorOptions,
  ) {
    super(`Rescue action failed: ${reason}`, options);
  }
}
