import { SESSION_STORAGE_KEY } from "../../domain/session/sessionStorageKey";

/** The screens behind RequireSession (src/app/AppRoutes.tsx): a signed-out visitor there is sent to log in. */
export const SIGNED_IN_PATHS: readonly string[] = ["/dashboard", "/profile", "/meals", "/people"];

/** Where a signed-out visitor to those screens goes: a page pre-rendered at build time. */
export const LOG_IN_PATH = "/login";

/**
 * The `<template>` of the app shell that holds the log-in page's pre-rendered markup, its title and
 * description first (scripts/prerenderPlugin.ts). Inert until used: a signed-in student's visit
 * neither draws it nor fetches its image.
 */
export const LOG_IN_PAGE_TEMPLATE_ID = "log-in-page";

/**
 * The app shell opened at a screen that needs a session, with none stored: draws the log-in page
 * the shell carries at once, instead of a blank page until the app's code has come to say so
 * (RequireSession), or a second document. The address becomes /login; where the visitor was going
 * rides in the history entry's state as RequireSession passes it, `{ from }` under React Router's
 * `usr`, so that logging in leads back there. The page is then brought to life like every
 * pre-rendered one (src/app/main.tsx), which it now says it is (`data-prerendered`).
 */
export function logInFirst(root: HTMLElement, path: string): void {
  const page = document.getElementById(LOG_IN_PAGE_TEMPLATE_ID) as HTMLTemplateElement | null;
  if (page === null || !SIGNED_IN_PATHS.includes(path) || hasStoredSession()) return;
  history.replaceState({ usr: { from: path + location.search + location.hash } }, "", LOG_IN_PATH);
  document.querySelector("title")?.replaceWith(...page.content.querySelectorAll("title,meta"));
  root.append(page.content);
  root.dataset.prerendered = LOG_IN_PATH;
}

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false; // storage refused: nobody is remembered
  }
}
