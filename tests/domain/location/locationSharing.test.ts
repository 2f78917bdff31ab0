import { describe, expect, it } from "vitest";
import {
  LOCATION_SHARING_CLOSES_AFTER_START_MS,
  LOCATION_SHARING_OPENS_BEFORE_MEAL_MS,
} from "../../../domain/location/approximateLocationRules";
import {
  locationSharingEndsAt,
  locationSharingOpensAt,
  mayFollowLocations,
  whyCannotShareLocation,
} from "../../../domain/location/locationSharing";
import { FIND_EACH_OTHER_BEFORE_MEAL_MS, MEETING_WINDOW_AFTER_START_MS } from "../../../domain/meetups/meetupRules";
import { MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember, SLOT } from "../../support/meetupFixtures";

const confirmed = (uid: string, fields = {}) => aMember(uid, { confirmedAt: SLOT - 10 * 60 * MINUTE_MS, ...fields });
const meal = (ana = {}, ben = {}) =>
  aMatch(["ana", "ben"], { members: { ana: confirmed("ana", ana), ben: confirmed("ben", ben) } });

describe("who may share an approximate location, and when (whyCannotShareLocation)", () => {
  it("opens 15 minutes before the meal and closes 30 minutes after its start, with the colour screen", () => {
    expect(LOCATION_SHARING_OPENS_BEFORE_MEAL_MS).toBe(15 * MINUTE_MS);
    expect(LOCATION_SHARING_CLOSES_AFTER_START_MS).toBe(30 * MINUTE_MS);
    expect(LOCATION_SHARING_OPENS_BEFORE_MEAL_MS).toBe(FIND_EACH_OTHER_BEFORE_MEAL_MS);
    expect(LOCATION_SHARING_CLOSES_AFTER_START_MS).toBe(MEETING_WINDOW_AFTER_START_MS);
    const match = meal();
    expect(locationSharingOpensAt(match)).toBe(SLOT - 15 * MINUTE_MS);
    expect(locationSharingEndsAt(match)).toBe(SLOT + 30 * MINUTE_MS);
    expect(whyCannotShareLocation(match, "ana", SLOT - 15 * MINUTE_MS - 1)).toBe("outside-window");
    expect(whyCannotShareLocation(match, "ana", SLOT - 15 * MINUTE_MS)).toBeNull();
    expect(whyCannotShareLocation(match, "ana", SLOT + 30 * MINUTE_MS - 1)).toBeNull();
    expect(whyCannotShareLocation(match, "ana", SLOT + 30 * MINUTE_MS)).toBe("outside-window");
  });

  it("needs a confirmed meeting: the member and another member confirmed and still in", () => {
    expect(whyCannotShareLocation(meal({ confirmedAt: null }), "ana", SLOT)).toBe("not-confirmed");
    expect(whyCannotShareLocation(meal({}, { confirmedAt: null }), "ana", SLOT)).toBe("not-confirmed");
    expect(whyCannotShareLocation(meal({ cancelledAt: SLOT - MINUTE_MS }), "ana", SLOT)).toBe("not-confirmed");
    expect(whyCannotShareLocation(meal({}, { cancelledAt: SLOT - MINUTE_MS }), "ana", SLOT)).toBe("not-confirmed");
    expect(whyCannotShareLocation(meal(), "cy", SLOT)).toBe("not-a-member");
  });

  it("lets a trio share while two are still in", () => {
    const trio = aMatch(["ana", "ben", "cy"], {
      members: {
        ana: confirmed("ana"),
        ben: confirmed("ben", { cancelledAt: SLOT - MINUTE_MS }),
        cy: confirmed("cy"),
      },
    });
    expect(whyCannotShareLocation(trio, "ana", SLOT)).toBeNull();
    expect(whyCannotShareLocation(trio, "ben", SLOT)).toBe("not-confirmed");
  });

  it("shows a position only to another member still in, inside the window", () => {
    const match = meal();
    expect(mayFollowLocations(match, "ben", "ana", SLOT)).toBe(true);
    expect(mayFollowLocations(match, "ana", "ana", SLOT)).toBe(false);
    expect(mayFollowLocations(match, "cy", "ana", SLOT)).toBe(false);
    expect(mayFollowLocations(match, "ben", "ana", SLOT + 30 * MINUTE_MS)).toBe(false);
    expect(mayFollowLocations(meal({}, { cancelledAt: SLOT - MINUTE_MS }), "ben", "ana", SLOT)).toBe(false);
  });
});
