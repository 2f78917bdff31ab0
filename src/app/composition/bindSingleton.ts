import type { ContainerModuleLoadOptions } from "inversify";
import type { Token } from "./tokens";

/** Fetches a dependency by its token, typed by the token. */
export type Resolve = <T>(token: Token<T>) => T;

/**
 * Binds `token` to the one instance `build` makes, on first request. The domain
 * classes carry no decorators; their dependencies are named here, type-checked
 * through the tokens.
 */
export function bindSingleton<T>(
  bind: ContainerModuleLoadOptions["bind"],
  token: Token<T>,
  build: (resolve: Resolve) => T,
): void {
  bind(token)
    .toDynamicValue((context) => build((dependency) => context.get(dependency)))
    .inSingletonScope();
}
