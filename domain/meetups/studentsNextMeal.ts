import type { MealTime } from "../schedule/MealTime";
import type { MatchMember } from "./Match";
import type { MyMealsView } from "./myMealsView";

/**
 * The meal the dashboard's countdown is about, and why:
 * - matched: the student's own next match (with whom);
 * - opted-in: the first time of a day they are in for, not yet matched;
 * - can-join: the first time of the day still open to join;
 * - next-meal: none of those; the schedule's next meal time.
 */
export type StudentsNextMeal =
  | { readonly kind: "matched"; readonly meal: MealTime; readonly with: readonly MatchMember[] }
  | { readonly kind: "opted-in"; readonly meal: MealTime }
  | { readonly kind: "can-join"; readonly meal: MealTime };

const earliest = (instants: readonly number[]): number | undefined =>
  instants.length === 0 ? undefined : Math.min(...instants);

/**
 * The student's own next meal when they have one (matched, or opted in), otherwise the next meal
 * they can still join; null when there is none of these (the countdown then shows the schedule's).
 * `canJoin`: their profile is complete and matching is not paused.
 */
export function studentsNextMeal(view: MyMealsView, now: number, canJoin: boolean): StudentsNextMeal | null {
  const live = view.matches.filter((card) => ["to-confirm", "waiting", "on", "find-each-other"].includes(card.phase));
  const [match] = [...live].sort((a, b) => a.match.slot - b.match.slot);
  if (match !== undefined) {
    const others = match.others.filter((member) => member.cancelledAt === null);
    return { kind: "matched", meal: { startsAt: match.match.slot }, with: others };
  }
  const optedIn = earliest(
    view.days.flatMap((card) =>
      (card.kind === "open" || card.kind === "matching") && card.optIn !== null
        ? card.optIn.slots.filter((slot) => slot > now)
        : [],
    ),
  );
  if (optedIn !== undefined) return { kind: "opted-in", meal: { startsAt: optedIn } };
  if (!canJoin) return null;
  const joinable = earliest(
    view.days.flatMap((card) => (card.kind === "open" ? card.day.slots.filter((slot) => slot > now) : [])),
  );
  return joinable === undefined ? null : { kind: "can-join", meal: { startsAt: joinable } };
}
