import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { RootLayout } from "../shared/layout/RootLayout";
import { GuestOnly, RequireSession } from "../shared/session/RequireSession";

/** A page loaded on demand, in a chunk of its own: `module` imports it, `name` is its export. */
function page<M extends Record<string, unknown>>(
  module: () => Promise<M>,
  name: keyof M,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await module())[name] as ComponentType }));
}

const SplashPage = page(() => import("../features/splash/SplashPage"), "SplashPage");
const LandingPage = page(() => import("../features/landing/LandingPage"), "LandingPage");
const LoginPage = page(() => import("../features/auth/LoginPage"), "LoginPage");
const SignupPage = page(() => import("../features/auth/SignupPage"), "SignupPage");
const DashboardPage = page(() => import("../features/dashboard/DashboardPage"), "DashboardPage");
const ProfilePage = page(() => import("../features/profile/ProfilePage"), "ProfilePage");
const MealsPage = page(() => import("../features/meals/MealsPage"), "MealsPage");
const PeoplePage = page(() => import("../features/meals/PeoplePage"), "PeoplePage");
const AboutPage = page(() => import("../features/docs/AboutPage"), "AboutPage");
const PrivacyPolicyPage = page(() => import("../features/docs/PrivacyPolicyPage"), "PrivacyPolicyPage");
const TermsOfServicePage = page(() => import("../features/docs/TermsOfServicePage"), "TermsOfServicePage");
const SafetyPage = page(() => import("../features/docs/SafetyPage"), "SafetyPage");
const ContactPage = page(() => import("../features/docs/ContactPage"), "ContactPage");
const BlogIndexPage = page(() => import("../features/docs/blog/BlogIndexPage"), "BlogIndexPage");
const BlogPostPage = page(() => import("../features/docs/blog/BlogPostPage"), "BlogPostPage");
// Decided at build time (VITE_BACKEND is written into the code): a Firebase build holds no developer tools.
const DevToolsRoutes =
  import.meta.env.VITE_BACKEND === "firebase"
    ? null
    : page(() => import("../features/devtools/DevToolsRoutes"), "DevToolsRoutes");
const NotFoundPage = page(() => import("../shared/layout/NotFoundPage"), "NotFoundPage");

/** Every screen (spec §2), and the developer tools where the build carries the local backend. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<SplashPage />} />
        <Route path="home" element={<LandingPage />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="meals" element={<MealsPage />} />
          <Route path="people" element={<PeoplePage />} />
        </Route>
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="safety" element={<SafetyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogIndexPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        {DevToolsRoutes === null ? null : <Route path="dev/*" element={<DevToolsRoutes />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
