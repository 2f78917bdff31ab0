import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { PENDING_SIGN_UP_KEY } from "../adapters/browser/LocalStoragePendingSignUp";
import { installFakeMatchMedia, resetFakeScreen } from "./support/fakeMatchMedia";

// jsdom has no layout: React Router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};

installFakeMatchMedia();

// A screen's first look loads its code (and, signed in, the chat's) through dynamic imports, which
// vitest transforms on first use: on a machine busy with other work that can take more than the
// default second. The e2e hold the real-time budgets; these wait for what the screen shows.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has <dialog> but not its methods: enough of them for components (real Chromium runs the e2e).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};

afterEach(() => {
  cleanup();
  resetFakeScreen();
  // What a page keeps for the tab (a profile draft, the intro's once) or the device's pending sign-up stays with its test.
  window.sessionStorage.clear();
  window.localStorage.removeItem(PENDING_SIGN_UP_KEY);
});
