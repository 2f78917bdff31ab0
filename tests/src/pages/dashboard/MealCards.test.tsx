import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RunRound } from "../../../../domain/meetups/RunRound";
import { defaultProfile, newProfileOf } from "../../../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { createLocalBackend } from "../../../support/localBackend";
import { aMatch, aMember, anOptIn } from "../../../support/meetupFixtures";
import { MONDAY, WEDNESDAY, WEDNESDAY_SLOTS } from "../../../support/meetupWorld";
import { renderApp } from "../../../support/renderApp";
import { aSchoolOutcome, recordOneSchoolRound } from "../../../support/schoolRounds";
import { signedInBackend } from "../../../support/signedIn";

/** Ana, signed in on Monday, with what matching needs in her profile (Wednesday at 12:30 preferred). */
function anaOnMonday(profile = {}) {
  return signedInBackend(
    {
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:30"] },
      ...profile,
    },
    createLocalBackend(MONDAY),
  );
}

const hub = async () => within(await screen.findByRole("region", { name: "Your meals" }));

describe("the meals hub on the dashboard", () => {
  it("offers the open meal day with the preferred times ticked; 'I'm in' joins it", async () => {
    const backend = anaOnMonday();
    const { user } = renderApp("/dashboard", backend);
    const day = within(await screen.findByRole("region", { name: "Lunch for two: Wednesday, November 25" }));
    expect(day.getByRole("checkbox", { name: "12:30 PM" })).toBeChecked();
    expect(day.getByRole("checkbox", { name: "12:00 PM" })).not.toBeChecked();
    await user.click(day.getByRole("checkbox", { name: "1:00 PM" }));
    await user.click(day.getByRole("button", { name: "I'm in" }));
    expect(await day.findByText("You're in")).toBeInTheDocument();
    expect((await backend.optInStore.find(WEDNESDAY, "uid-ana"))?.slots).toEqual([
      WEDNESDAY_SLOTS[1],
      WEDNESDAY_SLOTS[2],
    ]);
  });

  it("asks a student whose profile lacks what matching needs to complete it first", async () => {
    renderApp("/dashboard", anaOnMonday({ class_level: "" }));
    const meals = await hub();
    expect(await meals.findByText(/Complete your profile to join a meal/)).toBeInTheDocument();
    expect(meals.queryByRole("button", { name: "I'm in" })).not.toBeInTheDocument();
  });

  it("keeps the times picked when joining fails, and says why", async () => {
    const backend = anaOnMonday();
    vi.spyOn(backend.optInStore, "save").mockRejectedValue(new ServiceUnreachableError("offline"));
    const { user } = renderApp("/dashboard", backend);
    const day = within(await screen.findByRole("region", { name: /^Lunch for two:/ }));
    await user.click(day.getByRole("checkbox", { name: "12:00 PM" }));
    await user.click(day.getByRole("button", { name: "I'm in" }));
    // The alert is there, empty, before the answer: wait for its words, not for it.
    await waitFor(() => expect(day.getByRole("alert")).toHaveTextContent("We can't reach Strangers right now"));
    expect(day.getByRole("checkbox", { name: "12:00 PM" })).toBeChecked();
    expect(day.getByRole("button", { name: "I'm in" })).toBeEnabled();
  });

  it("reveals the match (first name, class level, major, shared interests, time and place); Confirm shows 'Confirmed'", async () => {
    const backend = anaOnMonday();
    await backend.profileStore.create("uid-ana", {
      ...newProfileOf(defaultProfile("ana@state.edu", 0)),
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:30"] },
    });
    await backend.optInStore.save({
      dayId: WEDNESDAY,
      uid: "uid-ana",
      school: "state.edu",
      slots: WEDNESDAY_SLOTS,
      updatedAt: 0,
      waitlistSlots: [],
    });
    await backend.profileStore.create("uid-ben", {
      ...newProfileOf(defaultProfile("ben@state.edu", 0)),
      first_name: "Ben",
      class_level: "Senior",
      major: "Biology",
      preferences: { interests: ["coffee", "Jazz"], preferred_meal_times: ["Wed 12:00"] },
    });
    await backend.optInStore.save({
      dayId: WEDNESDAY,
      uid: "uid-ben",
      school: "state.edu",
      slots: [WEDNESDAY_SLOTS[0] ?? 0],
      updatedAt: 0,
      waitlistSlots: [],
    });
    await new RunRound(backend.system).execute(WEDNESDAY);

    const { user } = renderApp("/dashboard", backend);
    const match = within(await screen.findByRole("region", { name: "Your match" }));
    expect(match.getByText("Ben")).toBeInTheDocument();
    expect(match.getByText("Senior · Biology")).toBeInTheDocument();
    expect(match.getByText("You both like Coffee.")).toBeInTheDocument();
    expect(match.getByText(/^Wednesday, November 25 at 12:00\sPM at /)).toBeInTheDocument();
    await user.click(match.getByRole("button", { name: "Confirm" }));
    expect(await match.findByText("Confirmed")).toBeInTheDocument();
    expect(match.getByText("Waiting for Ben to confirm.")).toBeInTheDocument();

    // The hub may look once more (the confirmation also came through the matches' feed) before the buttons are back.
    await waitFor(() => expect(match.getByRole("button", { name: "Can't make it" })).toBeEnabled());
    await user.click(match.getByRole("button", { name: "Can't make it" }));
    const dialog = screen.getByRole("dialog", { name: "Can't make it?" });
    expect(within(dialog).getByText("Ben will be told at once that the meal is off.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    expect(await match.findByText("You cancelled this meal.")).toBeInTheDocument();
    const mail = await backend.mailbox.list();
    expect(mail.some((email) => email.to === "ben@state.edu" && email.subject === "Ana can't make it")).toBe(true);
  });

  it("pauses matching until a date, hides the opt-in meanwhile, and resumes", async () => {
    const backend = anaOnMonday();
    const { user } = renderApp("/dashboard", backend);
    const meals = await hub();
    await user.click(await meals.findByRole("button", { name: "Pause matching" }));
    const dialog = screen.getByRole("dialog", { name: "Pause matching" });
    const until = within(dialog).getByLabelText("Pause until");
    await user.clear(until);
    await user.type(until, "2026-12-06");
    await user.click(within(dialog).getByRole("button", { name: "Pause" }));
    expect(await meals.findByText("Matching is paused until Sunday, December 6.")).toBeInTheDocument();
    expect(meals.queryByRole("button", { name: "I'm in" })).not.toBeInTheDocument();
    await user.click(meals.getByRole("button", { name: "Resume matching" }));
    await waitFor(() => expect(meals.getByRole("button", { name: "I'm in" })).toBeInTheDocument());
  });

  it("says why matching left the student out: their school has no place to meet yet", async () => {
    const backend = anaOnMonday();
    await backend.optInStore.save({ ...anOptIn("uid-ana"), dayId: WEDNESDAY, slots: WEDNESDAY_SLOTS });
    await recordOneSchoolRound(
      backend.matchStore,
      aSchoolOutcome({
        dayId: WEDNESDAY,
        ranAt: backend.clock.now(),
        notMatched: { "uid-ana": "no-place" },
        withoutPlace: true,
      }),
      [],
    );
    backend.clock.skipTo(new Date(2026, 10, 24, 13, 0).getTime()); // Tuesday, after Wednesday's cut-off
    renderApp("/dashboard", backend);
    const day = within(await screen.findByRole("region", { name: "Wednesday, November 25: no match this time" }));
    expect(day.getByText(/Your school has no place to meet yet/)).toBeInTheDocument();
  });

  it("tells a student who opts in after matching ran by hand that it had, and offers the waitlist", async () => {
    const backend = anaOnMonday();
    await backend.profileStore.create("uid-ana", {
      ...newProfileOf(defaultProfile("ana@state.edu", 0)),
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: ["Coffee"], preferred_meal_times: ["Wed 12:30"] },
    });
    // The developer tools' Run matching now, on Monday: Wednesday is matched, and still open to opt-ins.
    await new RunRound(backend.system).execute(WEDNESDAY);
    const { user } = renderApp("/dashboard", backend);
    const open = within(await screen.findByRole("region", { name: "Lunch for two: Wednesday, November 25" }));
    await user.click(open.getByRole("button", { name: "I'm in" }));

    const day = within(await screen.findByRole("region", { name: "Wednesday, November 25: no match this time" }));
    expect(
      day.getByText(
        "Matching for this day had already run when you opted in, and nobody else who opted in after it could make your times.",
      ),
    ).toBeInTheDocument();
    // No longer "You're in… Matching runs Tuesday".
    expect(screen.queryByRole("region", { name: "Lunch for two: Wednesday, November 25" })).not.toBeInTheDocument();
    await user.click(day.getByRole("button", { name: "Join the waitlist" }));
    expect(await day.findByText(/You're on the waitlist/)).toBeInTheDocument();
  });

  it("says on the match that the student reported them, instead of offering 'Report or block' again", async () => {
    const backend = anaOnMonday();
    const match = aMatch(["uid-ana", "uid-ben"], { dayId: WEDNESDAY, slot: WEDNESDAY_SLOTS[0] ?? 0 });
    await backend.matchStore.add([
      { ...match, members: { ...match.members, "uid-ben": aMember("uid-ben", { firstName: "Ben" }) } },
    ]);
    const { user } = renderApp("/dashboard", backend);
    const card = within(await screen.findByRole("region", { name: "Your match" }));
    await user.click(card.getByRole("button", { name: "Report or block" }));
    const dialog = within(screen.getByRole("dialog", { name: "Report or block Ben" }));
    await user.click(dialog.getByRole("button", { name: "Block" }));
    expect(await dialog.findByText("Ben is blocked. You won't be matched again.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Close" }));
    expect(await card.findByText("You blocked Ben. You won't be matched again.")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Report or block" })).not.toBeInTheDocument();
  });
});
