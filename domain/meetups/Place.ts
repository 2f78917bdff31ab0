/** Where matched students meet: a dining hall or a partner restaurant of their school (operator data). */
export interface Place {
  readonly id: string;
  readonly name: string;
  /** Where exactly to wait, so that two strangers stand in the same spot: "By the main doors". */
  readonly meetingPoint: string;
  readonly address: string;
  /**
   * What the operators say of it (the console's Schools section); absent on a place as a match tells
   * it. How many tables it seats (null: not said), and whether it takes meal-plan swipes.
   */
  readonly tables?: number | null;
  readonly takesMealPlanSwipes?: boolean;
}

/** A place as a match tells it to its members: where, and where exactly to wait; nothing of the operators' notes. */
export const placeAsTold = ({ id, name, meetingPoint, address }: Place): Place => ({ id, name, meetingPoint, address });

/** A place as a calendar entry's location says it: "Main Dining Hall, 1 College Way (By the main doors)". */
export const placeWithAddress = (place: Place): string => `${place.name}, ${place.address} (${place.meetingPoint})`;
