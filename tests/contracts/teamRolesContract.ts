import { describe, expect, it } from "vitest";
import type { TeamRoles } from "../../domain/operations/ports/TeamRoles";

/** An adapter with these accounts (none holding a role): `createAccount(email)` answers its uid. */
export interface TeamRolesSetUp {
  readonly roles: TeamRoles;
  readonly createAccount: (email: string) => Promise<string>;
}

/** What every TeamRoles adapter must do; run once per adapter. */
export function describeTeamRolesContract(adapterName: string, setUp: () => Promise<TeamRolesSetUp>): void {
  describe(`TeamRoles contract: ${adapterName}`, () => {
    it("finds an account by its address, whatever its case, without a role; none for an unknown address", async () => {
      const { roles, createAccount } = await setUp();
      const uid = await createAccount("ana@state.edu");
      expect(await roles.byEmail(" Ana@State.edu ")).toEqual({ uid, email: "ana@state.edu", roles: [] });
      expect(await roles.byEmail("nobody@state.edu")).toBeNull();
    });

    it("gives and takes back roles, and lists who holds one", async () => {
      const { roles, createAccount } = await setUp();
      const ana = await createAccount("ana@state.edu");
      const ben = await createAccount("ben@state.edu");
      await roles.setRoles(ana, ["operator", "trust_and_safety"]);
      await roles.setRoles(ben, ["trust_and_safety"]);
      expect((await roles.byEmail("ana@state.edu"))?.roles).toEqual(["operator", "trust_and_safety"]);
      const holders = (await roles.members()).filter((member) => member.email.endsWith("@state.edu"));
      expect(holders.map((member) => member.email).sort()).toEqual(["ana@state.edu", "ben@state.edu"]);

      await roles.setRoles(ben, []);
      expect((await roles.byEmail("ben@state.edu"))?.roles).toEqual([]);
      const after = (await roles.members()).filter((member) => member.email.endsWith("@state.edu"));
      expect(after).toEqual([{ uid: ana, email: "ana@state.edu", roles: ["operator", "trust_and_safety"] }]);
    });
  });
}
