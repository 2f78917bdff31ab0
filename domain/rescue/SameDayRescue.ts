import { mealDaysBetween } from "../meetups/MealDay";
import { matchStatus } from "../meetups/matchStatus";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import { DAY_MS } from "../shared/time";
import type { RescueDesk } from "./ports/RescueDesk";
import { isOfferOpen, mayAccept, offerExpiresAt, type RescueOffer } from "./RescueOffer";
import { RescueError } from "./rescueErrors";
import type { Standby } from "./Standby";
import { dateOn, isStandbyOpen, standbyClosesAt } from "./standbyWindow";

export interface SameDayRescuePorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly matches: MatchStore;
  readonly rescue: RescueDesk;
  readonly clock: Clock;
}

/** An offer as the student sees it: whether they are the one left alone, and whether they can accept now. */
export interface RescueOfferCard {
  readonly offer: RescueOffer;
  readonly role: "left-alone" | "asked";
  readonly open: boolean;
  readonly canAccept: boolean;
  readonly expiresAt: EpochMillis;
}

/** Today's rescue for the student: null when today is not a day of lunches for two. */
export interface RescueToday {
  readonly dayId: string;
  /** "I'm free today" is offered: the window is open and the student has no meal on that day. */
  readonly canStandBy: boolean;
  readonly standbyClosesAt: EpochMillis;
  readonly standby: Standby | null;
  readonly offers: readonly RescueOfferCard[];
  readonly now: EpochMillis;
}

/**
 * The same-day rescue as a student uses it on the dashboard: "I'm free today" on a meal day (and
 * taking it back), the offers that involve them, and "Join" on one. The system keeps the rules
 * (RescueDesk); every failure is a RescueError whose reason the screen puts in words.
 */
export class SameDayRescue {
  readonly #ports: SameDayRescuePorts;

  constructor(ports: SameDayRescuePorts) {
    this.#ports = ports;
  }

  async today(): Promise<RescueToday | null> {
    const student = this.#student();
    const { schedule, matches, rescue, clock } = this.#ports;
    return asRescueFailure(async () => {
      const now = clock.now();
      const calendar = await schedule.read();
      const day = mealDaysBetween(calendar, now - DAY_MS, now + DAY_MS).find(
        (candidate) => candidate.kind === "lunch-for-two" && candidate.id === dateOn(now, calendar.timeZone),
      );
      if (day === undefined) return null;
      const [look, mine] = await Promise.all([rescue.look(day.id, student), matches.listForStudent(student.uid)]);
      const hasMeal = mine.some(
        (match) =>
          match.dayId === day.id &&
          match.members[student.uid]?.cancelledAt === null &&
          ["proposed", "on"].includes(matchStatus(match, now)),
      );
      return {
        dayId: day.id,
        canStandBy: isStandbyOpen(day, now, calendar.timeZone) && !hasMeal,
        standbyClosesAt: standbyClosesAt(day),
        standby: look.standby,
        offers: look.offers.map((offer) => ({
          offer,
          role: offer.strandedUid === student.uid ? "left-alone" : "asked",
          open: isOfferOpen(offer, now),
          canAccept: isOfferOpen(offer, now) && mayAccept(offer, student.uid),
          expiresAt: offerExpiresAt(offer),
        })),
        now,
      };
    });
  }

  async standBy(dayId: string): Promise<void> {
    const student = this.#student();
    await asRescueFailure(() => this.#ports.rescue.standBy(dayId, student));
  }

  async withdraw(dayId: string): Promise<void> {
    const student = this.#student();
    await asRescueFailure(() => this.#ports.rescue.withdraw(dayId, student));
  }

  /** "Join": the id of the match the rescue made. */
  accept(offerId: string): Promise<string> {
    const student = this.#student();
    return asRescueFailure(() => this.#ports.rescue.accept(offerId, student));
  }

  #student() {
    const user = this.#ports.session.current();
    if (user === null) throw new RescueError("signed-out");
    return { uid: user.uid, email: user.email };
  }
}

async function asRescueFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RescueError) throw error;
    throw new RescueError(error instanceof ServiceUnreachableError ? "unreachable" : "unexpected", { cause: error });
  }
}
