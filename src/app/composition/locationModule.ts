import { ContainerModule } from "inversify";
import { BrowserLocator } from "../../../adapters/browser/BrowserLocator";
import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { bindSingleton } from "./bindSingleton";
import type { AppConfig } from "./config";
import { download, loadOnFirstCall } from "./loadOnFirstCall";
import { PORTS } from "./tokens";

/**
 * Where the device is and what its place is called, by `VITE_GEOCODER`:
 * - nominatim: the browser's geolocation, named by Nominatim (its code loaded when first asked);
 * - fake: a fixed position and city, with no permission prompt and no network;
 * - off: nothing is asked or sent; the location line shows its fallback.
 */
export function locationModule(config: AppConfig, window: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    switch (config.geocoder) {
      case "nominatim":
        bind(PORTS.locator).toConstantValue(
          new BrowserLocator("geolocation" in window.navigator ? window.navigator.geolocation : undefined),
        );
        bindSingleton(bind, PORTS.geocoder, (get) =>
          loadOnFirstCall(
            async () => {
              const { NominatimGeocoder } = await download(
                () => import("../../../adapters/nominatim/NominatimGeocoder"),
              );
              return new NominatimGeocoder({
                baseUrl: config.nominatimUrl,
                clock: get(PORTS.clock),
                // Looked up on each use: merely reading window.sessionStorage throws where storage is blocked.
                cache: {
                  getItem: (key) => window.sessionStorage.getItem(key),
                  setItem: (key, value) => window.sessionStorage.setItem(key, value),
                },
              });
            },
            { cityAt: true },
          ),
        );
        return;
      case "fake":
        bind(PORTS.locator).toConstantValue(new FakeLocator());
        bind(PORTS.geocoder).toConstantValue(new FakeGeocoder());
        return;
      case "off":
        bind(PORTS.locator).toConstantValue(new FakeLocator("unavailable"));
        bind(PORTS.geocoder).toConstantValue(new FakeGeocoder({ fails: true }));
        return;
    }
  });
}
