import { expect, test } from "@playwright/test";
import { DEMO_REVIEWER } from "../domain/devtools/demoReviewer";
import { expectNoViolations } from "./support/axe";
import { openConversation } from "./support/chat";
import { newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

test.describe("the chat with one's match on the offline backend", () => {
  test.setTimeout(150_000);

  test("a newcomer writes to their demo match, who answers; the draft survives a reload; a second tab sees it at once; a message written offline goes once", async ({
    page,
    context,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page);
    await optInAndMatch(page);

    let conversation = await openConversation(page);
    await expect(conversation.getByText("No messages yet.", { exact: false })).toBeVisible();
    await expectNoViolations(page);

    // A draft kept through a reload.
    await conversation.getByRole("textbox", { name: "Message" }).fill("Hi! See https://example.com for the menu.");
    await page.reload();
    conversation = await openConversation(page);
    await expect(conversation.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Hi! See https://example.com for the menu.",
    );

    // A second tab of the same student: the message and the reply reach it without a reload.
    const other = await context.newPage();
    await other.goto("/dashboard");
    const elsewhere = await openConversation(other);

    await conversation.getByRole("button", { name: "Send" }).click();
    await expect(conversation.getByRole("textbox", { name: "Message" })).toHaveValue("");
    const history = conversation.getByRole("list", { name: "Your messages" });
    await expect(history.getByText("Hi! See https://example.com for the menu.")).toBeVisible();
    // Text only: the address is not a link.
    await expect(history.getByRole("link")).toHaveCount(0);
    await expect(history.getByText("Sent", { exact: true })).toBeVisible();
    await expect(history.getByText(/Looking forward to meeting you/)).toBeVisible();
    const elsewhereHistory = elsewhere.getByRole("list", { name: "Your messages" });
    await expect(elsewhereHistory.getByText("Hi! See https://example.com for the menu.")).toBeVisible({
      timeout: 2_000,
    });
    await expect(elsewhereHistory.getByText(/Looking forward to meeting you/)).toBeVisible({ timeout: 2_000 });
    // The live region reads out the reply (the others' messages only).
    await expect(conversation.locator("[aria-live]")).toHaveText(/^New message from .+: Hi! Looking forward/);
    await expectNoViolations(page);
    await other.close();

    // Offline: kept and said so; sent once when the connection is back.
    await context.setOffline(true);
    await conversation.getByRole("textbox", { name: "Message" }).fill("I'm by the window.");
    await conversation.getByRole("button", { name: "Send" }).click();
    await expect(history.getByText(/Not sent yet/)).toBeVisible();
    await expectNoViolations(page);
    await context.setOffline(false);
    await expect(history.getByText("Sent", { exact: true })).toBeVisible();
    await expect(history.getByText("I'm by the window.")).toHaveCount(1);
    await page.reload();
    conversation = await openConversation(page);
    await expect(conversation.getByRole("list", { name: "Your messages" }).getByText("I'm by the window.")).toHaveCount(
      1,
    );
  });

  test("a message over 1,000 characters is refused with a reason and kept; a message reported from the conversation closes it for both", async ({
    page,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page, "Ben");
    await optInAndMatch(page);
    const conversation = await openConversation(page);
    const box = conversation.getByRole("textbox", { name: "Message" });
    await box.fill("x".repeat(1001));
    await conversation.getByRole("button", { name: "Send" }).click();
    await expect(conversation.getByRole("alert")).toHaveText(/over 1,000 characters/);
    await expect(box).toHaveValue("x".repeat(1001));
    await expectNoViolations(page);

    await box.fill("Hello!");
    await conversation.getByRole("button", { name: "Send" }).click();
    const reply = conversation.getByRole("listitem").filter({ hasText: /Looking forward to meeting you/ });
    await reply.getByRole("button", { name: /^Report this message from / }).click();
    const dialog = page.getByRole("dialog", { name: /^Report or block / });
    await expect(dialog.getByText(/Looking forward to meeting you/)).toBeVisible();
    await expect(dialog.getByLabel("What happened?")).toHaveValue("inappropriate-messages");
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(conversation.getByText(/This conversation is closed/)).toBeVisible();
    await expect(conversation.getByRole("textbox", { name: "Message" })).toBeHidden();
    // Still readable.
    await expect(conversation.getByText("Hello!")).toBeVisible();

    // The trust and safety team reads the reported message with the report, and no other (/team, the demo reviewer).
    await page.goto("/team");
    await page.getByLabel("Email", { exact: true }).fill(DEMO_REVIEWER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_REVIEWER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Inappropriate messages or behaviour" }).click();
    const reported = page.getByRole("region", { name: "Messages reported with it" });
    await expect(reported.getByText(/Looking forward to meeting you/)).toBeVisible();
    await expect(reported.getByText("Hello!")).toHaveCount(0);
    await expectNoViolations(page);

    // A report that does not exist says so, with the way back, not "Try again".
    await page.goto("/team/reports/no-such-report");
    await expect(page.getByRole("alert")).toHaveText("There is no such report.");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to the open reports" })).toBeVisible();
  });
});
