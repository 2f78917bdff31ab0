import { expect, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { PASSWORD } from "../support/journeys";
import { PROJECT_ID, watchForProblems } from "./support/emulators";
import {
  callOperatorFunction,
  dayIdOf,
  forgetOperator,
  resetWithMealTimes,
  type Student,
  seedConfirmedMatch,
  slotAbout,
  studentOnTheirOwnPhone,
} from "./support/lifecycle";

/**
 * A report walked from filing to a suspension on the emulators: Ben reports Ana from their match; a
 * member of the trust and safety team (the custom claim) finds it in /team, reads it and suspends
 * Ana for a week with a note; Ana, logged in, reads why and until when, and the rules refuse her
 * opt-in (while Ben's, the same write, is taken).
 */

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const REVIEWER = { email: "tess@strangers.test", password: "review with care" };

test.describe.configure({ timeout: 240_000 });

let slot: number;

test.beforeEach(async () => {
  slot = slotAbout(30);
  forgetOperator();
  await resetWithMealTimes([slot]);
  await callOperatorFunction("runDueJobsNow", {});
});

/** A reviewer's account: what an operator's setCustomUserClaims leaves in the auth emulator. */
async function createReviewer(): Promise<void> {
  const owner = { Authorization: "Bearer owner", "Content-Type": "application/json" };
  const created = await fetch(`${AUTH}/projects/${PROJECT_ID}/accounts`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({ ...REVIEWER, emailVerified: true }),
  });
  const { localId } = (await created.json()) as { localId: string };
  await fetch(`${AUTH}/projects/${PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ trust_and_safety: true }) }),
  });
}

/** The student's own opt-in for the open day, written with their ID token through Firestore's REST API: the rules judge it. */
async function optInAs(student: Student): Promise<number> {
  const signIn = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: student.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const dayId = dayIdOf(slot);
  // A commit, so that updated_at can be the server's time (REQUEST_TIME), as the app's own write is.
  const response = await fetch(`${FIRESTORE}:commit`, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `projects/${PROJECT_ID}/databases/(default)/documents/days/${dayId}/schools/state.edu/opt_ins/${student.uid}`,
            fields: {
              day_id: { stringValue: dayId },
              uid: { stringValue: student.uid },
              school: { stringValue: "state.edu" },
              slots: { arrayValue: { values: [{ timestampValue: new Date(slot).toISOString() }] } },
              waitlist_slots: { arrayValue: { values: [] } },
            },
          },
          updateTransforms: [{ fieldPath: "updated_at", setToServerValue: "REQUEST_TIME" }],
        },
      ],
    }),
  });
  return response.status;
}

test("a report from filing to a week's suspension: the team acts in /team, Ana reads why, and her opt-in is refused", async ({
  browser,
}) => {
  const ana = await studentOnTheirOwnPhone(browser, "Ana");
  const ben = await studentOnTheirOwnPhone(browser, "Ben");
  await seedConfirmedMatch([ana, ben], slotAbout(50));

  // Ben reports Ana from their match.
  await ben.page.goto("/dashboard");
  const match = ben.page.getByRole("region", { name: "Your match" });
  await match.getByRole("button", { name: "Report or block" }).click();
  const dialog = ben.page.getByRole("dialog", { name: /^Report or block / });
  await dialog.getByRole("radio", { name: /^Report/ }).check();
  await dialog.getByLabel("What happened?").selectOption({ label: "Made me feel uncomfortable or unsafe" });
  await dialog.getByLabel("Tell us more (optional)").fill("Kept messaging me after I said no.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText(/reaches our trust and safety team/)).toBeVisible();

  // The reviewer, on a browser of their own.
  await createReviewer();
  const team = await (await browser.newContext()).newPage();
  const problems = watchForProblems(team);
  await team.goto("/team");
  await team.getByLabel("Email", { exact: true }).fill(REVIEWER.email);
  await team.getByLabel("Password", { exact: true }).fill(REVIEWER.password);
  await team.getByRole("button", { name: "Sign in" }).click();
  await expect(team.getByText(`Signed in as ${REVIEWER.email}`)).toBeVisible();
  // Each of the console's callables (the queue, a case, an action) starts a function instance on
  // its first call on the emulator: a cold start of several seconds on a loaded machine (CI saw more than 7).
  await expect(team.getByRole("link", { name: "Made them feel uncomfortable or unsafe" })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(team);
  await team.getByRole("link", { name: "Made them feel uncomfortable or unsafe" }).click();
  await expect(team.getByText("Kept messaging me after I said no.")).toBeVisible({ timeout: 30_000 });
  await expect(team.getByText("Reported: Ana")).toBeVisible();
  await expectNoViolations(team);
  await team.getByRole("radio", { name: "Suspend" }).check();
  await team.getByLabel("Days of suspension").fill("7");
  await team.getByLabel("Note (why)").fill("Unwanted messages after a clear no; a week to think it over.");
  await team.getByRole("button", { name: "Record the action" }).click();
  // The action also calls Ana's meals ahead off and tells the others: up to a minute on a loaded emulator.
  await expect(team.getByText("Done: suspended for 7 days. It is in the audit log.")).toBeVisible({ timeout: 60_000 });
  await expect(team.getByText("Unwanted messages after a clear no; a week to think it over.")).toBeVisible();
  expect(problems).toEqual({ csp: [], pageErrors: [] });

  // Ana can log in, reads why and until when, and cannot join the open day: the rules refuse her opt-in.
  await ana.page.goto("/dashboard");
  await expect(ana.page.getByText(/^Your account is suspended until /)).toBeVisible();
  await expect(ana.page.getByRole("button", { name: "I'm in" })).toBeHidden();
  expect(await optInAs(ana)).toBe(403);
  expect(await optInAs(ben)).toBe(200);
});
