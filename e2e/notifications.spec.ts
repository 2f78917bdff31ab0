import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { signUpVerified } from "./support/journeys";
import { devTool, newStudentReadyToMatch, openDay, startOnMonday } from "./support/matching";

// Notifications on the local backend: the local system's events are shown through the site's own
// service worker (registration.showNotification), so registration.getNotifications() lists them.
test.use({ serviceWorkers: "allow" });
test.setTimeout(120_000);

/** What the service worker shows now: title, body and tag of each notification. */
async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
  });
}

test("a student turns notifications on after opting in, is matched, and the notification shows", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await startOnMonday(page);
  const email = await newStudentReadyToMatch(page);
  await devTool(page, "Add demo students");
  await page.goto("/dashboard");
  // Never asked as the page loads: the offer comes after the first opt-in.
  await expect(page.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
  const day = openDay(page, "Lunch for two");
  await day.getByRole("button", { name: "I'm in" }).click();
  await expect(day.getByText("You're in")).toBeVisible();
  const offer = page.getByRole("region", { name: "Get a notification when you're matched?" });
  await expect(offer).toBeVisible();
  await expectNoViolations(page);
  await offer.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByText("Notifications are on on this device.")).toBeVisible();

  await devTool(page, "Run matching now");
  // The demo match confirms at once: its notification replaces the reveal's (one per match, by tag).
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: expect.stringMatching(/ confirmed$/),
        body: expect.stringMatching(/^Confirm by 8:00\sAM and it's on\.$/),
        tag: expect.stringMatching(/^match:/),
      },
    ]);

  // /dev/mailbox lists both beside the emails.
  await page.goto("/dev/mailbox");
  const notifications = page.getByRole("region", { name: "Notifications" });
  const hers = notifications.getByRole("row").filter({ hasText: email });
  const matched = hers.filter({ hasText: "You're matched" });
  await expect(matched).toBeVisible();
  await expect(matched).toContainText(/Lunch with .+, Wednesday, November 25 at 12:00\sPM\. Confirm by 8:00\sAM\./);
  await expect(hers.filter({ hasText: / confirmed/ })).toBeVisible();
  await expectNoViolations(page);

  // The student cancels: what was shown of the meal is taken away.
  await page.goto("/dashboard");
  const match = page.getByRole("region", { name: "Your match" });
  await match.getByRole("button", { name: "Can't make it" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(match.getByText("You cancelled this meal.")).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test("the profile's Notifications section: a switch per kind and quiet hours, kept", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await newStudentReadyToMatch(page);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Notifications" });
  await expect(section.getByText("Notifications are off on this device.")).toBeVisible();
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(section.getByText("Notifications are on on this device.")).toBeVisible();
  for (const kind of ["Matched or seated", "Reminders", "New messages", "Mixers", "Reviews"]) {
    await expect(section.getByRole("switch", { name: kind })).toBeChecked();
  }
  await section.getByRole("switch", { name: "New messages" }).uncheck();
  await section.getByRole("switch", { name: "Quiet hours" }).check();
  await section.getByLabel("From").fill("21:30");
  await section.getByRole("button", { name: "Save notification settings" }).click();
  await expect(section.getByText("Notification settings saved.")).toBeVisible();
  await expectNoViolations(page);

  await page.reload();
  const again = page.getByRole("region", { name: "Notifications" });
  await expect(again.getByRole("switch", { name: "New messages" })).not.toBeChecked();
  await expect(again.getByLabel("From")).toHaveValue("21:30");
  await expect(again.getByLabel("To")).toHaveValue("07:00");
  await again.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(again.getByText("Notifications are off on this device.")).toBeVisible();
});

test("a student RSVPs to a mixer, turns notifications on, checks in, and is shown their circle", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  // Monday 23 November 2026: Thursday's mixer (19:00) is open for RSVP.
  await startOnMonday(page);
  await signUpVerified(page);
  await devTool(page, "Add demo students");
  await page.goto("/dashboard");
  const mixer = page.getByRole("region", { name: "Thursday night mixer" });
  await mixer.getByRole("button", { name: "RSVP" }).click();
  await expect(mixer.getByText("You're going")).toBeVisible();
  // The offer comes after a first RSVP too.
  const offer = page.getByRole("region", { name: "Get a notification when you're matched?" });
  await offer.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByText("Notifications are on on this device.")).toBeVisible();

  // At the door, then the start: the circles form, and hers is shown with its colour.
  await devTool(page, "Skip to 15 minutes before the meal");
  await page.goto("/dashboard");
  await mixer.getByRole("button", { name: "I'm here" }).click();
  await expect(mixer.getByText("You're checked in")).toBeVisible();
  await devTool(page, "Skip to 15 minutes before the meal");
  await page.goto("/dashboard");
  const circle = mixer.getByText(/^Your circle · Circle \d$/).locator("..");
  await expect(circle).toBeVisible();
  const codeWord = ((await circle.getByText(/^Code word: /).textContent()) ?? "").replace("Code word: ", "");
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: expect.stringMatching(/^Your circle: \w+$/),
        body: expect.stringContaining(`Code word: ${codeWord}.`),
        tag: expect.stringMatching(/^mixer:2026-11-26-mixer-1900_/),
      },
    ]);
  await expectNoViolations(page);
});
