import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { devTool, newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

test.describe("a group dinner on the offline backend", () => {
  test.setTimeout(150_000);

  test("a student joins Friday's group dinner with the demo students and lives it to the end", async ({ page }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page);
    await optInAndMatch(page, () => expectNoViolations(page), "Group dinner");

    // Seated: the table's size and the others by class level and major; names and place on the day.
    const table = page.getByRole("region", { name: "Your table" });
    await expect(table.getByText(/^A table of [456]\.$/)).toBeVisible();
    await expect(table.getByText("A student").first()).toBeVisible();
    await expect(table.getByText(/You'll see their first names and the place on Friday, November 27\./)).toBeVisible();
    await expectNoViolations(page);
    await table.getByRole("button", { name: "Confirm" }).click();
    await expect(table.getByText("Confirmed", { exact: true })).toBeVisible();

    // 15 minutes before: the day has come, so the table is told; everyone sees its colour.
    await devTool(page, "Skip to 15 minutes before the meal");
    await page.goto("/dashboard");
    await expect(table.getByText("A student")).toHaveCount(0);
    await expect(table.getByText(/^Friday, November 27 at \d+:\d\d\s[AP]M at /)).toBeVisible();
    await table.getByRole("button", { name: "Find your table" }).click();
    const screen = page.getByRole("dialog");
    const colour = await screen.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).not.toBe("rgba(0, 0, 0, 0)");
    await expect(screen.getByText(/is here\.$/).first()).toBeVisible();
    // The others who share where they are, in one line; the offer speaks of the table.
    await expect(screen.getByText(/with your table, until 30 minutes after the start\./)).toBeVisible();
    const sharingLines = screen.getByText(
      / sharing their approximate location\. Share yours to see how far away they are\.$/,
    );
    await expect(sharingLines).toHaveCount(1);
    await expect(sharingLines).toHaveText(/^[\w ,]+ (is|are) sharing /);
    await screen.getByRole("button", { name: "I'm here" }).click();
    await expect(screen.getByText("You told them you're here.")).toBeVisible();
    await expectNoViolations(page);
    await screen.getByRole("button", { name: "Close" }).click();

    // After: "Did you meet?", then whom to meet again; the demo students choose everyone.
    await devTool(page, "Skip to after the meal");
    await page.goto("/dashboard");
    await table.getByRole("button", { name: "Yes", exact: true }).click();
    const whom = table.getByRole("group", { name: "Who would you meet again?" });
    await expect(whom).toBeVisible();
    await expectNoViolations(page);
    const first = whom.getByRole("checkbox").first();
    const chosen = (await whom.locator("label").first().textContent())?.trim() ?? "";
    await first.check();
    await table.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Thanks! That helps us match you better.")).toBeVisible();

    await page.goto("/people");
    const person = page.getByRole("main").getByRole("listitem");
    await expect(person).toHaveCount(1);
    await expect(person.getByRole("heading", { name: chosen })).toBeVisible();
    await page.goto("/meals");
    await expect(page.getByText("You met")).toBeVisible();
  });
});
