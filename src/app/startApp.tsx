import { StrictMode, startTransition } from "react";
import { BrowserRouter } from "react-router-dom";
import { listenForInstallOffer } from "../shared/marketing/installPrompt";
import { markDisplayFontFallback } from "../shared/ui/displayFontFallback";
import { App } from "./App";
import { readConfig } from "./composition/config";
import { createContainer } from "./composition/createContainer";

/**
 * Starts the app in `root`. A page pre-rendered at build time (scripts/prerenderPlugin.ts)
 * is brought to life as it is; anything else, the app shell included, is drawn here.
 *
 * React DOM is imported on demand, not with this module: src/app/main.tsx fetches the two
 * together, and the browser then runs each in a task of its own instead of one long one.
 */
export async function startApp(root: HTMLElement, prerendered: boolean): Promise<void> {
  try {
    const container = createContainer({ config: readConfig(import.meta.env), window });
    listenForInstallOffer(window);
    markDisplayFontFallback();
    const { createRoot, hydrateRoot } = await import("react-dom/client");
    // Building the container is a task's worth of work already: the page comes to life in the next one.
    await new Promise((resolve) => setTimeout(resolve));
    const app = (
      <StrictMode>
        <App container={container} router={BrowserRouter} />
      </StrictMode>
    );
    if (prerendered) {
      // As a transition, React brings the page to life in slices of a few milliseconds, handing the
      // main thread back between them (a tap on a part not yet live is replayed once it is).
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  } catch (error) {
    // A deployment built with a wrong configuration: say so instead of showing nothing. Logged, not
    // thrown: src/app/main.tsx takes a failure to start for a failed download and tries again.
    root.textContent = `Strangers cannot start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(error);
  }
}
