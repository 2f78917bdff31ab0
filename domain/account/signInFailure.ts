import { InvalidCredentialsError, TooManyAttemptsError } from "./accountErrors";

/** What a console's sign-in failure stands for (a wrong email or password, too many tries), else null. */
export function signInFailureOf(error: unknown): "wrong-credentials" | "too-many-attempts" | null {
  if (error instanceof InvalidCredentialsError) return "wrong-credentials";
  if (error instanceof TooManyAttemptsError) return "too-many-attempts";
  return null;
}
