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

/** Collects what React reports when hydration fails: console errors and uncaught errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}
