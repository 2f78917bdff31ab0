import { describe, expect, it } from "vitest";
import { formMatches, slotKey } from "../../../domain/meetups/formMatches";
import type { Match } from "../../../domain/meetups/Match";
import { hasTableFree, mealPlanPlacesFirst } from "../../../domain/meetups/mealPlanPlaces";
import type { Place } from "../../../domain/meetups/Place";
import type { StoredProfile } from "../../../domain/profile/UserProfile";
import { fridayAt } from "../../support/meetupWorld";

/**
 * "Places that take meal-plan swipes come first for a meal whose members all said I have a meal
 * plan" (the profile's has_meal_plan): the place choice of a round, the waitlist and a table's reveal.
 */

const HALL: Place = { id: "hall", name: "Main Dining Hall", meetingPoint: "By the doors", address: "Campus" };
const SWIPES: Place = { ...HALL, id: "swipes", name: "Swipe Hall", takesMealPlanSwipes: true, tables: 1 };
const SWIPES_TOO: Place = { ...HALL, id: "swipes-too", name: "East Hall", takesMealPlanSwipes: true, tables: null };

const onMealPlan = (hasMealPlan: boolean): StoredProfile => ({ first_name: "A", has_meal_plan: hasMealPlan });

/** Pairs at one slot, `mealPlans` saying which pairs' members all have a meal plan. */
function pairs(mealPlans: readonly boolean[], places: readonly Place[]): Match[] {
  const slot = fridayAt(12);
  const groups = mealPlans.map((_, index) => ({ slot: slotKey(slot), members: [`a${index}`, `b${index}`] }));
  const profiles = new Map(
    mealPlans.flatMap((both, index) => [
      [`a${index}`, onMealPlan(true)],
      [`b${index}`, onMealPlan(both)],
    ]),
  );
  return formMatches({
    dayId: "2026-11-27",
    school: "state.edu",
    groups,
    profiles,
    places,
    existing: [],
    origin: "round",
    now: 0,
  });
}

describe("the meal plan's places first", () => {
  it("keeps every place for a meal whose members are not all on a meal plan", () => {
    expect(mealPlanPlacesFirst([HALL, SWIPES], false, () => true)).toEqual([HALL, SWIPES]);
  });

  it("gives a meal of meal-plan members the places taking swipes that have a table free, else every place", () => {
    expect(mealPlanPlacesFirst([HALL, SWIPES, SWIPES_TOO], true, () => true)).toEqual([SWIPES, SWIPES_TOO]);
    expect(mealPlanPlacesFirst([HALL, SWIPES], true, (place) => place.id !== "swipes")).toEqual([HALL, SWIPES]);
    expect(mealPlanPlacesFirst([HALL], true, () => true)).toEqual([HALL]);
  });

  it("counts a place's tables when it says how many it seats", () => {
    expect(hasTableFree(SWIPES, 0)).toBe(true);
    expect(hasTableFree(SWIPES, 1)).toBe(false);
    expect(hasTableFree(SWIPES_TOO, 500)).toBe(true);
  });

  it("sends a round's pair of meal-plan members to the swipes place though the hall is used less", () => {
    const [both] = pairs([true], [HALL, SWIPES]);
    expect(both?.place).toEqual({ id: "swipes", name: "Swipe Hall", meetingPoint: "By the doors", address: "Campus" });
  });

  it("sends a pair with one member without a meal plan where it would have gone (the least used place)", () => {
    const [, mixed] = pairs([true, false], [HALL, SWIPES]);
    expect(mixed?.place?.id).toBe("hall");
  });

  it("fills the swipes place's tables first, then sends the next meal-plan pair elsewhere", () => {
    const placed = pairs([true, true], [HALL, SWIPES]);
    expect(placed.map((match) => match.place?.id)).toEqual(["swipes", "hall"]);
  });
});
