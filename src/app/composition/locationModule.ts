import { ContainerModule } from "inversify";
import { BrowserLocator } from "../../../adapters/browser/BrowserLocator";
import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { bindSingleton } from "./bindSingleton";
import type { AppConfig } from "./config";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/**
 * Where the device is, by `VITE_LOCATOR` (the location line and the colour screen's approximate
 * location both ask it):
 * - browser: the browser's geolocation;
 * - fake: a fixed position, with no permission prompt;
 * - off: nothing is asked (the position is "unavailable").
 * What its place is called, by `VITE_GEOCODER`:
 * - nominatim: Nominatim (its code loaded when first asked);
 * - fake: a fixed city, with no network;
 * - off: nothing is sent; the location line shows its fallback.
 * Each geocoder comes with its own locator unless VITE_LOCATOR says otherwise (config.ts): the
 * emulator build has the browser's position and no geocoder.
 */
export function locationModule(config: AppConfig, window: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PORTS.locator).toConstantValue(
      config.locator === "browser"
        ? new BrowserLocator("geolocation" in window.navigator ? window.navigator.geolocation : undefined)
        : new FakeLocator(config.locator === "off" ? "unavailable" : undefined),
    );
    switch (config.geocoder) {
      case "nominatim":
        bindSingleton(bind, PORTS.geocoder, (get) =>
          loadOnFirstCall(async () => {
            const { NominatimGeocoder } = await download(() => import("../../../adapters/nominatim/NominatimGeocoder"));
            return new NominatimGeocoder({
              baseUrl: config.nominatimUrl,
              clock: get(PORTS.clock),
              // Looked up on each use: merely reading window.sessionStorage throws where storage is blocked.
              cache: {
                getItem: (key) => window.sessionStorage.getItem(key),
                setItem: (key, value) => window.sessionStorage.setItem(key, value),
              },
            });
          }),
        );
        return;
      case "fake":
        bind(PORTS.geocoder).toConstantValue(new FakeGeocoder());
        return;
      case "off":
        bind(PORTS.geocoder).toConstantValue(new FakeGeocoder({ fails: true }));
        return;
    }
  });
}
