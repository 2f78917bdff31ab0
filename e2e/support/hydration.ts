import type { Page } from "@playwright/test";

/**
 * Whether React has taken over the pre-rendered page: its first heading is bound to a fiber.
 * Pre-rendered pages fetch their script only once they have loaded and painted (src/app/main.tsx).
 */
export const hydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
