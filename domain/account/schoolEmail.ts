/** Who may join (spec §1, §5, §9): school-affiliated adults with a school-issued address. */
export const SCHOOL_EMAIL_SUFFIX = ".edu";
export const MINIMUM_AGE_YEARS = 18;

/** Addresses are compared without surrounding spaces and case ("Ana@School.EDU" is a school address). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isSchoolEmail(email: string): boolean {
  return normalizeEmail(email).endsWith(SCHOOL_EMAIL_SUFFIX);
}
