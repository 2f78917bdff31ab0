import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { PROJECT_COMMAND } from "../../../domain/operations/AuditEntry";
import { ManageTeam } from "../../../domain/operations/ManageTeam";
import { OperationsError } from "../../../domain/operations/operationsErrors";
import { MemoryAuditLog, MemoryTeamRoles } from "../../support/operationsFakes";

const OLGA = { uid: "olga", email: "olga@state.edu" };
const NOW = Date.UTC(2026, 10, 28, 9);

function team(roles = new MemoryTeamRoles().add("olga", "olga@state.edu", ["operator"]).add("tess", "tess@state.edu")) {
  const audit = new MemoryAuditLog();
  let id = 0;
  const manage = new ManageTeam({
    roles,
    audit,
    clock: new ManualClock(new Date(NOW)),
    ids: { newId: () => `entry-${++id}` },
  });
  return { manage, audit, roles };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof OperationsError ? error.reason : error),
  );

describe("ManageTeam: the operators grant and take back the team's roles", () => {
  it("grants a role by address and logs who did it, when; granting it again changes and logs nothing", async () => {
    const { manage, audit, roles } = team();
    const view = await manage.grant(OLGA, " Tess@State.edu ", "trust_and_safety");
    expect(view.members).toEqual([
      { uid: "olga", email: "olga@state.edu", roles: ["operator"] },
      { uid: "tess", email: "tess@state.edu", roles: ["trust_and_safety"] },
    ]);
    expect(view.log).toEqual([
      {
        id: "entry-1",
        at: NOW,
        by: OLGA,
        action: { kind: "role-granted", role: "trust_and_safety", email: "tess@state.edu" },
      },
    ]);
    await manage.grant(OLGA, "tess@state.edu", "trust_and_safety");
    expect(audit.entries).toHaveLength(1);
    expect((await roles.byEmail("tess@state.edu"))?.roles).toEqual(["trust_and_safety"]);
  });

  it("takes a role back, keeping the others, and logs it", async () => {
    const { manage, audit, roles } = team();
    await manage.grant(OLGA, "tess@state.edu", "operator");
    await manage.grant(OLGA, "tess@state.edu", "trust_and_safety");
    await manage.takeBack(OLGA, "tess@state.edu", "operator");
    expect((await roles.byEmail("tess@state.edu"))?.roles).toEqual(["trust_and_safety"]);
    expect(audit.entries.map((entry) => entry.action.kind)).toEqual([
      "role-granted",
      "role-granted",
      "role-taken-back",
    ]);
  });

  it("refuses an address without an account, one that is no address, and an operator's own operator role", async () => {
    const { manage, audit } = team();
    expect(await failureOf(manage.grant(OLGA, "nobody@state.edu", "operator"))).toBe("no-account");
    expect(await failureOf(manage.grant(OLGA, "tess", "operator"))).toBe("invalid");
    expect(await failureOf(manage.takeBack(OLGA, "OLGA@state.edu", "operator"))).toBe("own-role");
    expect(audit.entries).toEqual([]);
  });

  it("makes the project's first operator once, as the project's command; then the console does", async () => {
    const { manage, audit } = team(new MemoryTeamRoles().add("olga", "olga@state.edu"));
    expect(await manage.firstOperator("olga@state.edu")).toEqual({
      uid: "olga",
      email: "olga@state.edu",
      roles: ["operator"],
    });
    expect(audit.entries[0]?.by).toEqual(PROJECT_COMMAND);
    expect(await failureOf(manage.firstOperator("olga@state.edu"))).toBe("has-operators");
  });
});
