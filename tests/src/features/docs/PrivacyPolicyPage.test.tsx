import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_HOLD_DAYS } from "../../../../domain/shared/policyPromises";
import { privacyPolicy } from "../../../../src/features/docs/privacyPolicy";
import { renderApp } from "../../../support/renderApp";

async function sectionHeadings(): Promise<string[]> {
  renderApp("/privacy-policy");
  await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "");
}

describe("Privacy policy (spec §2 /privacy-policy)", () => {
  it("has 13 sections numbered 1 to 13 in order, with no gap", async () => {
    const headings = await sectionHeadings();
    expect(headings).toHaveLength(13);
    expect(headings.map((heading) => Number(/^(\d+)\. /.exec(heading)?.[1]))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(headings[0]).toBe("1. Information we collect");
    expect(headings[6]).toBe("7. Payments");
    expect(headings[12]).toBe("13. Contact us");
  });

  it("numbers the table of contents the same way", async () => {
    const headings = await sectionHeadings();
    const entries = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(entries.map((entry) => entry.textContent)).toEqual(headings);
  });

  it("opens links to other sites in a new tab, safely, and says so", async () => {
    await sectionHeadings();
    const firebase = screen.getByRole("link", { name: /^Firebase privacy information/ });
    expect(firebase).toHaveAttribute("href", "https://firebase.google.com/support/privacy");
    expect(firebase).toHaveAttribute("target", "_blank");
    expect(firebase).toHaveAttribute("rel", "noopener noreferrer");
    expect(firebase).toHaveTextContent("Firebase privacy information (opens in a new tab)");
    const osmf = screen.getByRole("link", { name: /^OSMF privacy policy/ });
    expect(osmf).toHaveAttribute("target", "_blank");
    expect(osmf).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links the support address as an email link that stays in the tab", async () => {
    await sectionHeadings();
    const [support] = screen.getAllByRole("link", { name: "support@strangers.app" });
    expect(support).toHaveAttribute("href", "mailto:support@strangers.app");
    expect(support).not.toHaveAttribute("target");
  });

  it("says what is kept of a deleted account that was suspended or blocked, why, and for how long", () => {
    const retention = privacyPolicy.sections.find((section) => section.id === "how-long-we-keep-information");
    const text = JSON.stringify(retention);
    expect(text).toContain("if your account is suspended when you delete it");
    expect(text).toContain("a code computed from your email address with a secret key (not the address itself");
    expect(text).toContain("when the suspension ends and why, and those blocks, reports and");
    expect(text).toContain(
      `We keep it for ${ACCOUNT_HOLD_DAYS} days after the deletion, or until the suspension ends if that is later`,
    );
    expect(text).toContain("cannot undo a suspension or put someone back with people who asked not to meet them");
    expect(text).toContain("takes the suspension over and is never matched with those people");
  });
});
