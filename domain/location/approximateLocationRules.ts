import {
  LOCATION_SHARED_BEFORE_MEETUP_MINUTES,
  LOCATION_SHARED_UNTIL_AFTER_START_MINUTES,
} from "../shared/policyPromises";
import { MINUTE_MS, SECOND_MS } from "../shared/time";

/**
 * How an approximate location is shared on the colour screen (the privacy policy's promise, issue 24).
 */

/** Sharing opens this long before a confirmed meal (the privacy policy's 15 minutes): as the colour screen opens. */
export const LOCATION_SHARING_OPENS_BEFORE_MEAL_MS = LOCATION_SHARED_BEFORE_MEETUP_MINUTES * MINUTE_MS;

/** Sharing closes, and every shared position is deleted, this long after the meal starts (the policy's 30 minutes): as the colour screen closes. */
export const LOCATION_SHARING_CLOSES_AFTER_START_MS = LOCATION_SHARED_UNTIL_AFTER_START_MINUTES * MINUTE_MS;

/** A shared position is stored in whole steps of 1/1000 of a degree: about 111 m north–south, less east–west. */
export const COARSE_STEPS_PER_DEGREE = 1000;

/** A distance is said to the nearest 50 m. */
export const DISTANCE_STEP_M = 50;

/** A direction is one of this many compass points (north, north-east, …). */
export const COMPASS_POINT_COUNT = 8;

/** While shared, the device's position is looked at again this often (and stored again only if it moved a step). */
export const SHARED_LOCATION_REFRESH_MS = 30 * SECOND_MS;
