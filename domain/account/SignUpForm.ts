import { PASSWORD_MIN_LENGTH } from "./accountRules";
import { isSchoolEmail } from "./schoolEmail";

/** What the sign-up form holds (spec §2 /signup). */
export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptedTerms: boolean;
  readonly acceptedPrivacy: boolean;
}

/** Problems shown under a field while the student types (spec §5). */
export type LiveProblem = "email-not-school" | "password-too-short" | "passwords-differ";

/** Problems a submit reports, one at a time, in the spec's order (spec §5). */
export type SubmitProblem =
  | "email-missing"
  | "email-not-school"
  | "password-missing"
  | "password-too-short"
  | "confirmation-missing"
  | "passwords-differ"
  | "terms-not-accepted"
  | "privacy-not-accepted";

export interface LiveProblems {
  readonly email: "email-not-school" | null;
  readonly password: "password-too-short" | null;
  readonly confirmPassword: "passwords-differ" | null;
}

export const emptySignUpForm: SignUpForm = {
  email: "",
  password: "",
  confirmPassword: "",
  acceptedTerms: false,
  acceptedPrivacy: false,
};

/** An empty field shows nothing while typing; the submit check reports it instead. */
export function liveProblems(form: SignUpForm): LiveProblems {
  return {
    email: form.email.trim() !== "" && !isSchoolEmail(form.email) ? "email-not-school" : null,
    password: form.password !== "" && form.password.length < PASSWORD_MIN_LENGTH ? "password-too-short" : null,
    confirmPassword: form.confirmPassword !== "" && form.confirmPassword !== form.password ? "passwords-differ" : null,
  };
}

export function firstSubmitProblem(form: SignUpForm): SubmitProblem | null {
  const live = liveProblems(form);
  if (form.email.trim() === "") return "email-missing";
  if (live.email) return live.email;
  if (form.password === "") return "password-missing";
  if (live.password) return live.password;
  if (form.confirmPassword === "") return "confirmation-missing";
  if (live.confirmPassword) return live.confirmPassword;
  if (!form.acceptedTerms) return "terms-not-accepted";
  if (!form.acceptedPrivacy) return "privacy-not-accepted";
  return null;
}

/** The submit button is enabled only for a complete, valid form (busy is the screen's concern). */
export function isReadyToSubmit(form: SignUpForm): boolean {
  return firstSubmitProblem(form) === null;
}

/**
 * What still keeps a filled-in form from being sent: the first agreement not yet ticked, once
 * every field is filled and valid (the fields' own problems show under them). Null otherwise.
 */
export function unmetAgreement(form: SignUpForm): "terms-not-accepted" | "privacy-not-accepted" | null {
  const problem = firstSubmitProblem(form);
  return problem === "terms-not-accepted" || problem === "privacy-not-accepted" ? problem : null;
}
