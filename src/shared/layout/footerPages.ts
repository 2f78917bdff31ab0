import { matchPath } from "react-router-dom";

/** The app's own screens, which end without the site footer; every public page has it (spec §2). */
const WITHOUT_FOOTER = ["/", "/login", "/signup", "/dashboard", "/profile", "/dev/*"];

export function hasFooter(pathname: string): boolean {
  return !WITHOUT_FOOTER.some((pattern) => matchPath(pattern, pathname) !== null);
}
