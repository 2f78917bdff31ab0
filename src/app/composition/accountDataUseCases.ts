import { BrowserDeviceCopies } from "../../../adapters/browser/BrowserDeviceCopies";
import { ConfirmAdult } from "../../../domain/account/ConfirmAdult";
import { MyPersonalData } from "../../../domain/privacy/MyPersonalData";
import type { PersonalDataService } from "../../../domain/privacy/ports/PersonalDataService";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { Session } from "../../../domain/session/Session";
import type { Clock } from "../../../domain/shared/ports/Clock";
import type { Logger } from "../../../domain/shared/ports/Logger";
import type { ReviewDesk } from "../../../domain/trust/ports/ReviewDesk";
import { TrustAndSafetyConsole } from "../../../domain/trust/TrustAndSafetyConsole";

/**
 * The student's own account and data: the age asked of a profile older than the question, the
 * download and the deletion (after which the browser forgets its copies of the account).
 * applicationModule loads this module on the first call to any of them.
 */
export function createAccountDataUseCases(ports: {
  readonly profiles: ProfileStore;
  readonly session: Session;
  readonly clock: Clock;
  /** The device's own time: the data file's date (the developer tools move `clock` only). */
  readonly wallClock: Clock;
  readonly personalData: PersonalDataService;
  readonly reviewDesk: ReviewDesk;
  readonly logger: Logger;
}) {
  return {
    confirmAdult: new ConfirmAdult(ports.profiles, ports.session, ports.clock),
    myPersonalData: new MyPersonalData(
      ports.personalData,
      ports.session,
      { clock: ports.clock, wallClock: ports.wallClock },
      // The browser's copies of the account, forgotten once it is deleted.
      new BrowserDeviceCopies(window),
      ports.logger,
    ),
    trustAndSafety: new TrustAndSafetyConsole(ports.reviewDesk, ports.clock),
  };
}
