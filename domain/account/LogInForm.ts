/** What the log-in form holds (spec §2 /login). Both fields are required (spec §5). */
export interface LogInForm {
  readonly email: string;
  readonly password: string;
}

export type LogInFormProblem = "email-missing" | "password-missing";

export function firstLogInProblem(form: LogInForm): LogInFormProblem | null {
  if (form.email.trim() === "") return "email-missing";
  if (form.password === "") return "password-missing";
  return null;
}
