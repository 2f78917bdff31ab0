import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { RootLayout } from "./layout/RootLayout";
import { RouteErrorPage } from "./layout/RouteErrorPage";
import type { RouteHandle } from "./layout/routeHandle";
import { GuestOnly, RequireSession } from "./session/RequireSession";

/** A page loaded on demand, in a chunk of its own, with what the layout should add around it. */
function page(load: () => Promise<ComponentType>, handle: RouteHandle = {}): Pick<RouteObject, "lazy" | "handle"> {
  return { lazy: async () => ({ Component: await load() }), handle };
}

const PUBLIC = { footer: true } satisfies RouteHandle;

/** Every screen (spec §2). */
export function createRoutes({ withMailbox }: { withMailbox: boolean }): RouteObject[] {
  const devRoutes: RouteObject[] = withMailbox
    ? [
        { path: "dev/mailbox", ...page(async () => (await import("./pages/dev/MailboxPage")).MailboxPage) },
        {
          path: "dev/mailbox/verify",
          ...page(async () => (await import("./pages/dev/VerifyEmailPage")).VerifyEmailPage),
        },
      ]
    : [];
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown only for the instant the first page's code is loading.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { index: true, ...page(async () => (await import("./pages/splash/SplashPage")).SplashPage) },
        { path: "home", ...page(async () => (await import("./pages/landing/LandingPage")).LandingPage, PUBLIC) },
        {
          element: <GuestOnly />,
          children: [
            { path: "login", ...page(async () => (await import("./pages/auth/LoginPage")).LoginPage) },
            { path: "signup", ...page(async () => (await import("./pages/auth/SignupPage")).SignupPage) },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            { path: "dashboard", ...page(async () => (await import("./pages/DashboardPage")).DashboardPage) },
            { path: "profile", ...page(async () => (await import("./pages/profile/ProfilePage")).ProfilePage) },
          ],
        },
        { path: "about", ...page(async () => (await import("./pages/static/AboutPage")).AboutPage, PUBLIC) },
        {
          path: "privacy-policy",
          ...page(async () => (await import("./pages/static/PrivacyPolicyPage")).PrivacyPolicyPage, PUBLIC),
        },
        {
          path: "terms-of-service",
          ...page(async () => (await import("./pages/static/TermsOfServicePage")).TermsOfServicePage, PUBLIC),
        },
        { path: "safety", ...page(async () => (await import("./pages/static/SafetyPage")).SafetyPage, PUBLIC) },
        { path: "contact", ...page(async () => (await import("./pages/static/ContactPage")).ContactPage, PUBLIC) },
        { path: "blog", ...page(async () => (await import("./pages/blog/BlogIndexPage")).BlogIndexPage, PUBLIC) },
        {
          path: "blog/:slug",
          ...page(async () => (await import("./pages/blog/BlogPostPage")).BlogPostPage, PUBLIC),
        },
        ...devRoutes,
        { path: "*", ...page(async () => (await import("./pages/NotFoundPage")).NotFoundPage, PUBLIC) },
      ],
    },
  ];
}
