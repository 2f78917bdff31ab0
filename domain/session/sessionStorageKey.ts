/**
 * Key of the signed-in session in the browser's storage ("a product auth key", spec §3). On its own
 * so that the entry script can look for a session without the session's other rules.
 */
export const SESSION_STORAGE_KEY = "strangers.auth";
