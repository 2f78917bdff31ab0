import { describe, expect, it } from "vitest";
import { formIcebreakerCircles, type MixerAttendee } from "../../../domain/matching/icebreakerCircles";
import { pairKey } from "../../../domain/matching/pairKey";

const attendee = (id: string, interests: string[] = []): MixerAttendee => ({ id, interests, dietary: [], major: "" });
const attendees = (count: number) =>
  Array.from({ length: count }, (_, i) => attendee(`a${String(i).padStart(2, "0")}`));

describe("formIcebreakerCircles", () => {
  it("puts every attendee of a mixer in one circle of 4 to 6", () => {
    for (const count of [4, 5, 6, 8, 10, 13, 29]) {
      const { circles, leftOut } = formIcebreakerCircles(attendees(count), new Set());
      expect(leftOut).toEqual([]);
      expect(circles.flat().sort()).toEqual(attendees(count).map((a) => a.id));
      for (const circle of circles) expect(circle.length).toBeGreaterThanOrEqual(4);
      for (const circle of circles) expect(circle.length).toBeLessThanOrEqual(6);
    }
  });

  it("leaves out who cannot be placed, with a reason: three attendees, or one of seven", () => {
    expect(formIcebreakerCircles(attendees(3), new Set()).leftOut.map((u) => u.reason)).toEqual(
      Array(3).fill("too-few-at-this-time"),
    );
    expect(formIcebreakerCircles(attendees(7), new Set()).leftOut.map((u) => u.reason)).toEqual([
      "count-does-not-split",
    ]);
  });

  it("keeps blocked pairs apart and groups shared interests, in circles of the size asked", () => {
    const people = [
      ...["j1", "j2", "j3"].map((id) => attendee(id, ["Jazz", "Film"])),
      ...["h1", "h2", "h3"].map((id) => attendee(id, ["Hiking", "Chess"])),
    ];
    const { circles } = formIcebreakerCircles(people, new Set([pairKey("j1", "h1")]), {
      circleSize: { min: 3, max: 3 },
    });
    expect(circles).toEqual([
      ["h1", "h2", "h3"],
      ["j1", "j2", "j3"],
    ]);
  });
});
