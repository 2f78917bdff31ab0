import { isWellFormedEmail } from "./schoolEmail";

/** What the log-in form holds (spec §2 /login). Both fields are required (spec §5). */
export interface LogInForm {
  readonly email: string;
  readonly password: string;
}

export type LogInFormProblem = "email-missing" | "email-malformed" | "password-missing";

/**
 * The first thing to fix before asking the provider: a missing field, or an address that cannot be
 * one (said as such, not as a wrong password). Whether it is a school address is the sign-up's
 * rule: an account that exists signs in whatever its address.
 */
export function firstLogInProblem(form: LogInForm): LogInFormProblem | null {
  if (form.email.trim() === "") return "email-missing";
  if (!isWellFormedEmail(form.email)) return "email-malformed";
  if (form.password === "") return "password-missing";
  return null;
}
