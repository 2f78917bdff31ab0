import {
  PLACE_ADDRESS_MAX_LENGTH,
  PLACE_MAX_TABLES,
  PLACE_MEETING_POINT_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
  type PlaceField,
  type PlaceProblem,
} from "../../../../domain/operations/placeRules";

const MAX_LENGTHS: Record<Exclude<PlaceField, "tables">, number> = {
  name: PLACE_NAME_MAX_LENGTH,
  address: PLACE_ADDRESS_MAX_LENGTH,
  meetingPoint: PLACE_MEETING_POINT_MAX_LENGTH,
};

/** The Schools section's words. */
export const schoolsSectionCopy = {
  heading: "Schools",
  intro:
    "Every school that has students, and where its students meet. A school without a place of its own uses the default places; one with neither is flagged here, before its round.",
  schoolsHeading: "Schools with students",
  noSchools: "No school has students yet.",
  school: "School",
  students: "Students",
  completeProfiles: "Complete profiles",
  optedIn: "Opted in this week",
  placesColumn: "Places",
  ownPlaces: (count: number) => `${count} of its own`,
  usesDefaults: "the default places",
  noPlace: "No place: its next round can match none of its students. Add a place.",
  placesOf: (school: string) => `Places of ${school}`,
  defaultsHeading: "Default places",
  defaultsIntro: "For every school without a place of its own in use.",
  noOwnPlaces: "No place of its own: its students meet at the default places.",
  noDefaults: "No default place.",
  retired: "Retired",
  tablesSeated: (tables: number) => `${tables} ${tables === 1 ? "table" : "tables"}`,
  stepFree: "Step-free access",
  mealPlanSwipes: "Takes meal-plan swipes",
  meetAt: (point: string) => `Meet: ${point}`,
  addPlace: "Add a place",
  edit: "Edit",
  editPlace: (name: string) => `Edit ${name}`,
  retire: "Retire",
  retirePlace: (name: string) => `Retire ${name}`,
  bringBack: "Editing a retired place and saving it brings it back.",
  formHeadingNew: (where: string) => `A new place for ${where}`,
  formHeadingEdit: (name: string) => `Edit ${name}`,
  name: "Name",
  address: "Address",
  meetingPoint: "Meeting point",
  meetingPointHint: "Where exactly to wait, so that two strangers stand in the same spot: “By the main doors”.",
  tables: "Tables it seats",
  tablesHint: `A whole number from 1 to ${PLACE_MAX_TABLES}; leave empty if you don't know. A meal-plan meal goes elsewhere once its tables are taken.`,
  save: "Save place",
  saving: "Saving…",
  cancel: "Cancel",
  saved: (name: string) => `Saved: ${name}.`,
  retiredDone: (name: string) => `Retired: ${name}. No meal is sent there any more.`,
  theDefaults: "the default places",
  problem: (field: PlaceField, problem: PlaceProblem): string =>
    problem === "missing"
      ? "Required"
      : problem === "too-long" && field !== "tables"
        ? `At most ${MAX_LENGTHS[field]} characters`
        : `A whole number from 1 to ${PLACE_MAX_TABLES}, or empty`,
} as const;
