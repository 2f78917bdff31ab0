import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { readConfig } from "./composition/config";
import { createContainer } from "./composition/createContainer";
import "./styles/fonts.css";
import "./styles/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

try {
  const container = createContainer(readConfig(import.meta.env), window);
  const app = (
    <StrictMode>
      <App container={container} />
    </StrictMode>
  );
  // A page pre-rendered at build time (scripts/prerenderPlugin.ts) is brought to life as it is;
  // anything else, the app shell included, is drawn here.
  if (root.dataset.prerendered === window.location.pathname) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
} catch (error) {
  // A deployment built with a wrong configuration: say so instead of showing nothing.
  root.textContent = `Strangers cannot start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
}
