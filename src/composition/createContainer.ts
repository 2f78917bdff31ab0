import { Container } from "inversify";
import { browserModule } from "./browserModule";
import type { AppConfig } from "./config";
import { localBackendModule } from "./localBackendModule";
import { locationModule } from "./locationModule";
import { useCasesModule } from "./useCasesModule";

/** The composition root: the one place that decides which adapter answers each port. */
export function createContainer(config: AppConfig, window: Window): Container {
  const container = new Container({ defaultScope: "Singleton" });
  container.load(
    browserModule(window),
    localBackendModule(window.indexedDB),
    locationModule(config, window),
    useCasesModule,
  );
  return container;
}
