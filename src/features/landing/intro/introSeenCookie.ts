/**
 * The intro plays once per browser session: coming back to /home should not replay seven seconds,
 * in this tab or another (a second tab for the mailbox, /home after logging out). A session cookie
 * (no expiry) lives exactly that long and is shared by every tab, where sessionStorage is per tab.
 */
export const INTRO_SEEN_COOKIE = "strangers_intro_seen";

export function introAlreadySeen(): boolean {
  try {
    return document.cookie.split("; ").some((cookie) => cookie.startsWith(`${INTRO_SEEN_COOKIE}=`));
  } catch {
    return false;
  }
}

/** The cookie as set: also by a tap on "Skip intro" before the page's code runs (HELD_TAP_COOKIE_ATTRIBUTE). */
export const INTRO_SEEN_COOKIE_SETTING = `${INTRO_SEEN_COOKIE}=1; path=/; SameSite=Strict`;

export function markIntroSeen(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: read at render, so it must be synchronous (the Cookie Store API is not)
    document.cookie = INTRO_SEEN_COOKIE_SETTING;
  } catch {
    // Cookies refused: the intro may play again next time, which is harmless.
  }
}
