import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import {
  AUTH_EMULATOR_HOST,
  FIRESTORE_EMULATOR_HOST,
  PROJECT_ID,
  resetEmulators,
} from "../adapters/firebase/support/emulators";
import { callFunction, idTokenWithClaims } from "./support/functionsEmulator";

/**
 * The operators' console's callables on the emulators (opsTeam, opsSetRole): operators only; a role
 * granted is the account's custom claim, each change an entry of `operations_audit`. And the project's
 * first operator, from its own command (npm run ops:first-operator), with the Admin SDK.
 */

const admin = adminFirestore(PROJECT_ID);
/** The account's custom claims, as the auth emulator keeps them. */
async function claimsOf(uid: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const { users } = (await response.json()) as { users: { customAttributes?: string }[] };
  return JSON.parse(users[0]?.customAttributes ?? "{}") as Record<string, unknown>;
}

beforeEach(resetEmulators);

describe("the Team section's callables", () => {
  it("answer operators only: signed out, a student and a reviewer are refused, and nothing changes", async () => {
    await idTokenWithClaims("ana", {});
    const student = await idTokenWithClaims("cy", {});
    const reviewer = await idTokenWithClaims("tess", { trust_and_safety: true });
    expect((await callFunction("opsTeam", {})).error?.status).toBe("UNAUTHENTICATED");
    const change = { email: "ana@state.edu", role: "operator", held: true };
    expect((await callFunction("opsSetRole", change)).error?.status).toBe("UNAUTHENTICATED");
    for (const token of [student, reviewer]) {
      expect((await callFunction("opsTeam", {}, token)).error?.status).toBe("PERMISSION_DENIED");
      expect((await callFunction("opsSetRole", change, token)).error?.status).toBe("PERMISSION_DENIED");
    }
    expect(await claimsOf("ana")).toEqual({});
    expect((await admin.collection("operations_audit").get()).empty).toBe(true);
  });

  it("grant and take back a role as the account's claim, each change in the audit log", async () => {
    await idTokenWithClaims("tess", {});
    const operator = await idTokenWithClaims("olga", { operator: true });
    const granted = await callFunction(
      "opsSetRole",
      { email: "Tess@state.edu", role: "trust_and_safety", held: true },
      operator,
    );
    expect(granted.result).toMatchObject({
      members: [
        { uid: "olga", email: "olga@state.edu", roles: ["operator"] },
        { uid: "tess", email: "tess@state.edu", roles: ["trust_and_safety"] },
      ],
      log: [
        {
          by: { uid: "olga", email: "olga@state.edu" },
          action: { kind: "role-granted", role: "trust_and_safety", email: "tess@state.edu" },
        },
      ],
    });
    expect(await claimsOf("tess")).toEqual({ trust_and_safety: true });

    await callFunction("opsSetRole", { email: "tess@state.edu", role: "trust_and_safety", held: false }, operator);
    expect(await claimsOf("tess")).toEqual({});
    const log = await admin.collection("operations_audit").orderBy("at").get();
    expect(log.docs.map((entry) => entry.get("action.kind"))).toEqual(["role-granted", "role-taken-back"]);
  });

  it("refuse with a reason: an address without an account, an operator's own operator role, a role that is none", async () => {
    const operator = await idTokenWithClaims("olga", { operator: true });
    const unknown = await callFunction(
      "opsSetRole",
      { email: "nobody@state.edu", role: "operator", held: true },
      operator,
    );
    expect(unknown.error).toMatchObject({ status: "NOT_FOUND", details: { reason: "no-account" } });
    const own = await callFunction("opsSetRole", { email: "olga@state.edu", role: "operator", held: false }, operator);
    expect(own.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "own-role" } });
    const badRole = await callFunction("opsSetRole", { email: "olga@state.edu", role: "admin", held: true }, operator);
    expect(badRole.error?.status).toBe("INVALID_ARGUMENT");
    expect(await claimsOf("olga")).toEqual({ operator: true });
  });
});

describe("npm run ops:first-operator", () => {
  const command = (email: string) =>
    promisify(execFile)("node", ["functions/lib/functions/src/firstOperatorCommand.js", email], {
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        FIRESTORE_EMULATOR_HOST,
      },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );

  it("makes an account the project's first operator, logged as the command's; then refuses", async () => {
    await idTokenWithClaims("olga", {});
    expect(await command("nobody@state.edu")).toMatchObject({ code: 1, out: expect.stringContaining("sign up") });
    expect(await command("olga@state.edu")).toMatchObject({ code: 0, out: expect.stringContaining("first operator") });
    expect(await claimsOf("olga")).toEqual({ operator: true });
    const log = await admin.collection("operations_audit").get();
    expect(log.docs.map((entry) => entry.get("by_email"))).toEqual(["the project's command (ops:first-operator)"]);

    await idTokenWithClaims("otto", {});
    expect(await command("otto@state.edu")).toMatchObject({ code: 1, out: expect.stringContaining("has an operator") });
    expect(await claimsOf("otto")).toEqual({});
  });
});

describe("the Schools section's callables", () => {
  const draft = {
    id: null,
    name: "Main Hall",
    address: "1 Campus Way",
    meetingPoint: "By the doors",
    tables: "4",
    stepFree: true,
    takesMealPlanSwipes: true,
  };

  it("answer operators only, and save nothing for anyone else", async () => {
    const student = await idTokenWithClaims("cy", {});
    expect((await callFunction("opsSchools", {})).error?.status).toBe("UNAUTHENTICATED");
    for (const name of ["opsSchools", "opsSavePlace", "opsRetirePlace"]) {
      const data = { school: "state.edu", draft, placeId: "main-hall" };
      expect((await callFunction(name, data, student)).error?.status).toBe("PERMISSION_DENIED");
    }
    expect((await admin.doc("places/state.edu").get()).exists).toBe(false);
  });

  it("list the schools with students, save and retire a place in places/{school}, each change logged", async () => {
    const operator = await idTokenWithClaims("olga", { operator: true });
    await admin.doc("users/cy").set({ email: "cy@state.edu", first_name: "Cy", class_level: "Junior" });
    const before = await callFunction("opsSchools", {}, operator);
    expect(before.result).toMatchObject({
      schools: [{ school: "state.edu", students: 1, completeProfiles: 0, places: [], withoutPlace: true }],
    });

    const saved = await callFunction("opsSavePlace", { school: "state.edu", draft }, operator);
    expect(saved.result).toMatchObject({
      schools: [
        {
          school: "state.edu",
          withoutPlace: false,
          places: [{ id: "main-hall", tables: 4, takesMealPlanSwipes: true }],
        },
      ],
    });
    expect((await admin.doc("places/state.edu").get()).get("places")).toEqual([
      expect.objectContaining({
        id: "main-hall",
        name: "Main Hall",
        meal_plan_swipes: true,
        step_free: true,
        retired: false,
      }),
    ]);
    const invalid = await callFunction(
      "opsSavePlace",
      { school: "state.edu", draft: { ...draft, name: " " } },
      operator,
    );
    expect(invalid.error).toMatchObject({ details: { reason: "invalid" } });

    await callFunction("opsRetirePlace", { school: "state.edu", placeId: "main-hall" }, operator);
    expect((await admin.doc("places/state.edu").get()).get("places")).toEqual([
      expect.objectContaining({ id: "main-hall", retired: true }),
    ]);
    const log = await admin.collection("operations_audit").orderBy("at").get();
    expect(log.docs.map((entry) => entry.get("action.kind"))).toEqual(["place-saved", "place-retired"]);
  });
});
