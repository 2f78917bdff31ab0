import "../shared/styles/fonts.css";
import "../shared/styles/global.css";
import { holdUntilLive } from "../shared/forms/heldUntilLive";
import { afterPageShown } from "./afterPageShown";
import { logInFirst } from "./logInFirst";
import { preloadSignedInCode } from "./preloadSignedInCode";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

// At a screen that needs a session, with none stored, the shell draws its pre-rendered log-in page.
logInFirst(root, window.location.pathname);
const prerendered = root.dataset.prerendered === window.location.pathname;

/** How long to wait before fetching the code again after a failed download while the browser says it is online. */
const CODE_RETRY_DELAY_MS = 5000;

async function start(): Promise<void> {
  try {
    // Fetched together, run apart: React DOM and the app are each evaluated in a task of their
    // own, and the app starts in a third, so that no one task keeps a tap waiting.
    const [{ startApp }] = await Promise.all([import("./startApp"), import("react-dom/client")]);
    await new Promise((resolve) => setTimeout(resolve));
    await startApp(root as HTMLElement, prerendered);
  } catch {
    // A download that failed (offline, say): the page stays as it is, with what was typed, and the
    // code is fetched again once the connection is back (or after a while, if the browser thinks it is).
    await new Promise((resolve) =>
      navigator.onLine ? setTimeout(resolve, CODE_RETRY_DELAY_MS) : addEventListener("online", resolve, { once: true }),
    );
    await start();
  }
}

// A pre-rendered page (or the log-in page the shell has just drawn) can be read, and its links
// followed, before any script runs: its code is fetched once the page's own CSS, font and images are
// in and on screen, so that on a slow connection it does not compete with them. Its forms can be
// filled in meanwhile: a submit is held until their code runs (LiveForm), and so is a tap on the
// menu button or "Show password" (useTapsHeldUntilLive). A tap on "Skip intro" also counts at once
// (its cookie: the intro is seen), even if the visitor leaves before the code runs. Else the app
// shell has nothing to show without the app: it starts at once (with a signed-in student's
// dashboard code, when a session is stored).
if (prerendered) {
  holdUntilLive();
  afterPageShown(() => void start());
} else {
  preloadSignedInCode(root, window.location.pathname);
  void start();
}
