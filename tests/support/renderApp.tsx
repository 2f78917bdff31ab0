import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Container, ContainerModule } from "inversify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { AppRoutes } from "../../src/app/AppRoutes";
import { ContainerProvider } from "../../src/app/composition/ContainerContext";
import { type AppConfig, readConfig } from "../../src/app/composition/config";
import { APP_CONFIG, PORTS, USE_CASES } from "../../src/app/composition/tokens";
import { useCasesModule } from "../../src/app/composition/useCasesModule";
import { createLocalBackend, type LocalTestBackend } from "./localBackend";

/** The app's use cases wired to the local backend, a manual clock and in-memory session storage. */
export function createTestContainer(
  backend: LocalTestBackend = createLocalBackend(),
  config: AppConfig = readConfig({}),
): Container {
  const container = new Container({ defaultScope: "Singleton" });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(APP_CONFIG).toConstantValue(config);
      bind(PORTS.clock).toConstantValue(backend.clock);
      bind(PORTS.sessionStorage).toConstantValue(backend.storage);
      bind(PORTS.logger).toConstantValue(backend.logger);
      bind(PORTS.identity).toConstantValue(backend.identity);
      bind(PORTS.profileStore).toConstantValue(backend.profiles);
      bind(PORTS.mealSchedule).toConstantValue(backend.schedule);
      bind(PORTS.mailbox).toConstantValue(backend.mailbox);
      bind(PORTS.locator).toConstantValue(backend.locator);
      bind(PORTS.geocoder).toConstantValue(backend.geocoder);
    }),
    useCasesModule,
  );
  // The backend's own Session is the one the test inspects.
  container.rebind(USE_CASES.session).toConstantValue(backend.session);
  return container;
}

/** Keeps the router's current location where the test can read it. */
function LocationProbe({ onLocation }: { onLocation: (pathname: string) => void }) {
  onLocation(useLocation().pathname);
  return null;
}

/** Renders the whole app at `path`, on the given backend (a fresh local one by default). */
export function renderApp(
  path: string,
  backend: LocalTestBackend = createLocalBackend(),
  config: AppConfig = readConfig({}),
) {
  let currentPath = path;
  const user = userEvent.setup();
  const view = render(
    <ContainerProvider container={createTestContainer(backend, config)}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes withMailbox />
        <LocationProbe onLocation={(pathname) => (currentPath = pathname)} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  /** The path the app shows now. */
  const currentPathname = () => currentPath;
  return { ...view, user, backend, path: currentPathname };
}
