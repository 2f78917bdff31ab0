import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installFakeMatchMedia, resetFakeScreen } from "./support/fakeMatchMedia";

// jsdom has no layout: React Router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};

installFakeMatchMedia();

afterEach(() => {
  cleanup();
  resetFakeScreen();
});
