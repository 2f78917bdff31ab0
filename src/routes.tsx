import type { RouteObject } from "react-router-dom";
import { RootLayout } from "./layout/RootLayout";
import { PlaceholderPage } from "./pages/PlaceholderPage";

/** Every screen (spec §2). Pages load on demand, each in a chunk of its own. */
export function createRoutes({ withMailbox }: { withMailbox: boolean }): RouteObject[] {
  const devRoutes: RouteObject[] = withMailbox
    ? [
        {
          path: "dev/mailbox",
          lazy: async () => ({ Component: (await import("./pages/dev/MailboxPage")).MailboxPage }),
        },
        {
          path: "dev/mailbox/verify",
          lazy: async () => ({ Component: (await import("./pages/dev/VerifyEmailPage")).VerifyEmailPage }),
        },
      ]
    : [];
  return [
    {
      element: <RootLayout />,
      // Shown only for the instant the first page's code is loading.
      hydrateFallbackElement: null,
      children: [
        { index: true, element: <PlaceholderPage title="Strangers" /> },
        { path: "home", element: <PlaceholderPage title="Home" /> },
        { path: "login", lazy: async () => ({ Component: (await import("./pages/auth/LoginPage")).LoginPage }) },
        { path: "signup", lazy: async () => ({ Component: (await import("./pages/auth/SignupPage")).SignupPage }) },
        { path: "dashboard", lazy: async () => ({ Component: (await import("./pages/DashboardPage")).DashboardPage }) },
        { path: "about", element: <PlaceholderPage title="About" /> },
        { path: "privacy-policy", element: <PlaceholderPage title="Privacy Policy" /> },
        { path: "terms-of-service", element: <PlaceholderPage title="Terms of Service" /> },
        { path: "safety", element: <PlaceholderPage title="Safety & Meet-Up Guidelines" /> },
        { path: "contact", element: <PlaceholderPage title="Contact Support" /> },
        { path: "blog", element: <PlaceholderPage title="Blog" /> },
        ...devRoutes,
        { path: "*", lazy: async () => ({ Component: (await import("./pages/NotFoundPage")).NotFoundPage }) },
      ],
    },
  ];
}
