import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_OPERATOR } from "../../../../domain/devtools/demoOperator";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { MIXER_ID, MIXER_TITLE, mixerTestWorld } from "../../../support/mixerTestWorld";
import { renderApp } from "../../../support/renderApp";

/** The console's Mixers on the offline backend: four students RSVP to Thursday's mixer of three places. */
async function aFullMixer() {
  const world = mixerTestWorld({ capacity: 3 });
  for (const uid of ["ana", "ben", "cy", "dee"]) await (await world.guest(uid)).rsvp.rsvp(MIXER_ID);
  await world.backend.operations.operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return world;
}

/** What a school's facts say after `term`. */
const fact = (mixer: HTMLElement, term: string) => within(mixer).getByText(term, { selector: "dt" }).nextElementSibling;

describe("the console's Mixers", () => {
  it("shows each mixer by school: going against its places, the waitlist, checked in, the circles to come", async () => {
    const world = await aFullMixer();
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Mixers" });
    await within(section).findAllByRole("listitem");
    const thursday = within(section)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("state.edu"));
    if (thursday === undefined) throw new Error("No Thursday mixer");
    expect(within(thursday).getByRole("heading", { level: 3 })).toHaveTextContent(MIXER_TITLE);
    expect(within(thursday).getByRole("heading", { level: 4 })).toHaveTextContent("state.edu");
    expect(fact(thursday, "Going")).toHaveTextContent("3 / 3");
    expect(fact(thursday, "Waitlist")).toHaveTextContent("1");
    expect(fact(thursday, "Checked in")).toHaveTextContent("0");
    expect(fact(thursday, "Circles")).toHaveTextContent("Formed at the start");
    expect(within(section).getAllByText("Nobody has RSVPed yet.").length).toBeGreaterThan(0);
  });

  it("says when the mixers could not be read, and reads them again on Try again", async () => {
    const world = await aFullMixer();
    vi.spyOn(world.backend.operations.mixerDesk, "overview").mockRejectedValueOnce(new ServiceUnreachableError());
    renderApp("/ops", world.backend);
    const section = await screen.findByRole("region", { name: "Mixers" });
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("Couldn't reach the server.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(section).findByText("3 / 3")).toBeInTheDocument();
  });
});
