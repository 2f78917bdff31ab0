import { expect, type Locator, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { openConversation } from "../support/chat";
import { watchForProblems } from "./support/emulators";
import { DAY, resetWithMealTimes, seedConfirmedMatch, studentOnTheirOwnPhone } from "./support/lifecycle";

/**
 * The chat between two real students, each in a browser context of their own, on the emulators:
 * the rules on (the server's time, the members, the rate count), the full Firestore SDK's
 * listeners carrying each message to the other phone. The latency of a message is measured from
 * the click on Send to the text on the other screen; its 95th percentile is printed and held under
 * the 2 seconds.
 */

test.describe.configure({ timeout: 180_000 });

/** The bound for a message to reach the other member's screen (p95, on the emulators). */
const DELIVERY_P95_MS = 2_000;
const MESSAGES_MEASURED = 12;

test.beforeEach(async () => {
  await resetWithMealTimes([Date.now() + 2 * DAY]);
});

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

test("two matched students write to each other: each message reaches the other phone within 2 s (p95), counted unread until read", async ({
  browser,
}) => {
  // The messages themselves (a new one is also read out in the conversation's live region).
  const history = (conversation: Locator) => conversation.getByRole("list", { name: "Your messages" });
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  const problems = [watchForProblems(ana.page), watchForProblems(ben.page)];
  await seedConfirmedMatch([ana, ben], Date.now() + DAY);
  for (const student of [ana, ben]) await student.page.goto("/dashboard");

  // Ana writes first; Ben's card and header count it before he opens the conversation.
  const anaChat = await openConversation(ana.page);
  await anaChat.getByRole("textbox", { name: "Message" }).fill("Hi Ben! I'll be by the main doors.");
  await anaChat.getByRole("button", { name: "Send" }).click();
  const benCard = ben.page.getByRole("region", { name: "Your match" });
  await expect(benCard.getByRole("button", { name: "Message (1 unread)" })).toBeVisible({ timeout: 20_000 });
  await expect(ben.page.getByRole("link", { name: /^Dashboard\W+1 unread message$/ })).toBeVisible();
  await expectNoViolations(ben.page);
  const benChat = await openConversation(ben.page);
  await expect(history(benChat).getByText("Hi Ben! I'll be by the main doors.")).toBeVisible();
  // Read once open: the counts go.
  await expect(benCard.getByRole("button", { name: "Message", exact: true })).toBeVisible();
  await expect(ben.page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expectNoViolations(ben.page);

  const latencies: number[] = [];
  for (let index = 0; index < MESSAGES_MEASURED; index++) {
    const [from, to] = index % 2 === 0 ? [benChat, anaChat] : [anaChat, benChat];
    const text = `Message ${index}: see you soon`;
    await from.getByRole("textbox", { name: "Message" }).fill(text);
    const sentAt = Date.now();
    await from.getByRole("button", { name: "Send" }).click();
    await expect(history(to).getByText(text)).toBeVisible({ timeout: 10_000 });
    latencies.push(Date.now() - sentAt);
  }
  const p95 = percentile(latencies, 95);
  // Printed with the run's output (the issue asks for the figure), and attached to the report.
  const figure = `Chat delivery on the emulators: p95 ${p95} ms, median ${percentile(latencies, 50)} ms (${latencies.join(", ")} ms)`;
  process.stdout.write(`${figure}\n`);
  await test.info().attach("chat delivery", { body: figure, contentType: "text/plain" });
  expect(p95).toBeLessThan(DELIVERY_P95_MS);

  // Offline: kept, then sent once when back.
  await ana.page.context().setOffline(true);
  await anaChat.getByRole("textbox", { name: "Message" }).fill("Written in the lift.");
  await anaChat.getByRole("button", { name: "Send" }).click();
  await expect(anaChat.getByText(/Not sent yet/)).toBeVisible();
  await ana.page.context().setOffline(false);
  await expect(history(benChat).getByText("Written in the lift.")).toHaveCount(1, { timeout: 20_000 });
  await expect(history(anaChat).getByText("Written in the lift.")).toHaveCount(1);

  // Ben blocks Ana: the conversation closes for both.
  await benCard.getByRole("button", { name: "Report or block" }).click();
  const dialog = ben.page.getByRole("dialog", { name: /^Report or block / });
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(anaChat.getByText(/This conversation is closed/)).toBeVisible({ timeout: 20_000 });
  await expect(anaChat.getByRole("textbox", { name: "Message" })).toBeHidden();
  await expectNoViolations(ana.page);

  // The full SDK's WebChannel probes www.google.com with an image once the network has gone (the
  // offline step above); the CSP blocks it, as it should, and nothing depends on it. Anything else counts.
  const isWebChannelProbe = (violation: string) => violation.includes("https://www.google.com/images/cleardot.gif");
  for (const seen of problems) {
    expect({ csp: seen.csp.filter((violation) => !isWebChannelProbe(violation)), pageErrors: seen.pageErrors }).toEqual(
      {
        csp: [],
        pageErrors: [],
      },
    );
  }
});
