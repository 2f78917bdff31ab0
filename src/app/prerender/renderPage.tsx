import { type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "../App";
import { readConfig } from "../composition/config";
import { createContainer } from "../composition/createContainer";

export { LOG_IN_PAGE_TEMPLATE_ID, LOG_IN_PATH } from "../logInFirst";
export { PRERENDERED_PATHS } from "./prerenderedPaths";

/**
 * The markup of the page at `path`, once every lazy part of it has loaded: what goes in #root.
 * Rejects when any part failed to render, rather than leave it to be drawn in the browser.
 */
export async function renderPage(path: string): Promise<string> {
  const container = createContainer({ config: readConfig(import.meta.env), window: null });
  const errors: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerender(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // One piece of HTML with no inline script (the CSP forbids them): never split large parts out to stream later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Pre-rendering ${path} failed: ${String(errors[0])}`);
  return new Response(prelude).text();
}
