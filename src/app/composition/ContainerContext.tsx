import type { Container } from "inversify";
import { createContext, type ReactNode, useContext } from "react";
import { resolve, type ScreenToken } from "./tokens";

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error("useInjection needs a <ContainerProvider> above it");
  return container;
}

/** The use case (or the configuration) bound to `token` in the app's container. Bindings are singletons. */
export function useInjection<T>(token: ScreenToken<T>): T {
  return resolve(useContainer(), token);
}
