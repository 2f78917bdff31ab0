import { useEffect } from "react";

/**
 * Rendered after a page's content, inside the same Suspense boundary, so it runs
 * once the page is really on screen (a lazy page may still be loading when the
 * route changes): scrolls to the top, unless the address names a spot on the
 * page, and moves focus to the page's main heading for screen reader and
 * keyboard users. Not on the first page of a visit: focus starts where the
 * browser puts it.
 */
export function ArrivalFocus({ active, keepScroll }: { active: boolean; keepScroll: boolean }) {
  // On arrival only (the layout mounts this afresh for each page): a later change of hash
  // on the same page, such as a contents link, must not pull focus back to the heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page on purpose
  useEffect(() => {
    if (!active) return;
    if (!keepScroll) window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
  return null;
}
