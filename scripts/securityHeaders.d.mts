/** The security headers of firebase.json (hosting, "**"), for servers other than Firebase Hosting. */
export function securityHeaders(options?: { readonly extraConnectSrc?: readonly string[] }): Record<string, string>;

/** Origins listed (space- or comma-separated) in an environment variable; throws on anything else. */
export function parseSources(value: string | undefined): string[];
