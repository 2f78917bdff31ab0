import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { RootLayout } from "./layout/RootLayout";
import { GuestOnly, RequireSession } from "./session/RequireSession";

/** A page loaded on demand, in a chunk of its own: `module` imports it, `name` is its export. */
function page<M extends Record<string, unknown>>(
  module: () => Promise<M>,
  name: keyof M,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await module())[name] as ComponentType }));
}

const SplashPage = page(() => import("./pages/splash/SplashPage"), "SplashPage");
const LandingPage = page(() => import("./pages/landing/LandingPage"), "LandingPage");
const LoginPage = page(() => import("./pages/auth/LoginPage"), "LoginPage");
const SignupPage = page(() => import("./pages/auth/SignupPage"), "SignupPage");
const DashboardPage = page(() => import("./pages/DashboardPage"), "DashboardPage");
const ProfilePage = page(() => import("./pages/profile/ProfilePage"), "ProfilePage");
const AboutPage = page(() => import("./pages/static/AboutPage"), "AboutPage");
const PrivacyPolicyPage = page(() => import("./pages/static/PrivacyPolicyPage"), "PrivacyPolicyPage");
const TermsOfServicePage = page(() => import("./pages/static/TermsOfServicePage"), "TermsOfServicePage");
const SafetyPage = page(() => import("./pages/static/SafetyPage"), "SafetyPage");
const ContactPage = page(() => import("./pages/static/ContactPage"), "ContactPage");
const BlogIndexPage = page(() => import("./pages/blog/BlogIndexPage"), "BlogIndexPage");
const BlogPostPage = page(() => import("./pages/blog/BlogPostPage"), "BlogPostPage");
const MailboxPage = page(() => import("./pages/dev/MailboxPage"), "MailboxPage");
const VerifyEmailPage = page(() => import("./pages/dev/VerifyEmailPage"), "VerifyEmailPage");
const NotFoundPage = page(() => import("./pages/NotFoundPage"), "NotFoundPage");

/** Every screen (spec §2). The local mailbox exists only where the backend has one. */
export function AppRoutes({ withMailbox }: { withMailbox: boolean }) {
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
        </Route>
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="safety" element={<SafetyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogIndexPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        {withMailbox ? (
          <>
            <Route path="dev/mailbox" element={<MailboxPage />} />
            <Route path="dev/mailbox/verify" element={<VerifyEmailPage />} />
          </>
        ) : null}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
