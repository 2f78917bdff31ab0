import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "../../../../domain/mixers/mixerRules";
import { defaultProfile, newProfileOf } from "../../../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { DAY_MS, HOUR_MS } from "../../../../domain/shared/time";
import { createLocalBackend } from "../../../support/localBackend";
import { MONDAY } from "../../../support/meetupWorld";
import { MIXER_ID, MIXER_STARTS_AT, MIXER_TITLE, mixerSchedule } from "../../../support/mixerTestWorld";
import { renderApp } from "../../../support/renderApp";
import { signedInBackend } from "../../../support/signedIn";

/** Ana, signed in on Monday, at a school whose Thursday mixer has `capacity` places; her profile stored. */
async function anaWithAMixer(capacity = 3) {
  const backend = signedInBackend({ first_name: "Ana" }, createLocalBackend(MONDAY, mixerSchedule(capacity)));
  await backend.profileStore.create("uid-ana", newProfileOf(defaultProfile("ana@state.edu", 0)));
  return backend;
}

/** Another student of Ana's school, going (or waiting) already. */
async function alsoGoing(backend: Awaited<ReturnType<typeof anaWithAMixer>>, uid: string) {
  await backend.profileStore.create(uid, newProfileOf(defaultProfile(`${uid}@state.edu`, 0)));
  await backend.mixers.rsvp(MIXER_ID, { uid, email: `${uid}@state.edu` });
}

const mixerCard = async () => within(await screen.findByRole("region", { name: "Thursday night mixer" }));

describe("a mixer's card on the dashboard", () => {
  it("says it is a mixer, with its spots left; RSVP makes the student going, one spot fewer", async () => {
    const backend = await anaWithAMixer(3);
    const { user } = renderApp("/dashboard", backend);
    const card = await mixerCard();
    expect(card.getByText("Mixer")).toBeInTheDocument();
    expect(card.getByText("3 spots left")).toBeInTheDocument();
    expect(card.getByText(/At Main Dining Hall/)).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "RSVP" }));
    expect(await card.findByText("You're going")).toBeInTheDocument();
    expect(card.getByText("2 spots left")).toBeInTheDocument();
    expect((await backend.mixerLedger.listFor("uid-ana")).map((rsvp) => rsvp.status)).toEqual(["going"]);
  });

  it("once the student is going, the dashboard's countdown is to the mixer", async () => {
    const backend = await anaWithAMixer(3);
    const { user } = renderApp("/dashboard", backend);
    const card = await mixerCard();
    expect(screen.queryByText(`Until your mixer: ${MIXER_TITLE}`)).not.toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "RSVP" }));
    expect(await screen.findByText(`Until your mixer: ${MIXER_TITLE}`)).toBeInTheDocument();
    // Monday 09:00 to Thursday 19:00.
    expect(MIXER_STARTS_AT - MONDAY.getTime()).toBe(3 * DAY_MS + 10 * HOUR_MS);
    expect(screen.getByRole("timer")).toHaveAccessibleName(
      `3 days, 10 hours and 0 minutes until your mixer: ${MIXER_TITLE}`,
    );
  });

  it("puts the student on the waitlist when it is full, with their place in line; they can leave it", async () => {
    const backend = await anaWithAMixer(1);
    await alsoGoing(backend, "ben");
    await alsoGoing(backend, "cy");
    const { user } = renderApp("/dashboard", backend);
    const card = await mixerCard();
    expect(card.getByText("No spots left: RSVP to join the waitlist.")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "RSVP" }));
    expect(await card.findByText("You're on the waitlist: number 2 in line")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Leave the waitlist" }));
    expect(await card.findByRole("button", { name: "RSVP" })).toBeInTheDocument();
    expect(card.getByRole("status")).toHaveTextContent("Your RSVP is cancelled.");
  });

  it("at the door takes I'm here, then shows the circle's colour and code word once they are formed", async () => {
    const backend = await anaWithAMixer(10);
    for (const uid of ["ben", "cy", "dee"]) await alsoGoing(backend, uid);
    backend.clock.skipTo(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    for (const uid of ["ben", "cy", "dee"]) await backend.mixers.checkIn(`${MIXER_ID}_state.edu`, uid);
    await backend.mixers.rsvp(MIXER_ID, { uid: "uid-ana", email: "ana@state.edu" });
    const { user } = renderApp("/dashboard", backend);
    const card = await mixerCard();
    await user.click(await card.findByRole("button", { name: "I'm here" }));
    expect(await card.findByText("You're checked in")).toBeInTheDocument();
    backend.clock.skipTo(MIXER_STARTS_AT);
    expect(await card.findByText("Tangerine")).toBeInTheDocument();
    expect(card.getByText(/^Code word: /)).toBeInTheDocument();
  });

  it("says why a refused action did not happen, and keeps the button", async () => {
    const backend = await anaWithAMixer(3);
    vi.spyOn(backend.mixers, "rsvp").mockRejectedValue(new ServiceUnreachableError("offline"));
    const { user } = renderApp("/dashboard", backend);
    const card = await mixerCard();
    await user.click(card.getByRole("button", { name: "RSVP" }));
    await waitFor(() => expect(card.getByRole("alert")).toHaveTextContent("We can't reach Strangers right now"));
    expect(card.getByRole("button", { name: "RSVP" })).toBeEnabled();
  });

  it("offers no RSVP to a suspended student, and says why", async () => {
    const backend = await anaWithAMixer(3);
    await backend.profileStore.suspend("uid-ana", MONDAY.getTime() + DAY_MS, "harassment");
    renderApp("/dashboard", backend);
    const card = await mixerCard();
    expect(await card.findByText(/can't RSVP until the suspension ends/)).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "RSVP" })).not.toBeInTheDocument();
  });
});
