/** The brand as a name ("Welcome to Strangers"); in running copy it reads "strangers". */
export const BRAND_NAME = "Strangers";

/** What the site is, in a sentence: the meta description of the landing and splash pages. */
export const SITE_DESCRIPTION =
  "Strangers matches you with people from your school for in-person meals. Sign up with your school email, get matched and meet someone new over a meal.";

/** `<title>` of a page: "About · Strangers". */
export function pageTitle(page: string): string {
  return `${page} · ${BRAND_NAME}`;
}
