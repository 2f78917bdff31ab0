import { normalizeEmail } from "../account/schoolEmail";
import type { Clock } from "../shared/ports/Clock";
import { isAddress, type TeamView } from "./ManageTeam";
import type { TeamRole } from "./Operator";
import { consoleCall, OperationsError } from "./operationsErrors";
import type { TeamDesk } from "./ports/TeamDesk";

/** The Team section: who holds which role, granting and taking back; an address that is none is refused before it is sent. */
export class TeamConsole {
  readonly #desk: TeamDesk;
  readonly #clock: Clock;

  constructor(desk: TeamDesk, clock: Clock) {
    this.#desk = desk;
    this.#clock = clock;
  }

  view(): Promise<TeamView> {
    return consoleCall(this.#clock, () => this.#desk.view());
  }

  grant(email: string, role: TeamRole): Promise<TeamView> {
    const address = addressOf(email);
    return consoleCall(this.#clock, () => this.#desk.grant(address, role));
  }

  takeBack(email: string, role: TeamRole): Promise<TeamView> {
    const address = addressOf(email);
    return consoleCall(this.#clock, () => this.#desk.takeBack(address, role));
  }
}

function addressOf(email: string): string {
  const address = normalizeEmail(email);
  if (!isAddress(address)) throw new OperationsError("invalid");
  return address;
}
