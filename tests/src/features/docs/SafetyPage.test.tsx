import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../support/renderApp";

describe("Safety & Meet-Up Guidelines (spec §2 /safety)", () => {
  it("covers before, during and after the meal, community conduct and emergencies, unnumbered", async () => {
    renderApp("/safety");
    await screen.findByRole("heading", { level: 1, name: "Safety & Meet-Up Guidelines" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Before the meal",
      "During the meal",
      "After the meal",
      "Community conduct",
      "Reporting a concern",
      "In an emergency",
    ]);
  });

  it("tells people in danger to call emergency services first, and where to report", async () => {
    renderApp("/safety");
    await screen.findByRole("heading", { level: 1, name: "Safety & Meet-Up Guidelines" });
    const emergency = document.getElementById("in-an-emergency") as HTMLElement;
    expect(emergency).toHaveTextContent("call local emergency services (911 in the US) right away");
    const report = within(document.getElementById("reporting-a-concern") as HTMLElement).getByRole("link", {
      name: "safety@strangers.app",
    });
    expect(report).toHaveAttribute("href", "mailto:safety@strangers.app");
  });

  it("writes down the no-show policy the matcher applies", async () => {
    renderApp("/safety");
    await screen.findByRole("heading", { level: 1, name: "Safety & Meet-Up Guidelines" });
    const conduct = document.getElementById("community-conduct") as HTMLElement;
    expect(conduct).toHaveTextContent("until 12 hours before the meal it's free");
    expect(conduct).toHaveTextContent("after 2 no-shows within 8 weeks, matching pauses for 4 weeks");
  });
});
