import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../support/renderApp";

async function openContact() {
  renderApp("/contact");
  await screen.findByRole("heading", { level: 1, name: "Contact Support" });
}

describe("Contact Support (spec §2 /contact)", () => {
  it("covers in-app help, email, safety reports and emergencies", async () => {
    await openContact();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "In-app help",
      "Email",
      "Safety reports",
      "Emergencies",
    ]);
  });

  it("sends signed-in students to what the app has: report or block, pause, their data and account", async () => {
    await openContact();
    const help = within(document.getElementById("in-app-help") as HTMLElement);
    expect(help.getByRole("link", { name: "Your meals" })).toHaveAttribute("href", "/meals");
    expect(help.getByRole("link", { name: "dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(help.getByRole("link", { name: "profile" })).toHaveAttribute("href", "/profile");
    // There is no help section in the app to send a message from: the page must not promise one.
    expect(document.body).not.toHaveTextContent(/Help section/i);
  });

  it("gives the support address as a mailto link", async () => {
    await openContact();
    const email = within(document.getElementById("email") as HTMLElement).getByRole("link", {
      name: "support@strangers.app",
    });
    expect(email).toHaveAttribute("href", "mailto:support@strangers.app");
  });

  it("sends emergencies to local emergency services, not to us", async () => {
    await openContact();
    const emergencies = document.getElementById("emergencies") as HTMLElement;
    expect(emergencies).toHaveTextContent("call local emergency services (911 in the US) right away");
    expect(emergencies).toHaveTextContent("Strangers is not an emergency service.");
  });
});
