import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type AppConfig, readConfig } from "../../../../src/app/composition/config";
import { about } from "../../../../src/features/docs/aboutContent";
import { expectHeadingOutline, metaDescription } from "../../../support/pageHead";
import { renderApp } from "../../../support/renderApp";

const HERO = "Every generation invents its own way to connect. Ours got lost in the feed.";

async function openAbout(config?: AppConfig) {
  const view = renderApp("/about", undefined, config);
  await screen.findByRole("heading", { level: 1, name: HERO });
  return view;
}

describe("About page (spec §2 /about)", () => {
  it("opens with the hero line as the page's only h1, then the 'sharing a table' statement and its illustration", async () => {
    await openAbout();
    expect(screen.getByText(/^Sharing a table is one of the oldest ways people become friends\./)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /A long shared table seen from above/ }).getAttribute("src")).toMatch(
      /^\/art\/about-hero-\d+\.webp$/,
    );
    expectHeadingOutline();
  });

  it("explains 'Why this matters' with the three cards: title, text and illustration", async () => {
    await openAbout();
    const section = screen.getByRole("region", { name: "Why this matters" });
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Low-friction intros",
      "Real-world first",
      "Safer by default",
    ]);
    about.reasons.forEach((reason, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByText(reason.text)).toBeInTheDocument();
      expect(card.querySelector("img")?.getAttribute("src")).toContain(`/art/${reason.art}-`);
    });
  });

  it("lists what we've done so far", async () => {
    await openAbout();
    const section = screen.getByRole("region", { name: "What we've done so far" });
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Matched 200+ students in 8 weeks at one university",
      "Hosted summer intern events in three cities",
      "Grown to paying users and local restaurant partners",
    ]);
  });

  it("ends with 'Ready to meet someone new?' and Download Now, which leads to sign-up without an App Store URL", async () => {
    await openAbout();
    const cta = screen.getByRole("region", { name: "Ready to meet someone new?" });
    const download = within(cta).getByRole("link", { name: "Download Now" });
    expect(download).toHaveAttribute("href", "/signup");
    expect(download).not.toHaveAttribute("target");
  });

  it("sends Download Now to the App Store when its URL is configured", async () => {
    await openAbout(readConfig({ VITE_APP_STORE_URL: "https://apps.apple.com/app/id123" }));
    const download = within(screen.getByRole("region", { name: "Ready to meet someone new?" })).getByRole("link", {
      name: "Download Now",
    });
    expect(download).toHaveAttribute("href", "https://apps.apple.com/app/id123");
    expect(download).toHaveAttribute("target", "_blank");
    expect(download).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("sets its title and meta description, and ends with the footer", async () => {
    await openAbout();
    expect(document.title).toBe("About · Strangers");
    expect(metaDescription()).toBe(about.description);
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeInTheDocument();
  });
});
