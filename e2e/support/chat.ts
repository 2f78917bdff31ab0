import { expect, type Page } from "@playwright/test";

/** The conversation on the match card, opened with "Message" (its text box there). */
export async function openConversation(page: Page) {
  const card = page.getByRole("region", { name: "Your match" });
  await card.getByRole("button", { name: /^Message/ }).click();
  const conversation = card.getByRole("region", { name: /^Messages with / });
  await expect(conversation.getByRole("textbox", { name: "Message" })).toBeVisible();
  return conversation;
}
