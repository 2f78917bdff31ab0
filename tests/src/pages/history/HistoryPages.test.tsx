import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CHAT_OPEN_AFTER_MEAL_MS } from "../../../../domain/chat/chatRules";
import { REPORT_AFTER_MEAL_FOR_MS } from "../../../../domain/meetups/meetupRules";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { DAY_MS } from "../../../../domain/shared/time";
import { createLocalBackend } from "../../../support/localBackend";
import { aMatch, aMember, aReport } from "../../../support/meetupFixtures";
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
  return { backend, match };
}

/** Ana's meal with Ben, `daysAfter` days on, and Ben's thanks an hour after it, which she has not read. */
async function afterBenWrote(daysAfter: number) {
  const { backend, match } = await afterAGoodMeal(daysAfter);
  await backend.chats.append({
    id: "thanks",
    conversationId: match.id,
    senderUid: "uid-ben",
    text: "Thanks for lunch!",
    sentAt: match.slot + 60 * 60 * 1000,
  });
  return backend;
}

describe("Your people (/people) and Your meals (/meals)", () => {
  it("lists someone both sides want to meet again, with their school address to write to", async () => {
    renderApp("/people", (await afterAGoodMeal()).backend);
    const person = await within(screen.getByRole("main")).findByRole("listitem");
    expect(within(person).getByRole("heading", { name: "Ben" })).toBeInTheDocument();
    expect(within(person).getByText("Senior · Biology")).toBeInTheDocument();
    expect(within(person).getByRole("link", { name: /ben@state\.edu/ })).toHaveAttribute(
      "href",
      "mailto:ben@state.edu",
    );
  });

  it("shows the meal and how it went", async () => {
    renderApp("/meals", (await afterAGoodMeal()).backend);
    expect(await screen.findByText("You met")).toBeInTheDocument();
    expect(screen.getByText(/With Ben at Main Dining Hall/)).toBeInTheDocument();
  });

  it("keeps 'Report or block' on a past meal: a report filed weeks later reaches trust and safety", async () => {
    const { backend } = await afterAGoodMeal(REPORT_AFTER_MEAL_FOR_MS / DAY_MS - 1);
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

  it("opens a past meal's conversation with Message, with what is unread, to write while it is open", async () => {
    const { user } = renderApp("/meals", await afterBenWrote(CHAT_OPEN_AFTER_MEAL_MS / DAY_MS - 4));
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    // jsdom's accessible name drops the space before the count that a browser keeps.
    const message = await within(meal).findByRole("button", { name: /^Message\s?\(1 unread\)$/ });
    expect(message).toHaveAttribute("aria-expanded", "false");
    await user.click(message);
    const conversation = within(meal).getByRole("region", { name: "Messages with Ben" });
    expect(await within(conversation).findByText("Thanks for lunch!")).toBeInTheDocument();
    // Read once open: the count goes.
    expect(await within(meal).findByRole("button", { name: "Message" })).toHaveAttribute("aria-expanded", "true");
    await user.type(within(conversation).getByRole("textbox", { name: "Message" }), "Same time next week?");
    await user.click(within(conversation).getByRole("button", { name: "Send" }));
    // Sent: the store has it (its line is drawn anew as it moves from this device's outbox to the conversation).
    expect(await within(conversation).findByText("Sent")).toBeInTheDocument();
    expect(within(conversation).getByText("Same time next week?")).toBeInTheDocument();
    expect(within(conversation).getByRole("button", { name: "Report this message from Ben" })).toBeInTheDocument();
  });

  it("reads a conversation that has closed, and says it can no longer be written to", async () => {
    const { user } = renderApp("/meals", await afterBenWrote(CHAT_OPEN_AFTER_MEAL_MS / DAY_MS + 2));
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    await user.click(await within(meal).findByRole("button", { name: "Message" }));
    const conversation = within(meal).getByRole("region", { name: "Messages with Ben" });
    expect(await within(conversation).findByText("Thanks for lunch!")).toBeInTheDocument();
    expect(within(conversation).getByText("This conversation ended a week after your meal.")).toBeInTheDocument();
    expect(within(conversation).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("remembers a report filed from Your meals: the meal says so and no longer offers Report or block", async () => {
    const { backend } = await afterAGoodMeal();
    const { user } = renderApp("/meals", backend);
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    await user.click(within(meal).getByRole("button", { name: /^Report or block/ }));
    const dialog = screen.getByRole("dialog", { name: "Report or block Ben" });
    await user.click(within(dialog).getByRole("radio", { name: /^Report/ }));
    await user.selectOptions(within(dialog).getByLabelText("What happened?"), "Harassment or threats");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await within(dialog).findByRole("status");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await within(meal).findByText("You reported Ben. You won't be matched again.")).toBeInTheDocument();
    expect(within(meal).queryByRole("button", { name: /^Report or block/ })).not.toBeInTheDocument();
  });

  it("says a block filed anywhere (the dashboard's card) on the meal, and offers Report or block no more", async () => {
    const { backend, match } = await afterAGoodMeal();
    await backend.reportStore.file(
      aReport("uid-ana", "uid-ben", { matchId: match.id, createdAt: match.slot + DAY_MS }),
    );
    renderApp("/meals", backend);
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    expect(await within(meal).findByText("You blocked Ben. You won't be matched again.")).toBeInTheDocument();
    expect(within(meal).queryByRole("button", { name: /^Report or block/ })).not.toBeInTheDocument();
  });

  it("offers 'Report or block' until 30 days after the meal, not later, nor on a message of its conversation", async () => {
    const { user } = renderApp("/meals", await afterBenWrote(REPORT_AFTER_MEAL_FOR_MS / DAY_MS + 1));
    const meal = await within(screen.getByRole("main")).findByRole("listitem");
    expect(within(meal).getByText("You met")).toBeInTheDocument();
    expect(within(meal).queryByRole("button", { name: /^Report or block/ })).not.toBeInTheDocument();
    await user.click(within(meal).getByRole("button", { name: "Message" }));
    expect(await within(meal).findByText("Thanks for lunch!")).toBeInTheDocument();
    expect(within(meal).queryByRole("button", { name: /^Report this message/ })).not.toBeInTheDocument();
  });

  it("says so when nothing can be loaded, and tries again on request", async () => {
    const { backend } = await afterAGoodMeal();
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
