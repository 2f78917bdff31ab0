import { ContainerModule } from "inversify";
import { AdjustableClock } from "../../../adapters/browser/AdjustableClock";
import { PORTS } from "./tokens";

/**
 * Local builds: a clock the developer tools can move forward (every tab follows), so that a whole
 * meal day can be lived in minutes. It replaces the browser's plain clock.
 */
export function devClockModule(window: Window): ContainerModule {
  return new ContainerModule(({ bind, rebind }) => {
    const clock = new AdjustableClock(() => window.localStorage);
    rebind(PORTS.clock).toConstantValue(clock);
    bind(PORTS.clockControl).toConstantValue(clock);
  });
}
