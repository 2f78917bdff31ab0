import { type ComponentType, Suspense, useEffect, useId, useRef, useState } from "react";
import { LuMenu, LuX } from "react-icons/lu";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import logoMark from "../art/logo-mark.svg";
import { HELD_TAP_ATTRIBUTE } from "../forms/heldUntilLive";
import { useSessionUser } from "../session/useSession";
import { useTapsHeldUntilLive } from "../ui/useTapsHeldUntilLive";
import styles from "./Header.module.css";
import { navigationCopy } from "./navigationCopy";

interface NavItem {
  readonly to: string;
  readonly label: string;
  /** Shown only in the small-screen menu. */
  readonly menuOnly?: boolean;
}

const SIGNED_IN_LINKS: readonly NavItem[] = [
  { to: "/about", label: navigationCopy.aboutUs },
  { to: "/dashboard", label: navigationCopy.dashboard },
  { to: "/meals", label: navigationCopy.meals },
  { to: "/people", label: navigationCopy.people },
  { to: "/profile", label: navigationCopy.profile },
];

const SIGNED_OUT_LINKS: readonly NavItem[] = [
  { to: "/about", label: navigationCopy.aboutUs },
  { to: "/login", label: navigationCopy.login },
  { to: "/signup", label: navigationCopy.signUp },
  { to: "/blog", label: navigationCopy.blog, menuOnly: true },
];

/** On the team's consoles (/ops, /team): the consoles, not a student's pages. */
const TEAM_LINKS: readonly NavItem[] = [
  { to: "/ops", label: navigationCopy.operations },
  { to: "/team", label: navigationCopy.trustAndSafety },
];

const isTeamConsole = (pathname: string): boolean => /^\/(ops|team)(\/|$)/.test(pathname);

/**
 * The shared header (spec §2 Navigation bar). At 768px or narrower the links
 * fold into a menu behind a button, over a dimmed page (Header.module.css); it
 * closes on Escape, on a click outside, and whenever the route changes. On the team's consoles it
 * links the consoles (each has its own sign-in and sign-out). Signed in, the Dashboard
 * link carries the count of unread messages (the conversations are on the match cards there).
 */
export function Header({
  tone = "light",
  UnreadMessagesBadge,
}: {
  tone?: "light" | "dark";
  /** Beside "Dashboard" while signed in: what is unread (the chat's, which the routes load on demand). */
  UnreadMessagesBadge?: ComponentType;
}) {
  const user = useSessionUser();
  const logOut = useInjection(USE_CASES.logOut);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A tap on the menu button before the page's code ran opens it once the code runs.
  useTapsHeldUntilLive(toggleRef);

  // A route change closes the menu, in the same render (React's "adjust state on a prop change").
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  // Logout leaves for /home first and ends the session once /home is on screen: a signed-in page
  // still there when the session ends would send the visitor to log in instead (its guard redirects).
  // The router commits a navigation as a transition, later than the session's own update, so the
  // session ends only after the route has changed.
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    if (!loggingOut || pathname !== "/home") return;
    setLoggingOut(false);
    void logOut.execute();
  }, [loggingOut, pathname, logOut]);

  function logOutAndLeave() {
    setMenuOpen(false);
    setLoggingOut(true);
    navigate("/home");
  }

  const teamConsole = isTeamConsole(pathname);
  const links = teamConsole ? TEAM_LINKS : user === null ? SIGNED_OUT_LINKS : SIGNED_IN_LINKS;
  return (
    <header className={styles.header} data-tone={tone}>
      <Link to="/home" className={styles.logo} aria-label={navigationCopy.homeLink}>
        <img src={logoMark} alt="" width={32} height={32} />
        <span className={styles.wordmark} aria-hidden="true">
          strangers
        </span>
      </Link>
      <nav ref={navRef} className={styles.nav} aria-label={navigationCopy.mainNavigation}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          {...{ [HELD_TAP_ATTRIBUTE]: "" }}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? navigationCopy.closeMenu : navigationCopy.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <LuX aria-hidden="true" /> : <LuMenu aria-hidden="true" />}
        </button>
        <ul id={menuId} className={styles.links} data-open={menuOpen}>
          {links.map((link) => (
            <li key={link.to} className={link.menuOnly ? styles.menuOnly : undefined}>
              <NavLink to={link.to} className={styles.link}>
                {link.label}
                {link.to === "/dashboard" && user !== null && UnreadMessagesBadge !== undefined ? (
                  <Suspense fallback={null}>
                    <UnreadMessagesBadge />
                  </Suspense>
                ) : null}
              </NavLink>
            </li>
          ))}
          {user !== null && !teamConsole ? (
            <li>
              <button type="button" className={styles.link} onClick={logOutAndLeave}>
                {navigationCopy.logout}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
