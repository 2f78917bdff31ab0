import { type ComponentType, type JSX, lazy, useState } from "react";
import { Route, Routes } from "react-router-dom";
import { RootLayout } from "../shared/layout/RootLayout";
import { untilOnline } from "../shared/layout/untilOnline";
import { GuestOnly, RequireSession } from "../shared/session/RequireSession";

/** A page whose code loads on demand; `preload` fetches it ahead of a navigation. */
type Page<P> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/** The props of the component `module` exports as `name`. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A page loaded on demand, in a chunk of its own: `module` imports it, `name` is its export.
 * Once its code is in (`preload`, or an earlier visit), it draws at once rather than through a
 * Suspense fallback: a page that a screen preloaded before leading to it never shows an empty frame.
 */
function page<M extends Record<string, unknown>, K extends keyof M>(
  module: () => Promise<M>,
  name: K,
): Page<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let loaded: ComponentType<Props> | null = null;
  const load = (): Promise<{ default: ComponentType<Props> }> =>
    untilOnline(module).then((exports) => {
      loaded = exports[name] as ComponentType<Props>;
      return { default: loaded };
    });
  const Lazy = lazy(load);
  function LazyPage(props: Props) {
    // Chosen once per mount: the same component for its whole life.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...(props as Props & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(LazyPage, { preload: load });
}

const SplashPage = page(() => import("../features/splash/SplashPage"), "SplashPage");
const LandingPage = page(() => import("../features/landing/LandingPage"), "LandingPage");
const LoginPage = page(() => import("../features/auth/LoginPage"), "LoginPage");
const SignupPage = page(() => import("../features/auth/SignupPage"), "SignupPage");
const DashboardPage = page(() => import("../pages/dashboard/DashboardPage"), "DashboardPage");
const ProfilePage = page(() => import("../features/profile/ProfilePage"), "ProfilePage");
const YourMealsPage = page(() => import("../pages/history/YourMealsPage"), "YourMealsPage");
const YourPeoplePage = page(() => import("../pages/history/YourPeoplePage"), "YourPeoplePage");
const AboutPage = page(() => import("../features/docs/AboutPage"), "AboutPage");
const PrivacyPolicyPage = page(() => import("../features/docs/PrivacyPolicyPage"), "PrivacyPolicyPage");
const TermsOfServicePage = page(() => import("../features/docs/TermsOfServicePage"), "TermsOfServicePage");
const SafetyPage = page(() => import("../features/docs/SafetyPage"), "SafetyPage");
const ContactPage = page(() => import("../features/docs/ContactPage"), "ContactPage");
const BlogIndexPage = page(() => import("../features/docs/blog/BlogIndexPage"), "BlogIndexPage");
const BlogPostPage = page(() => import("../features/docs/blog/BlogPostPage"), "BlogPostPage");
// Decided at build time (VITE_BACKEND is written into the code): a Firebase build holds no developer
// tools; one on the emulators has the mailbox (the emails the functions wrote, the verification links).
const DevToolsRoutes =
  import.meta.env.VITE_BACKEND !== "firebase"
    ? page(() => import("../features/devtools/DevToolsRoutes"), "DevToolsRoutes")
    : import.meta.env.VITE_FIREBASE_EMULATORS === "true"
      ? page(() => import("../features/devtools/MailboxRoutes"), "MailboxRoutes")
      : null;
// The trust and safety console: for the team, in a chunk of its own that no student's page loads.
const TeamRoutes = page(() => import("../features/team/TeamRoutes"), "TeamRoutes");
// The operators' console: for operators, in a chunk of its own too.
const OperationsRoutes = page(() => import("../features/operations/OperationsRoutes"), "OperationsRoutes");
// Signed in only, and its code then: the public pages carry none of the chat. Offline, no badge.
const UnreadMessagesBadge = lazy(async () => ({
  default: await import("../features/chat/UnreadMessagesBadge").then(
    (module) => module.UnreadMessagesBadge,
    () => () => null,
  ),
}));
const NotFoundPage = page(() => import("../shared/layout/NotFoundPage"), "NotFoundPage");

/** Every screen (spec §2), and the developer tools where the build carries the local backend. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout UnreadMessagesBadge={UnreadMessagesBadge} />}>
        <Route index element={<SplashPage preloadNext={LandingPage.preload} />} />
        <Route path="home" element={<LandingPage />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="meals" element={<YourMealsPage />} />
          <Route path="people" element={<YourPeoplePage />} />
        </Route>
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="safety" element={<SafetyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogIndexPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="team/*" element={<TeamRoutes />} />
        <Route path="ops/*" element={<OperationsRoutes />} />
        {DevToolsRoutes === null ? null : <Route path="dev/*" element={<DevToolsRoutes />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
