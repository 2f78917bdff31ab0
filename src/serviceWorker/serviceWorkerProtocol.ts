/** What the pages and the service worker say to each other, and the screens it draws offline. */

/** Sent by the update prompt's "Reload": the waiting version takes over. */
export const SKIP_WAITING_MESSAGE = "skip-waiting";

/** The screens drawn from the app shell (the signed-in ones, the console, the developer tools), matched against path and query. */
export const SIGNED_IN_PATHS = [/^\/(dashboard|profile|meals|people|team|dev)([/?#]|$)/];

/** Where the service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";
