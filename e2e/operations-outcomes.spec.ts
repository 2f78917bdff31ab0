import { expect, type Page, test } from "@playwright/test";
import { DEMO_OPERATOR } from "../domain/devtools/demoOperator";
import { expectNoViolations } from "./support/axe";
import {
  confirmAndSkipToTheMeal,
  devTool,
  newStudentReadyToMatch,
  optInAndMatch,
  startOnMonday,
} from "./support/matching";

/**
 * The console's Schools, Rounds and Outcomes on the local backend: the demo operator adds a place
 * to a school; a student and the demo cohort live a Wednesday lunch there; the demo operator sees
 * the round recorded with its outcome, and outcomes whose numbers are what the students' own
 * documents (this browser's IndexedDB) say they did.
 */

async function signInAsOperator(page: Page) {
  await page.goto("/ops");
  await page.getByLabel("Email", { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${DEMO_OPERATOR.email}`)).toBeVisible();
}

interface Member {
  readonly confirmedAt: number | null;
  readonly cancelledAt: number | null;
  readonly arrival: { readonly kind: string } | null;
  readonly feedback: { readonly met: string; readonly meetAgain: boolean } | null;
}

/** What the students did, read from the local backend's own documents: opt-ins with a time, seats, confirmations, meals met. */
async function whatTheyDid(page: Page) {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("strangers-local");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const optIns = await all<{ slots: number[] }>("optIns");
    const matches = await all<{ memberIds: string[]; members: Record<string, Member>; notices: string[] }>("matches");
    database.close();
    const members = matches.filter((match) => !match.notices.some((notice) => notice.startsWith("merged-into:")));
    const seats = members.flatMap((match) => match.memberIds.map((uid) => match.members[uid] as Member));
    const saidMet = (member: Member) =>
      member.cancelledAt === null && (member.arrival?.kind === "here" || member.feedback?.met === "yes");
    const seatsOf = (match: { memberIds: string[]; members: Record<string, Member> }) =>
      match.memberIds.map((uid) => match.members[uid] as Member);
    const metAt = (match: (typeof members)[number]) => {
      const said = seatsOf(match).filter(saidMet);
      return said.length >= 2 ? said : [];
    };
    const met = members.reduce((sum, match) => sum + metAt(match).length, 0);
    // A lunch's meet again: every member still coming chose it; then each of them who met counts.
    const everyoneAgain = (match: (typeof members)[number]) =>
      seatsOf(match)
        .filter((member) => member.cancelledAt === null)
        .every((member) => member.feedback?.meetAgain === true);
    const meetAgain = members.filter(everyoneAgain).reduce((sum, match) => sum + metAt(match).length, 0);
    return {
      optedIn: optIns.filter((optIn) => optIn.slots.length > 0).length,
      matched: seats.length,
      confirmed: seats.filter((member) => member.confirmedAt !== null && member.cancelledAt === null).length,
      met,
      meetAgain,
    };
  });
}

const stepCount = (page: Page, step: string) =>
  page
    .getByRole("region", { name: "Outcomes" })
    .getByRole("row", { name: new RegExp(`^${step} `) })
    .getByRole("cell")
    .first();

/** The demo operator gives state.edu a place of its own, then signs out. */
async function addPlaceToStateEdu(page: Page) {
  await signInAsOperator(page);
  const school = page.getByRole("region", { name: "Places of state.edu" });
  await school.getByRole("button", { name: "Add a place" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Union Commons");
  await page.getByLabel("Address", { exact: true }).fill("1 Union Way");
  await page.getByLabel("Meeting point", { exact: true }).fill("Under the clock");
  await page.getByRole("button", { name: "Save place" }).click();
  await expect(page.getByText("Saved: Union Commons.")).toBeVisible();
  await expect(school.getByRole("listitem").filter({ hasText: "Union Commons" })).toContainText(
    "Meet: Under the clock",
  );
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
}

test.describe("the operators' console: Schools, Rounds and Outcomes", () => {
  test.setTimeout(240_000);

  test("the demo operator adds a place, sees the round's outcome after Run matching now, and outcomes equal to what the students did", async ({
    page,
  }) => {
    await startOnMonday(page);
    await newStudentReadyToMatch(page);
    // The console's session is its own: the student's stays open beside it.
    await addPlaceToStateEdu(page);
    await optInAndMatch(page);
    const match = await confirmAndSkipToTheMeal(page);
    await expect(match.getByText(/Union Commons/).first()).toBeVisible();
    await page.getByRole("button", { name: "Find your match" }).click();
    const screen = page.getByRole("dialog");
    await screen.getByRole("button", { name: "I'm here" }).click();
    await expect(screen.getByText("You told them you're here.")).toBeVisible();
    await screen.getByRole("button", { name: "Close" }).click();
    await devTool(page, "Skip to after the meal");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Meet again?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByText("Thanks! That helps us match you better.")).toBeVisible();

    await signInAsOperator(page);
    const rounds = page.getByRole("region", { name: "Rounds" });
    const wednesday = rounds
      .getByRole("listitem")
      .filter({ hasText: "lunch for two" })
      .filter({ hasText: "Recorded" })
      .first();
    await expect(wednesday.getByText("Recorded", { exact: true })).toBeVisible();
    await expect(wednesday.getByText(/^state\.edu: \d+ pairs?, \d+ trios?, 0 tables$/)).toBeVisible();

    const did = await whatTheyDid(page);
    expect(did.met).toBeGreaterThanOrEqual(2);
    expect(did.meetAgain).toBeGreaterThanOrEqual(2);
    const outcomes = page.getByRole("region", { name: "Outcomes" });
    await expect(outcomes.getByRole("table")).toBeVisible();
    await expect(stepCount(page, "Opted in")).toHaveText(String(did.optedIn));
    await expect(stepCount(page, "Matched")).toHaveText(String(did.matched));
    await expect(stepCount(page, "Confirmed")).toHaveText(String(did.confirmed));
    await expect(stepCount(page, "Met")).toHaveText(String(did.met));
    await expect(stepCount(page, "Meet again")).toHaveText(String(did.meetAgain));
    await expect(outcomes.getByText(/^\d+ students? matched in the last 8 weeks at state\.edu$/)).toBeVisible();

    const download = page.waitForEvent("download");
    await outcomes.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^outcomes-all-schools-\d{4}-\d{2}-\d{2}\.csv$/);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page);
    }
  });
});
