import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { aMatch, aMember } from "../../../contracts/meetupFixtures";
import { createLocalBackend } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** Ana (uid-ana), signed in a week after a meal with Ben where both said they'd meet again. */
async function afterAGoodMeal() {
  const match = aMatch(["uid-ana", "uid-ben"], {
    members: {
      "uid-ana": aMember("uid-ana", {
        confirmedAt: 1,
        feedback: { met: "yes", rating: "great", meetAgain: true, at: 2 },
      }),
      "uid-ben": aMember("uid-ben", {
        firstName: "Ben",
        classLevel: "Senior",
        major: "Biology",
        confirmedAt: 1,
        feedback: { met: "yes", rating: "good", meetAgain: true, at: 2 },
      }),
    },
    contacts: { "uid-ana": "ana@state.edu", "uid-ben": "ben@state.edu" },
  });
  const backend = signedInBackend({}, createLocalBackend(new Date(match.slot + 7 * 86_400_000)));
  await backend.matchStore.add([match]);
  return backend;
}

describe("Your people (/people) and Your meals (/meals)", () => {
  it("lists someone both sides want to meet again, with their school address to write to", async () => {
    renderApp("/people", await afterAGoodMeal());
    const person = await within(screen.getByRole("main")).findByRole("listitem");
    expect(within(person).getByRole("heading", { name: "Ben" })).toBeInTheDocument();
    expect(within(person).getByText("Senior · Biology")).toBeInTheDocument();
    expect(within(person).getByRole("link", { name: /ben@state\.edu/ })).toHaveAttribute(
      "href",
      "mailto:ben@state.edu",
    );
  });

  it("shows the meal and how it went", async () => {
    renderApp("/meals", await afterAGoodMeal());
    expect(await screen.findByText("You met")).toBeInTheDocument();
    expect(screen.getByText(/With Ben at Main Dining Hall/)).toBeInTheDocument();
  });

  it("says so when nothing can be loaded, and tries again on request", async () => {
    const backend = await afterAGoodMeal();
    const list = vi
      .spyOn(backend.matchStore, "listForStudent")
      .mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    const { user } = renderApp("/people", backend);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load this.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Ben" })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("tells a newcomer nobody is here yet", async () => {
    renderApp("/people", signedInBackend());
    expect(await screen.findByText(/Nobody yet\./)).toBeInTheDocument();
  });
});
