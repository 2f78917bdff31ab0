import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REPORT_AFTER_MEAL_FOR_MS } from "../../../../domain/meetups/meetupRules";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { DAY_MS } from "../../../../domain/shared/time";
import { createLocalBackend } from "../../../support/localBackend";
import { aMatch, aMember } from "../../../support/meetupFixtures";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** Ana (uid-ana), signed in a week (or `daysAfter` days) after a meal with Ben where both said they'd meet again. */
async function afterAGoodMeal(daysAfter = 7) {
  const match = aMatch(["uid-ana", "uid-ben"], {
    members: {
      "uid-ana": aMember("uid-ana", {
        confirmedAt: 1,
        feedback: { met: "yes", rating: "great", meetAgain: true, meetAgainWith: null, at: 2 },
      }),
      "uid-ben": aMember("uid-ben", {
        firstName: "Ben",
        classLevel: "Senior",
        major: "Biology",
        confirmedAt: 1,
        feedback: { met: "yes", rating: "good", meetAgain: true, meetAgainWith: null, at: 2 },
      }),
    },
    notices: ["contacts"],
  });
  const backend = signedInBackend({}, createLocalBackend(new Date(match.slot + daysAfter * DAY_MS)));
  await backend.matchStore.add([match]);
  await backend.matchStore.revealContacts(match.id, {
    "uid-ana": { "uid-ben": "ben@state.edu" },
    "uid-ben": { "uid-ana": "ana@state.edu" },
  });
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

  it("keeps 'Report or block' on a past meal: a report filed weeks later reaches trust and safety", async () => {
    const backend = await afterAGoodMeal(REPORT_AFTER_MEAL_FOR_MS / DAY_MS - 1);
    const { user } = renderApp("/meals", backend);
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    await user.click(within(meal).getByRole("button", { name: /^Report or block/ }));
    const dialog = screen.getByRole("dialog", { name: "Report or block Ben" });
    await user.click(within(dialog).getByRole("radio", { name: /^Report/ }));
    await user.selectOptions(within(dialog).getByLabelText("What happened?"), "Harassment or threats");
    await user.type(within(dialog).getByLabelText("Tell us more (optional)"), "Followed me home.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    // The list looked again behind it; the dialog stays with its answer until the student closes it.
    expect(await within(dialog).findByRole("status")).toHaveTextContent(/Your report about Ben reaches/);
    const [report] = await backend.reportStore.listForSchool("state.edu");
    expect(report).toMatchObject({ kind: "report", reporterUid: "uid-ana", reportedUid: "uid-ben" });
    expect(report?.details).toBe("Followed me home.");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers 'Report or block' until 30 days after the meal, not later", async () => {
    renderApp("/meals", await afterAGoodMeal(REPORT_AFTER_MEAL_FOR_MS / DAY_MS + 1));
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    expect(within(meal).getByText("You met")).toBeInTheDocument();
    expect(within(meal).queryByRole("button", { name: /^Report or block/ })).not.toBeInTheDocument();
  });

  it("says so when nothing can be loaded, and tries again on request", async () => {
    const backend = await afterAGoodMeal();
    // Unreachable until the page has said so (the header's unread count asks for the matches too).
    const list = vi
      .spyOn(backend.matchStore, "listForStudent")
      .mockRejectedValue(new ServiceUnreachableError("offline"));
    const { user } = renderApp("/people", backend);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load this.");
    list.mockRestore();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Ben" })).toBeInTheDocument();
  });

  it("tells a newcomer nobody is here yet", async () => {
    renderApp("/people", signedInBackend());
    expect(await screen.findByText(/Nobody yet\./)).toBeInTheDocument();
  });
});
