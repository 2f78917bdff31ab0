import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import type { Session } from "../../domain/session/Session";
import { AppRoutes } from "../../src/app/AppRoutes";
import { ContainerProvider } from "../../src/app/composition/ContainerContext";
import { type AppConfig, readConfig } from "../../src/app/composition/config";
import { createContainer } from "../../src/app/composition/createContainer";
import { USE_CASES } from "../../src/app/composition/tokens";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";

/** The app's container from the composition root, its ports answered by the given local test backend. */
export function createTestContainer(
  backend: LocalTestBackend = createLocalBackend(),
  config: AppConfig = readConfig({}),
): Container {
  return createContainer({ config, window, overrides: backend });
}

/** Keeps the router's current location where the test can read it. */
function LocationProbe({ onLocation }: { onLocation: (pathname: string) => void }) {
  onLocation(useLocation().pathname);
  return null;
}

/**
 * Renders the whole app at `path` (or at a location with its navigation state), on the given backend (a fresh local one by default). `session`
 * is the app's own: the one its screens start and end. `strict` wraps it in React's StrictMode, as
 * the dev server (`npm start`) runs it: effects run, are cleaned up and run again.
 */
export function renderApp(
  path: string | { readonly pathname: string; readonly state: unknown },
  backend: LocalTestBackend = createLocalBackend(),
  config: AppConfig = readConfig({}),
  { strict = false }: { strict?: boolean } = {},
) {
  let currentPath = typeof path === "string" ? path : path.pathname;
  const user = userEvent.setup();
  const container = createTestContainer(backend, config);
  const session: Session = container.get(USE_CASES.session);
  const app = (
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onLocation={(pathname) => (currentPath = pathname)} />
      </MemoryRouter>
    </ContainerProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  /** The path the app shows now. */
  const currentPathname = () => currentPath;
  return { ...view, user, backend, session, path: currentPathname };
}
