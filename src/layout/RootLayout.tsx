import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router-dom";
import { navigationCopy } from "../copy/navigation";
import { Footer } from "../marketing/Footer";
import { SessionMemoryNotice } from "../session/SessionMemoryNotice";
import { Header } from "./Header";
import { wantsFooter } from "./routeHandle";

/** Screens drawn on black, under a dark header. */
const DARK_PATHS = new Set(["/", "/dashboard"]);

/**
 * The frame of every page: the skip link, the shared header, the main
 * landmark, and on public pages the footer. After a route change, focus moves to the new page's main heading
 * so screen reader and keyboard users start from the top of what changed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const withFooter = useMatches().some((match) => wantsFooter(match.handle));

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {navigationCopy.skipToContent}
      </a>
      <Header tone={DARK_PATHS.has(pathname) ? "dark" : "light"} />
      <SessionMemoryNotice />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {withFooter ? <Footer /> : null}
      <ScrollRestoration />
    </>
  );
}
