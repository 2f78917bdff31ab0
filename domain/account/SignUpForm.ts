import { PASSWORD_MIN_LENGTH } from "./accountRules";
import { schoolEmailProblem } from "./schoolEmail";

/** What the sign-up form holds (spec §2 /signup). */
export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptedTerms: boolean;
  readonly acceptedPrivacy: boolean;
  /** "I am 18 or older" (spec §1, §5: members must be at least MINIMUM_AGE_YEARS). */
  readonly confirmedAdult: boolean;
}

/** Problems shown under a field while the student types (spec §5). */
export type LiveProblem = "email-not-school" | "email-malformed" | "password-too-short" | "passwords-differ";

/** Problems a submit reports, one at a time, in the spec's order (spec §5). */
export type SubmitProblem =
  | "email-missing"
  | "email-not-school"
  | "email-malformed"
  | "password-missing"
  | "password-too-short"
  | "confirmation-missing"
  | "passwords-differ"
  | "terms-not-accepted"
  | "privacy-not-accepted"
  | "age-not-confirmed";

export interface LiveProblems {
  readonly email: "email-not-school" | "email-malformed" | null;
  readonly password: "password-too-short" | null;
  readonly confirmPassword: "passwords-differ" | null;
}

export const emptySignUpForm: SignUpForm = {
  email: "",
  password: "",
  confirmPassword: "",
  acceptedTerms: false,
  acceptedPrivacy: false,
  confirmedAdult: false,
};

/** An empty field shows nothing while typing; the submit check reports it instead. */
export function liveProblems(form: SignUpForm): LiveProblems {
  return {
    email: form.email.trim() === "" ? null : schoolEmailProblem(form.email),
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
  if (!form.confirmedAdult) return "age-not-confirmed";
  return null;
}

/** The submit button is enabled only for a complete, valid form (busy is the screen's concern). */
export function isReadyToSubmit(form: SignUpForm): boolean {
  return firstSubmitProblem(form) === null;
}

/** The boxes to tick below the fields: the two agreements, then the age. */
export type UnmetAgreement = "terms-not-accepted" | "privacy-not-accepted" | "age-not-confirmed";
const AGREEMENTS: readonly SubmitProblem[] = ["terms-not-accepted", "privacy-not-accepted", "age-not-confirmed"];

/**
 * What still keeps a filled-in form from being sent: the first box not yet ticked, once every
 * field is filled and valid (the fields' own problems show under them). Null otherwise.
 */
export function unmetAgreement(form: SignUpForm): UnmetAgreement | null {
  const problem = firstSubmitProblem(form);
  return problem !== null && AGREEMENTS.includes(problem) ? (problem as UnmetAgreement) : null;
}
