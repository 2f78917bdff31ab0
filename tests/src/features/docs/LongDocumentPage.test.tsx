import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSupport } from "../../../../src/features/docs/contactSupport";
import type { LongDocument } from "../../../../src/features/docs/documentTypes";
import { formatIsoDate } from "../../../../src/features/docs/LongDocumentPage";
import { privacyPolicy } from "../../../../src/features/docs/privacyPolicy";
import { safetyGuidelines } from "../../../../src/features/docs/safetyGuidelines";
import { termsOfService } from "../../../../src/features/docs/termsOfService";
import { expectHeadingOutline, metaDescription } from "../../../support/pageHead";
import { renderApp } from "../../../support/renderApp";

const PAGES: ReadonlyArray<readonly [path: string, document: LongDocument, title: string]> = [
  ["/privacy-policy", privacyPolicy, "Privacy Policy · Strangers"],
  ["/terms-of-service", termsOfService, "Terms of Service · Strangers"],
  ["/safety", safetyGuidelines, "Safety & Meet-Up Guidelines · Strangers"],
  ["/contact", contactSupport, "Contact Support · Strangers"],
];

describe.each(PAGES)("Long document at %s", (path, doc, title) => {
  async function open() {
    const view = renderApp(path);
    await screen.findByRole("heading", { level: 1, name: doc.title });
    return view;
  }

  it("sets the page title and meta description", async () => {
    await open();
    expect(document.title).toBe(title);
    expect(metaDescription()).toBe(doc.description);
  });

  it("shows when it was last updated, in words and as a machine-readable date", async () => {
    await open();
    const updated = screen.getByText(/^Last updated/);
    expect(updated).toHaveTextContent(`Last updated ${formatIsoDate(doc.lastUpdated)}`);
    expect(updated.querySelector("time")).toHaveAttribute("dateTime", doc.lastUpdated);
  });

  it("has a table of contents whose every link leads to the section with that heading", async () => {
    await open();
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(links).toHaveLength(doc.sections.length);
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName).toBe("SECTION");
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(
        link.textContent ?? "",
      );
    }
  });

  it("has one h1, its sections as h2s in order, and the footer", async () => {
    await open();
    expectHeadingOutline();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toHaveLength(
      doc.sections.length,
    );
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeInTheDocument();
  });
});

describe("Dates of the long documents", () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the string "undefined".
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it("reads an ISO date as that calendar day, even west of Greenwich", async () => {
    process.env.TZ = "America/Los_Angeles";
    // A fresh copy of the module, so that anything it sets up at load time sees this time zone.
    vi.resetModules();
    const fresh = await import("../../../../src/features/docs/LongDocumentPage");
    expect(fresh.formatIsoDate("2025-08-15")).toBe("August 15, 2025");
    expect(fresh.formatIsoDate("2025-01-01")).toBe("January 1, 2025");
  });
});
