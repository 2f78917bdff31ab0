/** The brand as a name ("Welcome to Strangers"); in running copy it reads "strangers". */
export const BRAND_NAME = "Strangers";

/** `<title>` of a page: "About · Strangers". */
export function pageTitle(page: string): string {
  return `${page} · ${BRAND_NAME}`;
}
