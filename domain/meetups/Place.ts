/** Where matched students meet: a dining hall or a partner restaurant of their school (operator data). */
export interface Place {
  readonly id: string;
  readonly name: string;
  /** Where exactly to wait, so that two strangers stand in the same spot: "By the main doors". */
  readonly meetingPoint: string;
  readonly address: string;
}

/** A place as a calendar entry's location says it: "Main Dining Hall, 1 College Way (By the main doors)". */
export const placeWithAddress = (place: Place): string => `${place.name}, ${place.address} (${place.meetingPoint})`;
