import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installFakeMatchMedia, resetFakeScreen } from "./support/fakeMatchMedia";

// jsdom has no layout: React Router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};

installFakeMatchMedia();

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
});
