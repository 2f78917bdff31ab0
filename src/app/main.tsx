import "../shared/styles/fonts.css";
import "../shared/styles/global.css";
import { holdSubmitsUntilLive } from "../shared/forms/heldSubmits";
import { afterPageShown } from "./afterPageShown";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

const prerendered = root.dataset.prerendered === window.location.pathname;

async function start(): Promise<void> {
  // Fetched together, run apart: React DOM and the app are each evaluated in a task of their
  // own, and the app starts in a third, so that no one task keeps a tap waiting.
  const [{ startApp }] = await Promise.all([import("./startApp"), import("react-dom/client")]);
  await new Promise((resolve) => setTimeout(resolve));
  await startApp(root as HTMLElement, prerendered);
}

// A pre-rendered page can be read, and its links followed, before any script runs: its code is
// fetched once the page's own CSS, font and images are in and on screen, so that on a slow
// connection it does not compete with them. The app shell has nothing to show without it: it
// starts at once.
// Its forms can be filled in meanwhile: a submit is held until their code runs (LiveForm).
if (prerendered) {
  holdSubmitsUntilLive();
  afterPageShown(() => void start());
} else void start();
