import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Mailer } from "../shared/ports/Mailer";
import type { Match } from "./Match";
import { firstSlotOf, mealDayById } from "./MealDay";
import { roundWithdrawnEmail } from "./meetupEmails";
import type { MatchLedger } from "./ports/MatchLedger";
import { readProfiles } from "./readProfiles";
import { anyoneConfirmed, UndoRoundError } from "./undoRoundRules";

/**
 * Undoes a recorded round that nobody has confirmed yet (operators): its record, each student's part
 * of it and the day's matches go together, and every student who was matched is told the match is
 * withdrawn; the day can then be matched again (Run now, or at its cut-off). Once anyone has
 * confirmed, nothing changes (UndoRoundError "confirmed").
 */
export class UndoRound {
  readonly #ports: UndoRoundPorts;

  constructor(ports: UndoRoundPorts) {
    this.#ports = ports;
  }

  /** Answers the matches withdrawn. */
  async execute(dayId: string): Promise<readonly Match[]> {
    const withdrawal = await this.#ports.matches.withdrawRound(dayId, anyoneConfirmed);
    if (withdrawal.status === "not-recorded") throw new UndoRoundError("not-recorded");
    if (withdrawal.status === "refused") throw new UndoRoundError("confirmed");
    const calendar = await this.#ports.schedule.read();
    const day = mealDayById(calendar, dayId);
    const uids = withdrawal.matches.flatMap((match) => match.memberIds);
    const profiles = await readProfiles(this.#ports.profiles, uids);
    for (const match of withdrawal.matches) {
      for (const uid of match.memberIds) {
        const to = profiles.get(uid)?.email;
        if (to === undefined || to === "") continue;
        await this.#ports.mailer.send(
          roundWithdrawnEmail(to, day === null ? match.slot : firstSlotOf(day), calendar.timeZone),
        );
      }
    }
    return withdrawal.matches;
  }
}

export interface UndoRoundPorts {
  readonly matches: MatchLedger;
  readonly profiles: ProfileStore;
  readonly mailer: Mailer;
  readonly schedule: MealSchedule;
}
