import { blogPosts } from "../content/blogPosts";
import { hasFooter } from "../layout/footerPages";

/** A page written to HTML at build time, and the module (from the project root) that draws it. */
export interface PrerenderedPage {
  readonly path: string;
  readonly page: string;
  /** Modules loaded on demand that the page shows at once: their CSS and code are linked from its HTML. */
  readonly alsoLoads: readonly string[];
}

const FOOTER_MODULE = "src/marketing/Footer.tsx";

function prerendered(path: string, page: string): PrerenderedPage {
  return { path, page: `src/pages/${page}`, alsoLoads: hasFooter(path) ? [FOOTER_MODULE] : [] };
}

/**
 * Every page a visitor can open without an account (AppRoutes.tsx says which module draws each).
 * The signed-in screens (/dashboard, /profile), the local mailbox and unknown paths are drawn in
 * the browser from the app shell (app.html).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  prerendered("/", "splash/SplashPage.tsx"),
  prerendered("/home", "landing/LandingPage.tsx"),
  prerendered("/login", "auth/LoginPage.tsx"),
  prerendered("/signup", "auth/SignupPage.tsx"),
  prerendered("/about", "static/AboutPage.tsx"),
  prerendered("/privacy-policy", "static/PrivacyPolicyPage.tsx"),
  prerendered("/terms-of-service", "static/TermsOfServicePage.tsx"),
  prerendered("/safety", "static/SafetyPage.tsx"),
  prerendered("/contact", "static/ContactPage.tsx"),
  prerendered("/blog", "blog/BlogIndexPage.tsx"),
  ...blogPosts.map((post) => prerendered(`/blog/${post.slug}`, "blog/BlogPostPage.tsx")),
];
