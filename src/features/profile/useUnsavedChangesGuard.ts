import { useEffect } from "react";

/**
 * While `unsaved`, leaving the page asks first: a link to another page of the app (the header, the
 * footer) asks with `question`, and a reload or a closed tab with the browser's own prompt. The
 * app's router runs in declarative mode, which has no navigation blocker: a click on a link is
 * checked in the capture phase, before the router's own handler sees it.
 */
export function useUnsavedChangesGuard(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || event.defaultPrevented) return;
      const destination = new URL(link.href, window.location.href);
      const samePage =
        destination.origin === window.location.origin && destination.pathname === window.location.pathname;
      if (samePage || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [unsaved, question]);
}
