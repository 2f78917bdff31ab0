import { isProfileComplete } from "../profile/ProfileEdit";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import type { ProfileDocument } from "../profile/UserProfile";
import { mealCalendarEvent } from "../schedule/calendarEvent";
import type { MealCalendar } from "../schedule/MealCalendar";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { SessionUser } from "../session/SessionUser";
import type { EpochMillis } from "../shared/EpochMillis";
import { listeningWatch } from "../shared/listeningWatch";
import { namesList } from "../shared/namesList";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import type { RefreshingWatch } from "../shared/refreshingWatch";
import type { Match, StudentRoundOutcome } from "./Match";
import { membersOf } from "./matchStatus";
import { MEALS_REFRESH_INTERVAL_MS, MEETING_REFRESH_INTERVAL_MS } from "./meetupRules";
import { daysInView, type MyMealsView, myMealsView } from "./myMealsView";
import { noShowPauseUntil } from "./noShows";
import type { OptIn } from "./OptIn";
import { placeWithAddress } from "./Place";
import type { Backoffice } from "./ports/Backoffice";
import type { MatchFeed } from "./ports/MatchFeed";
import type { MatchStore } from "./ports/MatchStore";
import type { OptInStore } from "./ports/OptInStore";
import type { ReportStore } from "./ports/ReportStore";
import type { SafetyReport } from "./Report";
import { schoolOf } from "./schoolOf";
import { type StudentsNextMeal, studentsNextMeal } from "./studentsNextMeal";

export type MyMealsState =
  | { readonly status: "loading" }
  | {
      readonly status: "ready";
      readonly view: MyMealsView;
      /** Matching is paused until then by the student's own snooze, or null. */
      readonly snoozedUntil: EpochMillis | null;
      /** Matching is paused until then by the no-show policy, or null. */
      readonly noShowPauseUntil: EpochMillis | null;
      /** Suspended by the trust and safety team until then, and why (a report's reason), or null. */
      readonly suspension: { readonly until: EpochMillis; readonly reason: string } | null;
      readonly profileComplete: boolean;
      /** When it was looked at (the app's clock). */
      readonly now: EpochMillis;
      /** The meal the dashboard counts down to: their own, or the next they can join; null: the schedule's. */
      readonly nextMeal: StudentsNextMeal | null;
    }
  | { readonly status: "failed" };

/** What one look at the hub read: the state is worked out from it again as time passes, without reading. */
interface HubData {
  readonly user: SessionUser;
  readonly calendar: MealCalendar;
  readonly myMatches: readonly Match[];
  readonly myReports: readonly SafetyReport[];
  readonly stored: ProfileDocument | null;
  readonly optIns: ReadonlyMap<string, OptIn>;
  readonly outcomes: ReadonlyMap<string, StudentRoundOutcome>;
  /** The days whose opt-in and outcome were read. */
  readonly daysRead: ReadonlySet<string>;
}

/** The hub's watch: stopped when the dashboard leaves, looked at again at once after the student acted. */
export type MyMealsWatch = RefreshingWatch;

export interface MyMealsPorts {
  readonly session: Session;
  readonly schedule: MealSchedule;
  readonly optIns: OptInStore;
  readonly matches: MatchStore;
  /** Says when one of the student's matches changed (a partner's confirmation, "I'm here"): the hub looks again at once. */
  readonly feed: MatchFeed;
  readonly reports: ReportStore;
  readonly profiles: ProfileStore;
  readonly backoffice: Backoffice;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The student's meals (the dashboard's hub): their matches and the meal days to act on. Listeners
 * first (listeningWatch): one read when the hub opens, then reads only when one of the student's
 * matches changes (MatchFeed: a partner's confirmation or "I'm here" shows within a moment), the
 * student acted, or the clock jumps; a new day come into view reads only its opt-in and outcome.
 * Between reads, what time changes (a window opening, a countdown, a pause ending) is worked out
 * again every 15 s (5 s while they find their match) from what is held, reading nothing. The feed's
 * first call, and each poll when the feed fails, ask only whether the matches changed (polling
 * backs off: fallbackPollDelay) and read all only if they did. Following starts
 * after the first read, so that the dashboard's first load never carries the feed (on Firebase, the
 * full Firestore SDK). What has no listener (a round's "not matched", a suspension, the schedule)
 * shows at the next read. Before each read and recompute, the system's due work runs (on the
 * offline backend; on Firebase the functions do it).
 */
export class MyMeals {
  readonly #ports: MyMealsPorts;

  constructor(ports: MyMealsPorts) {
    this.#ports = ports;
  }

  watch(listener: (state: MyMealsState) => void): MyMealsWatch {
    const { feed, matches, backoffice, clock, logger, session } = this.#ports;
    return listeningWatch({
      read: () => this.#read(),
      derive: (held) => this.#derive(held),
      listener,
      recomputeAfter: (state) =>
        state.view.matches.some((card) => card.phase === "find-each-other")
          ? MEETING_REFRESH_INTERVAL_MS
          : MEALS_REFRESH_INTERVAL_MS,
      readAgainWhen: (held) => daysInView(held.calendar, clock.now()).some((day) => !held.daysRead.has(day.id)),
      readUpdate: (held) => this.#readNewDays(held),
      // On Firebase the functions do the due work (nothing here); offline it runs in the browser, and
      // the matches it writes reach the hub through the feed.
      beforeRecompute: () =>
        void backoffice.runDueJobs().catch((error: unknown) => logger.warn("The system's due work failed", error)),
      clock,
      logger,
      failure: "Loading the student's meals failed",
      follow: (onChange, onError) => {
        const uid = session.current()?.uid;
        return uid === undefined ? null : feed.follow(uid, onChange, onError);
      },
      changedSince: async (held) => {
        const uid = session.current()?.uid;
        if (uid === undefined) return true;
        return JSON.stringify(await matches.listForStudent(uid)) !== JSON.stringify(held.myMatches);
      },
    });
  }

