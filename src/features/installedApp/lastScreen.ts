/**
 * The screen a student was last on, kept on this device for the installed app: opened from the
 * home screen (the web app manifest's start_url says so), it goes back there, with or without a
 * network. Named after the account (`strangers.lastScreen.<uid>`), so that log-out and deletion
 * forget it with the account's other copies (BrowserDeviceCopies).
 */
const lastScreenKey = (uid: string) => `strangers.lastScreen.${uid}`;

/** What the web app manifest's start_url carries: the installed app is opening. */
export const INSTALLED_APP_START = "source=installed";

export function rememberScreen(uid: string, path: string): void {
  try {
    localStorage.setItem(lastScreenKey(uid), path);
  } catch {
    // Storage refused: the installed app opens on the dashboard.
  }
}

export function lastScreenOf(uid: string): string | null {
  try {
    const path = localStorage.getItem(lastScreenKey(uid));
    return path?.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
