// The security headers Firebase Hosting sends with every response (firebase.json, hosting
// headers for "**"), read from there so that other servers (vite preview) send the very same.
import { readFileSync } from "node:fs";

const FIREBASE_JSON = new URL("../firebase.json", import.meta.url);

/**
 * @param {{ extraConnectSrc?: readonly string[] }} [options] sources added to the CSP's
 *   `connect-src` (e.g. the local emulators for a preview of an emulator build); firebase.json is never changed.
 * @returns {Record<string, string>} header name → value
 */
export function securityHeaders({ extraConnectSrc = [] } = {}) {
  const { hosting } = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
  const everyPath = hosting.headers.find((rule) => rule.source === "**");
  if (everyPath === undefined) throw new Error('firebase.json has no hosting headers for "**"');
  const headers = Object.fromEntries(everyPath.headers.map(({ key, value }) => [key, value]));
  if (extraConnectSrc.length > 0) {
    const csp = headers["Content-Security-Policy"];
    if (csp === undefined) throw new Error("firebase.json sends no Content-Security-Policy to extend");
    headers["Content-Security-Policy"] = withConnectSources(csp, extraConnectSrc);
  }
  return headers;
}

/**
 * The sources listed in an environment variable such as `PREVIEW_CSP_EXTRA_CONNECT`, separated by
 * spaces or commas. Only origins (scheme://host[:port]) are accepted, so that a typo cannot inject
 * another directive or a wildcard into the policy.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseSources(value) {
  const sources = (value ?? "").split(/[\s,]+/).filter((source) => source !== "");
  for (const source of sources) {
    if (!/^(https?|wss?):\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source)) {
      throw new Error(`"${source}" is not an origin such as http://127.0.0.1:9099`);
    }
  }
  return sources;
}

/** `csp` with `sources` appended to its connect-src (which it must have: default-src would not do). */
function withConnectSources(csp, sources) {
  const directives = csp.split(";").map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === "connect-src");
  if (index === -1) throw new Error("The Content-Security-Policy in firebase.json has no connect-src to extend");
  const present = new Set(directives[index].split(/\s+/));
  directives[index] = [directives[index], ...sources.filter((source) => !present.has(source))].join(" ");
  return directives.filter((directive) => directive !== "").join("; ");
}
