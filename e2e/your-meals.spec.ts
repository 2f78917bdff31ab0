import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import {
  confirmAndSkipToTheMeal,
  devTool,
  newStudentReadyToMatch,
  optInAndMatch,
  startOnMonday,
} from "./support/matching";

test.describe("Your meals on the offline backend", () => {
  test.setTimeout(150_000);

  test("after 'Meet again?' the meal's conversation is still a tap away in Your meals, and a block filed there is remembered", async ({
    page,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Ines");
    await optInAndMatch(page);
    await confirmAndSkipToTheMeal(page);
    await devTool(page, "Skip to after the meal");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Meet again?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByText("Thanks! That helps us match you better.")).toBeVisible();
    // The card, and its Message button, have left the dashboard.
    await expect(page.getByRole("region", { name: "Your match" })).toHaveCount(0);

    await page.goto("/meals");
    const meal = page.getByRole("main").getByRole("listitem").filter({ hasText: "You met" });
    await meal.getByRole("button", { name: "Message", exact: true }).click();
    const conversation = meal.getByRole("region", { name: /^Messages with / });
    await conversation.getByRole("textbox", { name: "Message" }).fill("Thanks for lunch!");
    await conversation.getByRole("button", { name: "Send" }).click();
    await expect(
      conversation.getByRole("list", { name: "Your messages" }).getByText("Thanks for lunch!"),
    ).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(page);

    await meal.getByRole("button", { name: /^Report or block/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Report or block / });
    await dialog.getByRole("radio", { name: /^Block/ }).check();
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect(dialog.getByText(/is blocked\. You won't be matched again\./)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(meal.getByText(/You blocked .+\. You won't be matched again\./)).toBeVisible();
    await expect(meal.getByRole("button", { name: /^Report or block/ })).toHaveCount(0);
    // The conversation says it is closed, and stays readable.
    await expect(conversation.getByText(/This conversation is closed/)).toBeVisible();
    await expect(conversation.getByText("Thanks for lunch!")).toBeVisible();

    // Remembered on the next visit too.
    await page.reload();
    const again = page.getByRole("main").getByRole("listitem").filter({ hasText: "You met" });
    await expect(again.getByText(/You blocked .+\. You won't be matched again\./)).toBeVisible();
    await expect(again.getByRole("button", { name: /^Report or block/ })).toHaveCount(0);
    await expect(again.getByRole("button", { name: "Message", exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
});
