/** Where a verification email's link leads: the site root (spec §4). */
export function siteRoot(): string {
  return new URL("/", window.location.href).href;
}
