import type { ListedPlace } from "./ListedPlace";

/** What an operator types for a place: the form's fields (the id of the place it edits, or null for a new one). */
export interface PlaceDraft {
  readonly id: string | null;
  readonly name: string;
  readonly address: string;
  readonly meetingPoint: string;
  /** How many tables it seats, as typed: "" for not said. */
  readonly tables: string;
  readonly stepFree: boolean;
  readonly takesMealPlanSwipes: boolean;
}

export const PLACE_NAME_MAX_LENGTH = 120;
export const PLACE_ADDRESS_MAX_LENGTH = 200;
export const PLACE_MEETING_POINT_MAX_LENGTH = 200;
/** The most tables one place is said to seat. */
export const PLACE_MAX_TABLES = 200;

export type PlaceField = "name" | "address" | "meetingPoint" | "tables";
export type PlaceProblem = "missing" | "too-long" | "not-a-number";
export type PlaceProblems = Partial<Record<PlaceField, PlaceProblem>>;

const text = (value: string, max: number): PlaceProblem | null =>
  value.trim() === "" ? "missing" : value.trim().length > max ? "too-long" : null;

/** What is wrong with a draft, field by field (the console's form and the server apply the same rules). */
export function placeProblems(draft: PlaceDraft): PlaceProblems {
  const problems: PlaceProblems = {};
  const name = text(draft.name, PLACE_NAME_MAX_LENGTH);
  const address = text(draft.address, PLACE_ADDRESS_MAX_LENGTH);
  const meetingPoint = text(draft.meetingPoint, PLACE_MEETING_POINT_MAX_LENGTH);
  if (name !== null) problems.name = name;
  if (address !== null) problems.address = address;
  if (meetingPoint !== null) problems.meetingPoint = meetingPoint;
  if (draft.tables.trim() !== "" && tablesOf(draft.tables) === null) problems.tables = "not-a-number";
  return problems;
}

/** The tables typed, as a whole number from 1 to PLACE_MAX_TABLES; null when it is none. */
function tablesOf(typed: string): number | null {
  const tables = Number(typed.trim());
  return Number.isInteger(tables) && tables >= 1 && tables <= PLACE_MAX_TABLES ? tables : null;
}

/** The place a valid draft describes, under `id`; saving it brings a retired place back. */
export function placeFromDraft(draft: PlaceDraft, id: string): ListedPlace {
  return {
    id,
    name: draft.name.trim(),
    address: draft.address.trim(),
    meetingPoint: draft.meetingPoint.trim(),
    tables: draft.tables.trim() === "" ? null : tablesOf(draft.tables),
    stepFree: draft.stepFree,
    takesMealPlanSwipes: draft.takesMealPlanSwipes,
    retired: false,
  };
}

/** A new place's id, from its name ("South Quad Dining Hall" → "south-quad-dining-hall"), unlike any of `taken`. */
export function newPlaceId(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "place";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/** A draft of an existing place, for its edit form. */
export const draftOf = (place: ListedPlace): PlaceDraft => ({
  id: place.id,
  name: place.name,
  address: place.address,
  meetingPoint: place.meetingPoint,
  tables: place.tables === null ? "" : String(place.tables),
  stepFree: place.stepFree,
  takesMealPlanSwipes: place.takesMealPlanSwipes,
});