  /** Exactly that meal, for the student's calendar: who, where, and how to find each other. `host` names the site. */
  calendarEventFor(match: Match, host: string): string {
    const user = this.#ports.session.current();
    const others = membersOf(match).filter((member) => member.uid !== user?.uid);
    const names = others.map((member) => member.firstName);
    return mealCalendarEvent({ startsAt: match.slot }, this.#ports.clock.now(), host, {
      id: `match-${match.id}`,
      // A table's first names are told on its day: until then it is the group dinner.
      summary: names.includes("")
        ? "Strangers group dinner"
        : names.length === 0
          ? "Strangers meal"
          : `Strangers meal with ${namesList(names)}`,
      location: match.place === null ? "Told in the app on the day" : placeWithAddress(match.place),
      description:
        match.place === null
          ? "Your table's first names and place come in the app on the day. From 15 minutes before, open Find your table: everyone at your table sees the same colour."
          : `Open ${match.kind === "group-dinner" ? "Find your table" : "Find your match"} in the app from 15 minutes before: your colour is ${match.signal.colourName}, your code word ${match.signal.codeWord}.`,
    });
  }

  /** One look's reads: everything the hub shows, for the days in view now. */
  async #read(): Promise<HubData> {
    const { session, schedule, matches, reports, profiles, backoffice, clock, logger } = this.#ports;
    const user = session.current();
    if (user === null) throw new Error("Nobody is signed in");
    await backoffice.runDueJobs().catch((error: unknown) => logger.warn("The system's due work failed", error));
    const now = clock.now();
    const [calendar, myMatches, myReports, stored] = await Promise.all([
      schedule.read(),
      matches.listForStudent(user.uid),
      reports.filedBy(user.uid),
      profiles.read(user.uid),
    ]);
    const dayIds = new Set([...daysInView(calendar, now).map((day) => day.id), ...myMatches.map((m) => m.dayId)]);
    const { optIns, outcomes } = await this.#readDays(user, dayIds);
    return { user, calendar, myMatches, myReports, stored, optIns, outcomes, daysRead: dayIds };
  }

  /** The days come into view since what is held: their opt-ins and outcomes read, the rest as held. */
  async #readNewDays(held: HubData): Promise<HubData> {
    const { backoffice, clock, logger } = this.#ports;
    await backoffice.runDueJobs().catch((error: unknown) => logger.warn("The system's due work failed", error));
    const fresh = daysInView(held.calendar, clock.now())
      .map((day) => day.id)
      .filter((dayId) => !held.daysRead.has(dayId));
    const { optIns, outcomes } = await this.#readDays(held.user, fresh);
    return {
      ...held,
      optIns: new Map([...held.optIns, ...optIns]),
      outcomes: new Map([...held.outcomes, ...outcomes]),
      daysRead: new Set([...held.daysRead, ...fresh]),
    };
  }

  /** The student's opt-in and outcome of each of these days. */
  async #readDays({ uid, email }: { readonly uid: string; readonly email: string }, dayIds: Iterable<string>) {
    const { optIns, matches } = this.#ports;
    const school = schoolOf(email);
    const found = await Promise.all(
      [...dayIds].map(
        async (dayId) =>
          [dayId, await optIns.find(dayId, uid, school), await matches.findMyOutcome(dayId, uid)] as const,
      ),
    );
    const optInsByDay = new Map<string, OptIn>();
    const outcomes = new Map<string, StudentRoundOutcome>();
    for (const [dayId, optIn, outcome] of found) {
      if (optIn !== null) optInsByDay.set(dayId, optIn);
      if (outcome !== null) outcomes.set(dayId, outcome);
    }
    return { optIns: optInsByDay, outcomes };
  }

  /** The hub's state from what was read, at the clock's now: reads nothing. */
  #derive({
    user,
    calendar,
    myMatches,
    myReports,
    stored,
    optIns,
    outcomes,
  }: HubData): Extract<MyMealsState, { status: "ready" }> {
    const now = this.#ports.clock.now();
    const view = myMealsView(
      {
        uid: user.uid,
        calendar,
        preferredSlots: user.preferences.preferred_meal_times,
        matches: myMatches,
        optIns,
        outcomes,
        myReports,
      },
      now,
    );
    const snoozed = user.snoozed_until ?? null;
    const snoozedUntil = snoozed !== null && snoozed > now ? snoozed : null;
    const pausedUntil = noShowPauseUntil(user.uid, myMatches, now);
    const profile = stored === null ? {} : readStoredProfile(stored);
    const suspendedUntil = profile.suspended_until ?? null;
    const suspension =
      suspendedUntil !== null && suspendedUntil > now
        ? { until: suspendedUntil, reason: profile.suspension_reason ?? "other" }
        : null;
    const profileComplete = isProfileComplete(user);
    const canJoin = profileComplete && snoozedUntil === null && pausedUntil === null && suspension === null;
    return {
      status: "ready",
      view,
      snoozedUntil,
      noShowPauseUntil: pausedUntil,
      suspension,
      profileComplete,
      now,
      nextMeal: studentsNextMeal(view, now, canJoin),
    };
  }
}
