import { blogPosts } from "../../features/docs/blog/blogPosts";

/**
 * The pages written to HTML at build time: every page a visitor can open without an account.
 * The signed-in screens (/dashboard, /profile), the local mailbox and unknown paths are drawn
 * in the browser from the app shell (app.html).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/home",
  "/login",
  "/signup",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
  "/safety",
  "/contact",
  "/blog",
  ...blogPosts.map((post) => `/blog/${post.slug}`),
];
