import { ContainerModule } from "inversify";
import { ConsoleLogger } from "../../../adapters/browser/ConsoleLogger";
import { SystemClock } from "../../../adapters/browser/SystemClock";
import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import { PORTS } from "./tokens";

/**
 * What a page is pre-rendered with at build time (src/app/prerender): nobody signed in, no
 * browser and no position. The page's first render in the browser shows the same thing, then
 * its own session and location.
 */
export const buildTimeModule = new ContainerModule(({ bind }) => {
  bind(PORTS.clock).toConstantValue(new SystemClock());
  bind(PORTS.wallClock).toConstantValue(new SystemClock());
  bind(PORTS.sessionStorage).toConstantValue(new MemorySessionStorage());
  bind(PORTS.logger).toConstantValue(new ConsoleLogger());
  bind(PORTS.locator).toConstantValue(new FakeLocator("unavailable"));
  bind(PORTS.geocoder).toConstantValue(new FakeGeocoder({ fails: true }));
});
