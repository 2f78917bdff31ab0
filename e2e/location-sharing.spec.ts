import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { confirmAndSkipToTheMeal, newStudentReadyToMatch, optInAndMatch, startOnMonday } from "./support/matching";

/**
 * One grid step (1/1000 of a degree) south and one west of where the demo students share their
 * position (DEMO_SHARED_POSITION, 42.357, -71.062): about 139 m, so "about 150 m away, north-east".
 */
const SOUTH_WEST_OF_THE_DEMO_STUDENT = { latitude: 42.356, longitude: -71.063 };

/** How many positions the student (by address) shares, as the offline backend holds them (IndexedDB, the local stand-in for the server). */
function positionsSharedBy(page: Page, email: string): Promise<number> {
  return page.evaluate(
    (address) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("strangers-local");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction(["accounts", "locations"]);
          const account = transaction.objectStore("accounts").index("email").get(address);
          const positions = transaction.objectStore("locations").getAll();
          transaction.oncomplete = () => {
            opening.result.close();
            const uid = (account.result as { uid: string }).uid;
            resolve((positions.result as { uid: string }[]).filter((position) => position.uid === uid).length);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    email,
  );
}

test.describe("approximate location on the colour screen (offline backend)", () => {
  test.setTimeout(120_000);
  test.use({ geolocation: SOUTH_WEST_OF_THE_DEMO_STUDENT, permissions: ["geolocation"] });

  test("the demo match shares; the student shares too, sees how far and which way, then stops", async ({ page }) => {
    // The dashboard's city line asks Nominatim: no network here, so its fallback shows.
    await page.route("https://nominatim.openstreetmap.org/**", (route) => route.abort());
    await startOnMonday(page);
    const email = await newStudentReadyToMatch(page);
    await optInAndMatch(page);
    const match = await confirmAndSkipToTheMeal(page);
    await match.getByRole("button", { name: "Find your match" }).click();
    const screen = page.getByRole("dialog");
    // The demo student shares where they are as the window opens; nothing is shared for this student yet.
    await expect(
      screen.getByText(/ is sharing their approximate location\. Share yours to see how far away they are\.$/),
    ).toBeVisible();
    expect(await positionsSharedBy(page, email)).toBe(0);
    await expectNoViolations(page);

    await screen.getByRole("button", { name: "Share my approximate location" }).click();
    await expect(screen.getByText(/^\S+: about 150 m away, north-east$/)).toBeVisible();
    await expect(screen.getByText(/^You're sharing your approximate location\./)).toBeVisible();
    expect(await positionsSharedBy(page, email)).toBe(1);
    // A distance and a direction: never coordinates on the screen.
    await expect(screen).not.toContainText("42.35");
    await expectNoViolations(page);

    await screen.getByRole("button", { name: "Stop sharing" }).click();
    await expect(screen.getByRole("button", { name: "Share my approximate location" })).toBeVisible();
    await expect(screen.getByText(/: about 150 m away/)).toHaveCount(0);
    expect(await positionsSharedBy(page, email)).toBe(0);

    // The device refuses its position now: the screen says why and stays usable.
    await page.context().clearPermissions();
    await screen.getByRole("button", { name: "Share my approximate location" }).click();
    await expect(screen.getByRole("alert")).toHaveText(
      "Location access denied. Your location isn't shared; everything else on this screen still works.",
    );
    expect(await positionsSharedBy(page, email)).toBe(0);
    await screen.getByRole("button", { name: "I'm here" }).click();
    await expect(screen.getByText("You told them you're here.")).toBeVisible();
  });
});
