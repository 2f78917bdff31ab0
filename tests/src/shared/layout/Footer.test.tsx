import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Footer } from "../../../../src/shared/layout/Footer";

describe("Footer (spec §2)", () => {
  it("links to About Us, Contact, Terms, Privacy and Safety Guidelines", () => {
    render(<Footer />, { wrapper: MemoryRouter });
    const nav = within(screen.getByRole("navigation", { name: "Footer" }));
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["Terms", "/terms-of-service"],
      ["Privacy", "/privacy-policy"],
      ["Safety Guidelines", "/safety"],
    ]);
  });

  it("opens LinkedIn and Instagram in a new tab, safely; TikTok has no target", () => {
    render(<Footer />, { wrapper: MemoryRouter });
    for (const name of [/LinkedIn/, /Instagram/]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\/www\.(linkedin|instagram)\.com\//);
    }
    expect(screen.queryByRole("link", { name: /TikTok/ })).not.toBeInTheDocument();
    expect(screen.getByText("TikTok (coming soon)")).toBeInTheDocument();
  });

  it("carries the tagline and this year's copyright, by the clock", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2031, 0, 1, 0, 0, 1) });
    try {
      render(<Footer />, { wrapper: MemoryRouter });
      expect(screen.getByText("Turn strangers into friends, one meal at a time!")).toBeInTheDocument();
      expect(screen.getByText("© 2031 Strangers. All rights reserved.")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
