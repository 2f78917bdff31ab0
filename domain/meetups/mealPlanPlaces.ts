import type { Place } from "./Place";

/**
 * The places a meal may go to, in the order of preference: for a meal whose members all said "I have
 * a meal plan" (the profile's has_meal_plan), the places that take meal-plan swipes and still have a
 * table free come first, so that nobody there pays; when none has, or for any other meal, every place.
 * `hasRoom` says whether a place has a table free at the meal's time.
 */
export function mealPlanPlacesFirst(
  places: readonly Place[],
  allOnMealPlan: boolean,
  hasRoom: (place: Place) => boolean,
): readonly Place[] {
  if (!allOnMealPlan) return places;
  const swipes = places.filter((place) => place.takesMealPlanSwipes === true && hasRoom(place));
  return swipes.length > 0 ? swipes : places;
}

/** Whether a place seats another meal when `used` of its tables are taken at that time (no number said: it does). */
export const hasTableFree = (place: Place, used: number): boolean =>
  place.tables === undefined || place.tables === null || used < place.tables;
