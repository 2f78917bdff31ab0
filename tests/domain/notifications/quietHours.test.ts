import { describe, expect, it } from "vitest";
import { notificationPreferencesOf } from "../../../domain/notifications/NotificationPreferences";
import { QUIET_HOURS_LEAD_MS } from "../../../domain/notifications/notificationRules";
import { deliveryMoment, quietSpanAround } from "../../../domain/notifications/quietHours";
import { instantOfWallTime } from "../../../domain/schedule/wallClock";
import { HOUR_MS } from "../../../domain/shared/time";

const ZONE = "America/New_York";
/** 25 and 26 November 2026, on New York's clock. */
const at = (day: 25 | 26, hour: number, minute = 0) =>
  instantOfWallTime({ year: 2026, month: 11, day }, hour, minute, ZONE);
const NIGHT = { from: 22 * 60, to: 7 * 60 };
const LUNCHTIME = { from: 12 * 60, to: 14 * 60 };

describe("quiet hours", () => {
  it("find the span an instant falls in, across midnight too, on the schedule's clock", () => {
    expect(quietSpanAround(at(25, 23, 30), NIGHT, ZONE)).toEqual({ start: at(25, 22), end: at(26, 7) });
    expect(quietSpanAround(at(26, 6, 59), NIGHT, ZONE)).toEqual({ start: at(25, 22), end: at(26, 7) });
    expect(quietSpanAround(at(26, 7), NIGHT, ZONE)).toBeNull();
    expect(quietSpanAround(at(25, 21, 59), NIGHT, ZONE)).toBeNull();
    expect(quietSpanAround(at(25, 13), LUNCHTIME, ZONE)).toEqual({ start: at(25, 12), end: at(25, 14) });
    expect(quietSpanAround(at(25, 13), null, ZONE)).toBeNull();
  });

  it("let what is due outside them go at once", () => {
    expect(deliveryMoment(at(25, 19), at(26, 11), true, NIGHT, ZONE)).toBe(at(25, 19));
    expect(deliveryMoment(at(25, 23), at(26, 11), false, null, ZONE)).toBe(at(25, 23));
  });

  it("hold what is due inside them until they end, while it is still of use", () => {
    expect(deliveryMoment(at(25, 23), at(26, 11), false, NIGHT, ZONE)).toBe(at(26, 7));
    expect(deliveryMoment(at(26, 6), at(26, 7, 15), true, NIGHT, ZONE)).toBe(at(26, 7));
  });

  it("move a reminder to before they begin when their end would be too late: it never vanishes", () => {
    // An hour before a 7:00 breakfast falls at 6:00, and 7:00 is too late: it goes the evening before.
    expect(deliveryMoment(at(26, 6), at(26, 6, 45), true, NIGHT, ZONE)).toBe(at(25, 22) - QUIET_HOURS_LEAD_MS);
    expect(deliveryMoment(at(25, 13), at(25, 13, 45), true, LUNCHTIME, ZONE)).toBe(at(25, 12) - QUIET_HOURS_LEAD_MS);
  });

  it("drop anything else whose use ends inside them", () => {
    expect(deliveryMoment(at(26, 6), at(26, 6, 30), false, NIGHT, ZONE)).toBeNull();
  });

  it("are read from the profile, anything unreadable falling back to none", () => {
    expect(notificationPreferencesOf({ notifications: { off: ["messages", "nonsense"], quiet_hours: NIGHT } })).toEqual(
      {
        off: ["messages"],
        quietHours: NIGHT,
      },
    );
    expect(notificationPreferencesOf({ notifications: { off: "all", quiet_hours: { from: 1440, to: 3 } } })).toEqual({
      off: [],
      quietHours: null,
    });
    expect(notificationPreferencesOf(null)).toEqual({ off: [], quietHours: null });
    expect(at(26, 7) - at(25, 22)).toBe(9 * HOUR_MS);
  });
});
