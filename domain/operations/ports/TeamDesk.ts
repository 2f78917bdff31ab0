import type { TeamView } from "../ManageTeam";
import type { TeamRole } from "../Operator";

/**
 * The Team section's way to the system: on Firebase, the callables `opsTeam` and `opsSetRole`
 * (operators only), which run ManageTeam; offline, ManageTeam in this browser. Every call fails with
 * OperationsError("not-an-operator") for anyone but an operator.
 */
export interface TeamDesk {
  view(): Promise<TeamView>;
  grant(email: string, role: TeamRole): Promise<TeamView>;
  takeBack(email: string, role: TeamRole): Promise<TeamView>;
}
