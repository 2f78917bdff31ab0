import type { Place } from "../../../domain/meetups/Place";

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
