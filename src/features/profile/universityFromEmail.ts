/**
 * The school a student's address belongs to, named by a kept list of academic domains
 * (swot, through scripts/eduSchoolNames.ts): "ana@cs.umich.edu" → "University of Michigan".
 * The most specific domain the list knows decides; "" when it knows none, or is unsure: the
 * field is then left for the student rather than filled with a wrong guess.
 */
export function schoolNameFor(email: string, names: Readonly<Record<string, string>>): string {
  const labels = (email.split("@")[1] ?? "").trim().toLowerCase().split(".");
  for (let start = 0; start <= labels.length - 2; start++) {
    const domain = labels.slice(start).join(".");
    if (Object.hasOwn(names, domain)) return names[domain] ?? "";
  }
  return "";
}

/** `schoolNameFor` with the list, which is fetched on first use: only the profile page needs it. */
export async function universityFromEmail(email: string): Promise<string> {
  const { default: names } = await import("virtual:edu-school-names");
  return schoolNameFor(email, names);
}
