import { ContainerModule } from "inversify";
import { ConsoleLogger } from "../../../adapters/browser/ConsoleLogger";
import { LocalStorageSessionStorage } from "../../../adapters/browser/LocalStorageSessionStorage";
import { SystemClock } from "../../../adapters/browser/SystemClock";
import { SESSION_STORAGE_KEY } from "../../../domain/session/sessionStorageKey";
import { bindSingleton } from "./bindSingleton";
import { lazyAppVisibility } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/** The ports every deployment answers from the browser itself. */
export function browserModule(window: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PORTS.clock).toConstantValue(new SystemClock());
    bind(PORTS.wallClock).toConstantValue(new SystemClock());
    bind(PORTS.sessionStorage).toConstantValue(new LocalStorageSessionStorage(window, SESSION_STORAGE_KEY));
    bind(PORTS.logger).toConstantValue(new ConsoleLogger());
    // Downloaded with a sign-up's wait for its email, the only thing that asks.
    bindSingleton(bind, PORTS.appVisibility, () =>
      lazyAppVisibility(() =>
        import("../../../adapters/browser/DocumentVisibility").then((module) => new module.DocumentVisibility(window)),
      ),
    );
  });
}
