import type { Match } from "../meetups/Match";
import { type MealDay, mealDaysBetween } from "../meetups/MealDay";
import { matchStatus } from "../meetups/matchStatus";
import { MEALS_REFRESH_INTERVAL_MS, MEETING_WINDOW_AFTER_START_MS } from "../meetups/meetupRules";
import type { MatchFeed } from "../meetups/ports/MatchFeed";
import type { MatchStore } from "../meetups/ports/MatchStore";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import { listeningWatch } from "../shared/listeningWatch";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { RefreshingWatch } from "../shared/refreshingWatch";
import { ServiceUnreachableError } from "../shared/serviceErrors";
import { DAY_MS } from "../shared/time";
import type { RescueDesk, RescueLook } from "./ports/RescueDesk";
import { isOfferOpen, mayAccept, offerExpiresAt, type RescueOffer } from "./RescueOffer";
import { RescueError } from "./rescueErrors";
import { NO_ARRIVAL_AFTER_START_MS, RESCUE_WAIT_LOOK_INTERVAL_MS } from "./rescueRules";
import type { Standby } from "./Standby";
import { dateOn, isStandbyOpen, standbyClosesAt } from "./standbyWindow";
import { strandedMembers } from "./strandedMembers";

export interface SameDayRescuePorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly matches: MatchStore;
  /** Says when one of the student's matches changed (a partner's late cancellation, a rescue's match): read again. */
  readonly feed: MatchFeed;
  readonly rescue: RescueDesk;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** The rescue card's state as the dashboard watches it. */
export type RescueState =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "ready"; readonly today: RescueToday | null };

/** What one look at the rescue read: today's card is worked out from it again as time passes, without reading. */
interface RescueData {
  readonly calendar: MealCalendar;
  /** The schedule's date when it was read. */
  readonly date: string;
  /** Today's meal day of lunches for two, or null. */
  readonly day: MealDay | null;
  readonly look: RescueLook;
  readonly mine: readonly Match[];
  readonly readAt: EpochMillis;
}

const NOTHING_TO_LOOK_AT: RescueLook = { standby: null, offers: [] };

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

  /** Today's rescue, once. */
  async today(): Promise<RescueToday | null> {
    return this.#derive(await this.#read(null));
  }

  /**
   * Today's rescue for the dashboard, listening first (listeningWatch): one read when it opens
   * (the schedule once a day), then again only when one of the student's matches changes (the
   * feed), the student acted, the clock jumps, a new day begins, or a meal of theirs reaches the
   * moment its partner counts as not there. While the student waits on the system (on standby, or
   * left alone with no offer yet), it reads the rescue again every 6 minutes: the offer itself comes
   * by notification and email at once. The window and the offers' minutes are worked out every 15 s
   * from what is held.
   */
  watch(listener: (state: RescueState) => void): RefreshingWatch {
    const { session, feed, clock, logger } = this.#ports;
    let held: RescueData | null = null;
    return listeningWatch({
      read: async () => {
        held = await this.#read(held);
        return held;
      },
      derive: (data) => ({ status: "ready", today: this.#derive(data) }) as const,
      listener,
      recomputeAfter: () => MEALS_REFRESH_INTERVAL_MS,
      readAgainWhen: (data) => {
        const now = clock.now();
        return dateOn(now, data.calendar.timeZone) !== data.date || noArrivalMomentPassed(data, now);
      },
      awaitsSystem: (data) => waitsOnTheSystem(data, session.current()?.uid ?? "", clock.now()),
      // What time and the system change: the standby and the offers (the matches come through the feed).
      readUpdate: async (data) => {
        held =
          dateOn(clock.now(), data.calendar.timeZone) === data.date
            ? await this.#readLook(data)
            : await this.#read(data);
        return held;
      },
      awaitDelay: () => RESCUE_WAIT_LOOK_INTERVAL_MS,
      follow: (onChange, onError) => {
        const uid = session.current()?.uid;
        return uid === undefined ? null : feed.follow(uid, onChange, onError);
      },
      // No changedSince: while the feed is down, the hub polls the matches; the rescue's offer comes by notification.
      clock,
      logger,
      failure: "Loading today's rescue failed",
    });
  }

  /** One look's reads; the schedule read again only on another date than `before`'s. */
  async #read(before: RescueData | null): Promise<RescueData> {
    const student = this.#student();
    const { schedule, matches, rescue, clock } = this.#ports;
    return asRescueFailure(async () => {
      const readAt = clock.now();
      const sameDate = before !== null && dateOn(readAt, before.calendar.timeZone) === before.date;
      const calendar = sameDate ? before.calendar : await schedule.read();
      const date = dateOn(readAt, calendar.timeZone);
      const day =
        mealDaysBetween(calendar, readAt - DAY_MS, readAt + DAY_MS).find(
          (candidate) => candidate.kind === "lunch-for-two" && candidate.id === date,
        ) ?? null;
      if (day === null) return { calendar, date, day, look: NOTHING_TO_LOOK_AT, mine: [], readAt };
      const [look, mine] = await Promise.all([rescue.look(day.id, student), matches.listForStudent(student.uid)]);
      return { calendar, date, day, look, mine, readAt };
    });
  }

  /** The standby and the offers read again, the rest as held. */
  async #readLook(held: RescueData): Promise<RescueData> {
    const student = this.#student();
    const { rescue, clock } = this.#ports;
    if (held.day === null) return held;
    const day = held.day;
    return asRescueFailure(async () => ({ ...held, look: await rescue.look(day.id, student), readAt: clock.now() }));
  }

  /** Today's card from what was read, at the clock's now: reads nothing. */
  #derive({ calendar, day, look, mine }: RescueData): RescueToday | null {
    const student = this.#student();
    const now = this.#ports.clock.now();
    if (day === null) return null;
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

/** A meal of the student's today reached, since the read, the moment a silent partner counts as not there. */
function noArrivalMomentPassed({ day, mine, readAt }: RescueData, now: EpochMillis): boolean {
  return mine.some((match) => {
    const moment = match.slot + NO_ARRIVAL_AFTER_START_MS;
    return match.dayId === day?.id && readAt < moment && moment <= now;
  });
}

/**
 * The system may make the student an offer with nothing of theirs changing: they are on standby
 * (someone else left alone), or left alone themselves with no offer yet; only while a meal of the
 * day can still be rescued.
 */
function waitsOnTheSystem({ day, look, mine }: RescueData, uid: string, now: EpochMillis): boolean {
  if (day === null || now >= (day.slots.at(-1) ?? 0) + MEETING_WINDOW_AFTER_START_MS) return false;
  if (look.offers.some((offer) => isOfferOpen(offer, now) || offer.takenBy !== null)) return false;
  return look.standby !== null || mine.some((match) => strandedMembers(match, now).includes(uid));
}
