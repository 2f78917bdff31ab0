import { type ComponentType, lazy, Suspense, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { SessionMemoryNotice } from "../session/SessionMemoryNotice";
import { ArrivalFocus } from "./ArrivalFocus";
import { CONTINUES_FIRST_PAGE } from "./continuesFirstPage";
import { hasFooter } from "./footerPages";
import { Header } from "./Header";
import { navigationCopy } from "./navigationCopy";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageLoading } from "./PageLoading";
import { untilOnline } from "./untilOnline";

/**
 * Loaded with the first public page rather than with the app: the app's own screens never need it.
 * Offline, it waits for the connection (a pre-rendered footer stays as served meanwhile).
 */
const Footer = lazy(async () => ({ default: (await untilOnline(() => import("./Footer"))).Footer }));

/** Screens drawn on black, under a dark header. */
const DARK_PATHS = new Set(["/", "/dashboard"]);

/**
 * The frame of every page: the skip link, the shared header, the main
 * landmark, and on public pages the footer. A page that fails shows the error
 * screen instead; a new page gets the scroll and focus of `ArrivalFocus`.
 */
export function RootLayout({ UnreadMessagesBadge }: { UnreadMessagesBadge?: ComponentType } = {}) {
  const { pathname, hash, state } = useLocation();
  const logFailure = useInjection(USE_CASES.logFailure);
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPathname.current && state !== CONTINUES_FIRST_PAGE) navigated.current = true;

  return (
    <>
      <a className="skip-link" href="#main">
        {navigationCopy.skipToContent}
      </a>
      <Header tone={DARK_PATHS.has(pathname) ? "dark" : "light"} UnreadMessagesBadge={UnreadMessagesBadge} />
      <SessionMemoryNotice />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pathname} logFailure={logFailure}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <ArrivalFocus active={navigated.current} keepScroll={hash !== ""} />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {hasFooter(pathname) ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
    </>
  );
}
