// The security headers Firebase Hosting sends with every response (firebase.json, hosting
// headers for "**"), read from there so that other servers (vite preview) send the very same.
import { readFileSync } from "node:fs";

const FIREBASE_JSON = new URL("../firebase.json", import.meta.url);

/** @returns {Record<string, string>} header name → value */
export function securityHeaders() {
  const { hosting } = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
  const everyPath = hosting.headers.find((rule) => rule.source === "**");
  if (everyPath === undefined) throw new Error('firebase.json has no hosting headers for "**"');
  return Object.fromEntries(everyPath.headers.map(({ key, value }) => [key, value]));
}
