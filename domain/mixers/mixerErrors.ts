/** Why something a student tried with a mixer did not happen; the screen says it in words. */
export const MIXER_FAILURES = [
  "signed-out",
  "not-found",
  "not-yet",
  "closed",
  "suspended",
  "adult-unconfirmed",
  "waitlist-full",
  "not-going",
  "outside-check-in",
  "unreachable",
  "unexpected",
] as const;

export type MixerFailure = (typeof MIXER_FAILURES)[number];

export const isMixerFailure = (value: unknown): value is MixerFailure =>
  (MIXER_FAILURES as readonly unknown[]).includes(value);

export class MixerError extends Error {
  override readonly name = "MixerError";
  constructor(
    readonly reason: MixerFailure,
    options?: ErrorOptions,
  ) {
    super(`Mixer action failed: ${reason}`, options);
  }
}
