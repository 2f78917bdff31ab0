import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../../../src/app/composition/config";
import { listenForInstallOffer } from "../../../../src/shared/marketing/installPrompt";
import { renderApp } from "../../../support/renderApp";

const STORE_URL = "https://apps.apple.com/app/id123";

/** The about page's call to action: the Download Now the design draws with the Apple logo. */
async function aboutCallToAction(config = readConfig({})) {
  const view = renderApp("/about", undefined, config);
  const cta = await screen.findByRole("region", { name: "Ready to meet someone new?" });
  return { ...view, cta };
}

/** What Chromium sends a page it could install: a cancelable event with `prompt()`. */
function offerInstall() {
  const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome: "accepted" })),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

listenForInstallOffer(window);

afterEach(() => {
  vi.unstubAllEnvs();
  // No offer outlives its test: the app's own "installed" event clears it.
  act(() => {
    window.dispatchEvent(new Event("appinstalled"));
  });
});

describe("Download Now", () => {
  it("without a store URL, shows no Apple logo and leads to sign-up", async () => {
    const { cta } = await aboutCallToAction();
    const download = within(cta).getByRole("link", { name: "Download Now" });
    expect(download).toHaveAttribute("href", "/signup");
    expect(download.querySelector("svg")).toBeNull();
  });

  it("with a store URL, leads there with the Apple logo", async () => {
    vi.stubEnv("VITE_APP_STORE_URL", STORE_URL);
    const { cta } = await aboutCallToAction(readConfig({ VITE_APP_STORE_URL: STORE_URL }));
    const download = within(cta).getByRole("link", { name: "Download Now" });
    expect(download).toHaveAttribute("href", STORE_URL);
    expect(download.querySelector("svg")).not.toBeNull();
  });

  it("where the browser offers to install the web app, asks it to, once per offer", async () => {
    const { cta, user } = await aboutCallToAction();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    const download = within(cta).getByRole("button", { name: "Download Now" });
    expect(download.querySelector("svg")).toBeNull();
    await user.click(download);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // Used up: back to sign-up until the browser offers again.
    expect(within(cta).getByRole("link", { name: "Download Now" })).toHaveAttribute("href", "/signup");
  });

  it("a store URL wins over the browser's offer", async () => {
    const { cta } = await aboutCallToAction(readConfig({ VITE_APP_STORE_URL: STORE_URL }));
    offerInstall();
    expect(within(cta).getByRole("link", { name: "Download Now" })).toHaveAttribute("href", STORE_URL);
  });
});
