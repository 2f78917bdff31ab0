import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { readConfig } from "./composition/config";
import { createContainer } from "./composition/createContainer";

/**
 * Starts the app in `root`. A page pre-rendered at build time (scripts/prerenderPlugin.ts)
 * is brought to life as it is; anything else, the app shell included, is drawn here.
 */
export function startApp(root: HTMLElement, prerendered: boolean): void {
  try {
    const container = createContainer(readConfig(import.meta.env), window);
    const app = (
      <StrictMode>
        <App container={container} />
      </StrictMode>
    );
    if (prerendered) {
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
}
