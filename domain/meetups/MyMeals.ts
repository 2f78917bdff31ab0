import { isProfileComplete } from "../profile/ProfileEdit";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import { readStoredProfile } from "../profile/storedProfile";
import { mealCalendarEvent } from "../schedule/calendarEvent";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Session } from "../session/Session";
import type { EpochMillis } from "../shared/EpochMillis";
import { namesList } from "../shared/namesList";
import type { Clock } from "../shared/ports/Clock";
import type { Logger } from "../shared/ports/Logger";
import { type RefreshingWatch, refreshingWatch } from "../shared/refreshingWatch";
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
 * The student's meals (the dashboard's hub): their matches and the meal days to act on, looked at
 * again every 15 s while someone watches (every 5 s while they find their match), at once when the
 * clock jumps, and, once the hub shows a match, at once when one of the student's matches changes
 * (MatchFeed: a partner's confirmation or "I'm here" shows within a moment; the polling stays, for
 * what only time changes and for a feed that fails). Following starts only then, so that the
 * dashboard's first load never carries the feed (on Firebase, the full Firestore SDK). Looks never
 * overlap: one asked for during a look runs right after it. Before each look, the system's due work
 * runs (on the offline backend; on Firebase the functions do it).
 */
export class MyMeals {
  readonly #ports: MyMealsPorts;

  constructor(ports: MyMealsPorts) {
    this.#ports = ports;
  }

  watch(listener: (state: MyMealsState) => void): MyMealsWatch {
    const { feed, clock, logger, session } = this.#ports;
    return refreshingWatch({
      load: () => this.#load(),
      listener,
      interval: MEALS_REFRESH_INTERVAL_MS,
      intervalAfter: (state) =>
        state.view.matches.some((card) => card.phase === "find-each-other")
          ? MEETING_REFRESH_INTERVAL_MS
          : MEALS_REFRESH_INTERVAL_MS,
      clock,
      logger,
      failure: "Loading the student's meals failed",
      follow: (state, lookAgain) => {
        const uid = session.current()?.uid;
        if (uid === undefined || state.view.matches.length === 0) return null;
        // The polling goes on: the hub is as current as it was before the feed.
        return feed.follow(uid, lookAgain, (error) => logger.warn("Following the student's matches failed", error));
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

  async #load(): Promise<Extract<MyMealsState, { status: "ready" }>> {
    const { session, schedule, optIns, matches, reports, profiles, backoffice, clock, logger } = this.#ports;
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
    const found = await Promise.all(
      [...dayIds].map(
        async (dayId) =>
          [dayId, await optIns.find(dayId, user.uid), await matches.findMyOutcome(dayId, user.uid)] as const,
      ),
    );
    const optInsByDay = new Map<string, OptIn>();
    const outcomes = new Map<string, StudentRoundOutcome>();
    for (const [dayId, optIn, outcome] of found) {
      if (optIn !== null) optInsByDay.set(dayId, optIn);
      if (outcome !== null) outcomes.set(dayId, outcome);
    }
    const view = myMealsView(
      {
        uid: user.uid,
        calendar,
        preferredSlots: user.preferences.preferred_meal_times,
        matches: myMatches,
        optIns: optInsByDay,
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
