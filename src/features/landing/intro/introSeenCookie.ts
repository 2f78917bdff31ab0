/**
 * Whether the intro was seen in this browser session, kept where the entry can set it too: a tap on
 * "Skip intro" before the page's code runs counts (holdIntroSkip), so no React here.
 */

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

export function markIntroSeen(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: read at render, so it must be synchronous (the Cookie Store API is not)
    document.cookie = `${INTRO_SEEN_COOKIE}=1; path=/; SameSite=Strict`;
  } catch {
    // Cookies refused: the intro may play again next time, which is harmless.
  }
}

/** The attribute of the "Skip intro" button, which the entry watches before the page's code runs. */
export const INTRO_SKIP_ATTRIBUTE = "data-intro-skip";

/**
 * Called by the entry of a pre-rendered page: a tap on "Skip intro" before the page's code runs
 * counts at once (the intro is seen), however soon the visitor leaves; the button replays it once
 * live (useTapsHeldUntilLive).
 */
export function holdIntroSkip(): void {
  document.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest?.(`[${INTRO_SKIP_ATTRIBUTE}]`)) markIntroSeen();
    },
    true,
  );
}
