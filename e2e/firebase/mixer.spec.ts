import { expect, test } from "@playwright/test";
import { resetWithMealTimes, studentOnTheirOwnPhone } from "./support/lifecycle";

/**
 * A mixer on the emulators, three students on three phones: the RSVPs go through the callable
 * functions, which keep the capacity (2 here) and the waitlist in order; a cancellation gives the
 * spot to the first in line; the door opens 15 minutes before the start, by the server's time, so the
 * mixer starts ten minutes from now.
 */

test.describe.configure({ timeout: 240_000 });

const TITLE = "Emulator mixer";
const MIXER_OF_TWO = { kind: "mixer", mixer: { title: TITLE, duration_minutes: 60, capacity: 2 } };

test("RSVPs keep the capacity, the waitlist moves up on a cancellation, and a student checks in at the door", async ({
  browser,
}) => {
  const slot = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  await resetWithMealTimes([slot], MIXER_OF_TWO);
  const [ana, ben, cy] = [
    await studentOnTheirOwnPhone(browser, "Ana"),
    await studentOnTheirOwnPhone(browser, "Ben"),
    await studentOnTheirOwnPhone(browser, "Cy"),
  ];
  const cardOf = (student: typeof ana) => student.page.getByRole("region", { name: TITLE });
  // The functions' first call starts an instance: the first answers get more than the usual wait.
  const firstAnswer = { timeout: 45_000 };

  for (const student of [ana, ben, cy]) await student.page.goto("/dashboard");
  await expect(cardOf(ana).getByText("2 spots left")).toBeVisible(firstAnswer);
  await cardOf(ana).getByRole("button", { name: "RSVP" }).click();
  await expect(cardOf(ana).getByText("You're going")).toBeVisible(firstAnswer);
  await expect(cardOf(ana).getByText("1 spot left")).toBeVisible();

  await cardOf(ben).getByRole("button", { name: "RSVP" }).click();
  await expect(cardOf(ben).getByText("You're going")).toBeVisible(firstAnswer);

  // Full: Cy joins the waitlist, first in line.
  await cy.page.reload();
  await expect(cardOf(cy).getByText("No spots left: RSVP to join the waitlist.")).toBeVisible(firstAnswer);
  await cardOf(cy).getByRole("button", { name: "RSVP" }).click();
  await expect(cardOf(cy).getByText("You're on the waitlist: number 1 in line")).toBeVisible(firstAnswer);

  // Ben cancels: the spot is Cy's.
  await cardOf(ben).getByRole("button", { name: "Cancel RSVP" }).click();
  await expect(cardOf(ben).getByText("Your RSVP is cancelled.")).toBeVisible(firstAnswer);
  await cy.page.reload();
  await expect(cardOf(cy).getByText("You're going")).toBeVisible(firstAnswer);

  // The door is open (the start is minutes away): Ana checks in, by the server's time.
  await ana.page.reload();
  await cardOf(ana).getByRole("button", { name: "I'm here" }).click();
  await expect(cardOf(ana).getByText("You're checked in")).toBeVisible(firstAnswer);

  for (const student of [ana, ben, cy]) await student.page.context().close();
});
