import { Container, type ContainerModule } from "inversify";
import { applicationModule } from "./applicationModule";
import { browserModule } from "./browserModule";
import { buildTimeModule } from "./buildTimeModule";
import type { AppConfig } from "./config";
import { devClockModule } from "./devClockModule";
import { firebaseBackendModule } from "./firebaseBackendModule";
import { localBackendModule } from "./localBackendModule";
import { locationModule } from "./locationModule";
import { APP_CONFIG, PORTS, type PortAdapters } from "./tokens";

export interface ContainerOptions {
  readonly config: AppConfig;
  /** The browser's window; null when a page is pre-rendered at build time (no browser, nobody signed in). */
  readonly window: Window | null;
  /** Adapters to bind instead of the configured ones, by port: what tests pass (a manual clock, fakes). */
  readonly overrides?: Partial<PortAdapters>;
}

/** The browser's IndexedDB, or undefined where even looking it up is refused (some private modes throw). */
function indexedDBOf(window: Window | null): IDBFactory | undefined {
  try {
    return window?.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The backend this build carries. `import.meta.env.VITE_BACKEND` is written into the code at build
 * time, so the bundler keeps one branch: a Firebase build holds no local-backend code, a local build
 * no Firebase code.
 */
function backendModule(config: AppConfig, window: Window | null): ContainerModule {
  if (import.meta.env.VITE_BACKEND === "firebase") {
    if (config.firebase === null) throw new Error("This build carries the Firebase backend: set VITE_BACKEND=firebase");
    return firebaseBackendModule(config.firebase);
  }
  return localBackendModule(indexedDBOf(window));
}

/**
 * The composition root: the one place that decides which adapter answers each port. The app,
 * the pre-renderer and the tests all build their container here.
 */
export function createContainer({ config, window, overrides = {} }: ContainerOptions): Container {
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(APP_CONFIG).toConstantValue(config);
  const environment = window === null ? [buildTimeModule] : [browserModule(window), locationModule(config, window)];
  container.load(
    ...environment,
    backendModule(config, window),
    applicationModule({
      withDevTools: import.meta.env.VITE_BACKEND !== "firebase",
      // A build on the Firebase emulators has /dev/mailbox too: the emails the functions wrote.
      withMailbox: import.meta.env.VITE_BACKEND !== "firebase" || import.meta.env.VITE_FIREBASE_EMULATORS === "true",
    }),
  );
  if (import.meta.env.VITE_BACKEND !== "firebase" && window !== null) container.load(devClockModule(window));
  for (const [name, adapter] of Object.entries(overrides)) {
    container.rebind(PORTS[name as keyof PortAdapters]).toConstantValue(adapter);
  }
  return container;
}
