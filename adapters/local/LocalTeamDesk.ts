import type { ManageTeam, TeamView } from "../../domain/operations/ManageTeam";
import type { TeamRole } from "../../domain/operations/Operator";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import type { LocalOperatorDesk } from "./LocalOperatorDesk";

/** The Team section on the offline backend: ManageTeam in this browser, for the operator signed in to the console. */
export class LocalTeamDesk implements TeamDesk {
  readonly #door: LocalOperatorDesk;
  readonly #team: ManageTeam;

  constructor(door: LocalOperatorDesk, team: ManageTeam) {
    this.#door = door;
    this.#team = team;
  }

  async view(): Promise<TeamView> {
    await this.#door.operator();
    return this.#team.view();
  }

  async grant(email: string, role: TeamRole): Promise<TeamView> {
    return this.#team.grant(await this.#door.operator(), email, role);
  }

  async takeBack(email: string, role: TeamRole): Promise<TeamView> {
    return this.#team.takeBack(await this.#door.operator(), email, role);
  }
}
