import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { signUpVerified } from "./support/journeys";
import { devTool, startOnMonday } from "./support/matching";

test.describe("a mixer on the offline backend", () => {
  test.setTimeout(120_000);

  test("a student RSVPs with the demo students, checks in at the door, and finds their icebreaker circle by its colour", async ({
    page,
  }) => {
    // Monday 23 November 2026: Thursday's mixer (19:00, 40 places) is open for RSVP.
    await startOnMonday(page);
    const email = await signUpVerified(page);
    await devTool(page, "Add demo students");
    await page.goto("/dashboard");
    const mixer = page.getByRole("region", { name: "Thursday night mixer" });
    await expect(mixer.getByText("Mixer", { exact: true })).toBeVisible();
    // Seven demo students are going already.
    await expect(mixer.getByText("33 spots left")).toBeVisible();
    await expectNoViolations(page);

    await mixer.getByRole("button", { name: "RSVP" }).click();
    await expect(mixer.getByText("You're going")).toBeVisible();
    await expect(mixer.getByText("32 spots left")).toBeVisible();
    await expect(mixer.getByRole("button", { name: "Cancel RSVP" })).toBeVisible();
    // The big countdown is to the mixer now, and its calendar entry is the mixer's.
    await expect(page.getByText("Until your mixer: Thursday night mixer")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add to calendar" }).click();
    expect((await download).suggestedFilename()).toBe("strangers-mixer.ics");
    const ics = await readFile(await (await download).path(), "utf8");
    expect(ics).toContain("SUMMARY:Strangers mixer: Thursday night mixer");

    // At the door, 15 minutes before the start: the demo students say they're here as it opens.
    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    await mixer.getByRole("button", { name: "I'm here" }).click();
    await expect(mixer.getByText("You're checked in")).toBeVisible();
    await expectNoViolations(page);

    // The start: everyone at the door is split into icebreaker circles, each its own colour.
    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    const circle = mixer.getByText(/^Your circle · Circle \d$/).locator("..");
    await expect(circle).toBeVisible();
    await expect(circle.getByText(/^Code word: /)).toBeVisible();
    const colour = await circle.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).not.toBe("rgba(0, 0, 0, 0)");
    await expectNoViolations(page);
    // The whole screen in the circle's colour, to hold up at the door.
    await mixer.getByRole("button", { name: "Show my circle's colour" }).click();
    const screen = page.getByRole("dialog");
    await expect(screen.getByText(/^Code word: /)).toBeVisible();
    expect(await screen.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(colour);
    await expectNoViolations(page);
    await screen.getByRole("button", { name: "Close" }).click();
    await expect(screen).toBeHidden();

    // Once it is over, the card leaves the dashboard (next week's mixer takes its place).
    await devTool(page, "Skip to after the meal");
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Thursday night mixer" })).toHaveCount(1);
    await expect(
      page.getByRole("region", { name: "Thursday night mixer" }).getByRole("button", { name: "RSVP" }),
    ).toBeVisible();

    await page.goto("/dev/mailbox");
    await expect(
      page
        .getByRole("table", { name: "Emails" })
        .getByRole("row")
        .filter({ hasText: email })
        .filter({ hasText: "You're going to Thursday night mixer" }),
    ).toHaveCount(1);
  });
});
