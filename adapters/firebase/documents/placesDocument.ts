import type { Place } from "../../../domain/meetups/Place";
import type { ListedPlace } from "../../../domain/operations/ListedPlace";

/** `places/{school}` as operators keep it: `{ places: [{ id, name, meeting_point, address }] }`. */
export function toPlacesDocument(places: readonly Place[]): Record<string, unknown> {
  return {
    places: places.map((place) => ({
      id: place.id,
      name: place.name,
      meeting_point: place.meetingPoint,
      address: place.address,
    })),
  };
}

/** The places of a document, leaving out an entry typed by hand without an id or a name. */
export function fromPlacesDocument(data: Record<string, unknown> | undefined): Place[] {
  const places = data?.places;
  if (!Array.isArray(places)) return [];
  return places
    .filter((place): place is Record<string, unknown> => typeof place === "object" && place !== null)
    .filter((place) => typeof place.id === "string" && typeof place.name === "string")
    .map((place) => ({
      id: String(place.id),
      name: String(place.name),
      meetingPoint: String(place.meeting_point ?? ""),
      address: String(place.address ?? ""),
    }));
}

/**
 * `places/{school}` as the console keeps it: each place with what operators say of it too,
 * `{ tables, step_free, meal_plan_swipes, retired }` beside its id, name, meeting point and address.
 */
export function toListedPlacesDocument(places: readonly ListedPlace[]): Record<string, unknown> {
  return {
    places: places.map((place) => ({
      ...(toPlacesDocument([place]).places as Record<string, unknown>[])[0],
      tables: place.tables,
      step_free: place.stepFree,
      meal_plan_swipes: place.takesMealPlanSwipes,
      retired: place.retired,
    })),
  };
}

/** Every place of a document, retired ones included; what a place typed by hand leaves out is not said (false, null). */
export function fromListedPlacesDocument(data: Record<string, unknown> | undefined): ListedPlace[] {
  const places = Array.isArray(data?.places) ? (data.places as unknown[]) : [];
  const raw = places.filter((place): place is Record<string, unknown> => typeof place === "object" && place !== null);
  return fromPlacesDocument(data).map((place) => {
    const fields = raw.find((entry) => entry.id === place.id) ?? {};
    return {
      ...place,
      tables: typeof fields.tables === "number" && Number.isInteger(fields.tables) ? fields.tables : null,
      stepFree: fields.step_free === true,
      takesMealPlanSwipes: fields.meal_plan_swipes === true,
      retired: fields.retired === true,
    };
  });
}
