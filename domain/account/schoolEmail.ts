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

/** The longest address SMTP delivers (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321's limits: the part before the @, and each dot-separated label of the domain. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

/** The local part's characters (RFC 5322's dot-atom): no leading, trailing or doubled dot. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label: letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Whether the address can receive mail at all: one @, a local part, and a domain of two or more
 * labels ("ana@ucla.edu", not "@ucla.edu" nor "alex@.edu"). The `.edu` rule is checked apart.
 */
export function isWellFormedEmail(email: string): boolean {
  const address = normalizeEmail(email);
  if (address.length > EMAIL_MAX_LENGTH) return false;
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  return (
    at > 0 &&
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))
  );
}

/** The sign-up rule, whichever screen or backend asks: a school address that can receive mail. */
export function schoolEmailProblem(email: string): "email-not-school" | "email-malformed" | null {
  if (!isSchoolEmail(email)) return "email-not-school";
  return isWellFormedEmail(email) ? null : "email-malformed";
}
