import { Container, type ContainerModule } from "inversify";
import { browserModule } from "./browserModule";
import type { AppConfig } from "./config";
import { firebaseBackendModule } from "./firebaseBackendModule";
import { localBackendModule } from "./localBackendModule";
import { locationModule } from "./locationModule";
import { APP_CONFIG } from "./tokens";
import { useCasesModule } from "./useCasesModule";

/** The browser's IndexedDB, or undefined where even looking it up is refused (some private modes throw). */
function indexedDBOf(window: Window): IDBFactory | undefined {
  try {
    return window.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

function backendModule(config: AppConfig, window: Window): ContainerModule {
  if (config.backend === "firebase" && config.firebase !== null) return firebaseBackendModule(config.firebase);
  return localBackendModule(indexedDBOf(window));
}

/** The composition root: the one place that decides which adapter answers each port. */
export function createContainer(config: AppConfig, window: Window): Container {
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(APP_CONFIG).toConstantValue(config);
  container.load(browserModule(window), backendModule(config, window), locationModule(config, window), useCasesModule);
  return container;
}
