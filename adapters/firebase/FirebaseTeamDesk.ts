import type { TeamView } from "../../domain/operations/ManageTeam";
import type { TeamRole } from "../../domain/operations/Operator";
import type { TeamDesk } from "../../domain/operations/ports/TeamDesk";
import { callOperations } from "./callOperations";
import { CALLABLE } from "./documents/functionsProtocol";
import type { FirebaseAuthCalls } from "./FirebaseAuthCalls";

/** The Team section on Firebase: the callables `opsTeam` and `opsSetRole`, for operators only. */
export class FirebaseTeamDesk implements TeamDesk {
  readonly #auth: FirebaseAuthCalls;
  readonly #functions: string;

  constructor(auth: FirebaseAuthCalls, functionsBaseUrl: string) {
    this.#auth = auth;
    this.#functions = functionsBaseUrl;
  }

  view(): Promise<TeamView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsTeam, {});
  }

  grant(email: string, role: TeamRole): Promise<TeamView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSetRole, { email, role, held: true });
  }

  takeBack(email: string, role: TeamRole): Promise<TeamView> {
    return callOperations(this.#auth, this.#functions, CALLABLE.opsSetRole, { email, role, held: false });
  }
}
