import { describe, expect, it } from "vitest";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import {
  checkInOpensAt,
  isCheckInOpen,
  mixerById,
  mixerIdOf,
  mixersBetween,
  mixersInView,
  rsvpClosesAt,
  rsvpOpensAt,
} from "../../../domain/mixers/Mixer";
import { CHECK_IN_OPENS_BEFORE_START_MS, RSVP_OPENS_BEFORE_START_MS } from "../../../domain/mixers/mixerRules";
import { DAY_MS, MINUTE_MS } from "../../../domain/shared/time";
import { MIXER_ENDS_AT, MIXER_ID, MIXER_STARTS_AT, mixerSchedule } from "../../support/mixerTestWorld";

const calendar = () => new LocalMealSchedule(mixerSchedule(40)).read();

describe("a mixer of the schedule", () => {
  it("is named by its date and start on the schedule's clock", () => {
    expect(mixerIdOf(MIXER_STARTS_AT, null)).toBe(MIXER_ID);
    expect(mixerIdOf(Date.UTC(2026, 11, 3, 0, 30), "America/New_York")).toBe("2026-12-02-mixer-1930");
  });

  it("has the title, the end (start and length) and the capacity the operators wrote", async () => {
    const [mixer] = mixersBetween(await calendar(), MIXER_STARTS_AT - DAY_MS, MIXER_STARTS_AT + DAY_MS);
    expect(mixer).toEqual({
      id: MIXER_ID,
      title: "Thursday night mixer",
      startsAt: MIXER_STARTS_AT,
      endsAt: MIXER_ENDS_AT,
      capacity: 40,
    });
    expect(mixerById(await calendar(), MIXER_ID)).toEqual(mixer);
    expect(mixerById(await calendar(), "2026-11-26-mixer-2000")).toBeNull();
  });

  it("is the app's own Thursday mixer, which the meal days leave out", async () => {
    const app = await new LocalMealSchedule().read();
    const thursdays = mixersBetween(app, MIXER_STARTS_AT - DAY_MS, MIXER_STARTS_AT + 8 * DAY_MS);
    expect(thursdays.map((mixer) => [mixer.id, mixer.title, mixer.capacity])).toEqual([
      [MIXER_ID, "Thursday night mixer", 40],
      ["2026-12-03-mixer-1900", "Thursday night mixer", 40],
    ]);
  });

  it("opens for RSVP a week before its start and closes at the start; the door opens 15 minutes before", async () => {
    const mixer = mixerById(await calendar(), MIXER_ID);
    if (mixer === null) throw new Error("no mixer");
    expect(rsvpOpensAt(mixer)).toBe(MIXER_STARTS_AT - RSVP_OPENS_BEFORE_START_MS);
    expect(rsvpClosesAt(mixer)).toBe(MIXER_STARTS_AT);
    expect(checkInOpensAt(mixer)).toBe(MIXER_STARTS_AT - CHECK_IN_OPENS_BEFORE_START_MS);
    expect(isCheckInOpen(mixer, checkInOpensAt(mixer) - 1)).toBe(false);
    expect(isCheckInOpen(mixer, checkInOpensAt(mixer))).toBe(true);
    expect(isCheckInOpen(mixer, MIXER_ENDS_AT - 1)).toBe(true);
    expect(isCheckInOpen(mixer, MIXER_ENDS_AT)).toBe(false);
  });

  it("is in a student's view from its RSVP's opening until its end", async () => {
    const inView = async (now: number) => mixersInView(await calendar(), now).map((mixer) => mixer.id);
    // A minute before, only the week before's is (it starts a minute later).
    expect(await inView(MIXER_STARTS_AT - RSVP_OPENS_BEFORE_START_MS - MINUTE_MS)).toEqual(["2026-11-19-mixer-1900"]);
    expect(await inView(MIXER_STARTS_AT - RSVP_OPENS_BEFORE_START_MS)).toEqual(["2026-11-19-mixer-1900", MIXER_ID]);
    // From its start, the next Thursday's is open too.
    expect(await inView(MIXER_ENDS_AT - MINUTE_MS)).toEqual([MIXER_ID, "2026-12-03-mixer-1900"]);
    expect(await inView(MIXER_ENDS_AT)).toEqual(["2026-12-03-mixer-1900"]);
  });
});
