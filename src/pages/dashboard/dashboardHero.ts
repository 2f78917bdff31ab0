import type { MatchMember } from "../../../domain/meetups/Match";
import type { MyMealsState } from "../../../domain/meetups/MyMeals";
import type { MyMixersState } from "../../../domain/mixers/MyMixers";
import type { MixerCard, MixerPhase } from "../../../domain/mixers/mixerCards";
import { type Countdown, countdownTo } from "../../../domain/schedule/countdown";
import { namesList } from "../../../domain/shared/namesList";
import { dashboardCopy } from "./dashboardCopy";

/** What the dashboard's biggest number counts down to, and the words under it. */
export interface DashboardHero {
  readonly countdown: Countdown;
  readonly until: string;
  /** `until` as a screen reader hears it after the time left. */
  readonly spoken: string;
  /** The mixer it counts down to, when it is one: the details under it are the mixer's. */
  readonly mixer: MixerCard | null;
}

/** A place at the mixer: going, at the door, or checked in. */
const HOLDS_A_PLACE: ReadonlySet<MixerPhase> = new Set(["going", "at-the-door", "checked-in"]);

/** The first mixer the student has a place at that has not started. */
function nextMixerGoingTo(mixers: MyMixersState, now: number): MixerCard | null {
  if (mixers.status !== "ready") return null;
  const coming = mixers.cards.filter((card) => HOLDS_A_PLACE.has(card.phase) && card.mixer.startsAt > now);
  return [...coming].sort((a, b) => a.mixer.startsAt - b.mixer.startsAt)[0] ?? null;
}

/** "Until your meal with Ben, Cleo, and Dev"; a table whose names are not told yet is "your group dinner". */
function untilMealWith(others: readonly MatchMember[]): string {
  const names = others.map((member) => member.firstName);
  return names.includes("") ? dashboardCopy.untilYourTable : dashboardCopy.untilYourMeal(namesList(names));
}

/**
 * The student's own next plan, the sooner of their next meal (matched, or opted in) and the next
 * mixer they have a place at; otherwise the next meal they can still join, otherwise the schedule's
 * next meal time; and which.
 */
export function dashboardHero(countdown: Countdown, meals: MyMealsState, mixers: MyMixersState): DashboardHero {
  const meal = meals.status === "ready" ? meals.nextMeal : null;
  const mixer = nextMixerGoingTo(mixers, countdown.at);
  const ownMeal = meal !== null && meal.kind !== "can-join" ? meal : null;
  if (mixer !== null && (ownMeal === null || mixer.mixer.startsAt < ownMeal.meal.startsAt)) {
    const until = dashboardCopy.untilYourMixer(mixer.mixer.title);
    return { countdown: countdownTo({ startsAt: mixer.mixer.startsAt }, countdown.at), until, spoken: until, mixer };
  }
  if (meal === null) {
    return { countdown, until: dashboardCopy.untilNextMeal, spoken: dashboardCopy.untilNextMealSpoken, mixer: null };
  }
  const until =
    meal.kind === "matched"
      ? untilMealWith(meal.with)
      : meal.kind === "opted-in"
        ? dashboardCopy.untilOptedIn
        : dashboardCopy.untilCanJoin;
  return { countdown: countdownTo(meal.meal, countdown.at), until, spoken: until, mixer: null };
}
