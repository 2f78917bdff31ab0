import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { skipIntroForThisVisit } from "./support/intro";
import { freshEmail, PASSWORD, signUp, signUpVerified } from "./support/journeys";

// Details seen at 390 and 1440 px (issue: first impression).

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** How many lines an element's text takes. */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the local mailbox shows each email as a card: no word or address broken mid-way", async ({ page }) => {
    const email = freshEmail();
    await signUp(page, email);
    await expect(page.getByText("Email sent! Check your inbox to verify.")).toBeVisible();
    await page.goto("/dev/mailbox");
    const card = page.getByRole("row").filter({ hasText: email });
    await expect(card).toBeVisible();
    expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe("grid");
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    const verify = card.getByRole("link", { name: "Verify email" });
    expect(await lineCount(verify)).toBe(1);
    expect(await lineCount(card.getByRole("cell").filter({ hasText: email }))).toBe(1);
    expect(await lineCount(card.getByRole("cell", { name: "Verify your email for Strangers" }))).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
    // Still a table of emails to assistive technology, and still works.
    await verify.click();
    await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
  });

  test("the menu dims the page behind it, with Sign Up as its primary button; a tap outside closes it", async ({
    page,
  }) => {
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    const signUpLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign Up" });
    await expect(signUpLink).toBeVisible();
    await expect(signUpLink).toHaveCSS("background-color", "rgb(194, 56, 26)");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).not.toHaveCSS(
      "background-color",
      "rgb(194, 56, 26)",
    );
    // What lies on the page below the menu is the header's dimming layer (its ::after), a dark veil.
    const dimmed = await page.evaluate(() => {
      const header = document.querySelector("header");
      const hit = document.elementFromPoint(window.innerWidth / 4, window.innerHeight - 40);
      return header === null
        ? null
        : { covers: hit === header, veil: getComputedStyle(header, "::after").backgroundColor };
    });
    expect(dimmed?.covers).toBe(true);
    expect(dimmed?.veil).toMatch(/^rgba\(17, 16, 20, 0\.\d+\)$/);
    await expectNoViolations(page);
    await page.mouse.click(100, 700);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(signUpLink).toBeHidden();
  });

  test("the sign-up card does not move as messages come and go while the form is filled in", async ({ page }) => {
    await page.goto("/signup");
    await expect.poll(() => hydrated(page)).toBe(true);
    const card = page.getByRole("region", { name: "Hey Stranger!" });
    const button = page.getByRole("button", { name: "Sign up" });
    const layout = async () => {
      const [cardBox, buttonBox] = await Promise.all([card.boundingBox(), button.boundingBox()]);
      return { height: Math.round(cardBox?.height ?? 0), buttonTop: Math.round(buttonBox?.y ?? 0) };
    };
    const before = await layout();
    await page.getByLabel("Email", { exact: true }).fill("ana@gmail.com");
    await expect(page.getByText("Please use your .edu address")).toBeVisible();
    expect(await layout()).toEqual(before);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password", { exact: true }).fill("differs");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    expect(await layout()).toEqual(before);
    await page.getByLabel("Email", { exact: true }).fill("ana@state.edu");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await expect(page.getByText("Please agree to the Terms of Service")).toBeVisible();
    expect(await layout()).toEqual(before);
    await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
    await expect(page.getByText("Please agree to the Privacy Policy")).toBeVisible();
    await page.getByRole("checkbox", { name: /Privacy Policy/ }).check();
    await expect(page.getByText("Please confirm that you are 18 or older")).toBeVisible();
    expect(await layout()).toEqual(before);
    await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
    await expect(button).toBeEnabled();
    expect(await layout()).toEqual(before);
  });
});

for (const width of [390, 1440]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("only one thing looks focused: the show/hide button, or the password field, never both", async ({ page }) => {
      await page.goto("/signup");
      await expect.poll(() => hydrated(page)).toBe(true);
      const password = page.getByLabel("Password", { exact: true });
      const row = password.locator("..");
      const reveal = page.getByRole("button", { name: "Show password" });
      await password.focus();
      await expect(row).not.toHaveCSS("box-shadow", "none");
      await page.keyboard.press("Tab");
      await expect(reveal).toBeFocused();
      await expect(reveal).toHaveCSS("outline-style", "solid");
      await expect(row).toHaveCSS("box-shadow", "none");
      await expect(row).not.toHaveCSS("border-color", "rgb(17, 16, 20)");
    });

    test("'Complete your profile' on the dashboard is a card as wide as what it says", async ({ page }) => {
      await signUpVerified(page);
      const card = page.getByRole("complementary", { name: "Complete your profile to get matched" });
      await expect(card).toBeVisible();
      const room = await card.evaluate((node) => {
        const style = getComputedStyle(node);
        const inner = [...node.children].map((child) => child.getBoundingClientRect());
        const contentWidth = node.getBoundingClientRect().width - Number.parseFloat(style.paddingLeft) * 2;
        const used =
          inner.length === 0
            ? 0
            : Math.max(...inner.map((rect) => rect.right)) - Math.min(...inner.map((rect) => rect.left));
        return contentWidth - used;
      });
      // No empty half: what the card holds fills it, but for a few pixels of rounding.
      expect(room).toBeLessThan(4);
      await expectNoViolations(page);
    });
  });
}
