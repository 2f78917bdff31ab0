import { describe, expect, it } from "vitest";
import type { MyMealsState } from "../../../../domain/meetups/MyMeals";
import type { StudentsNextMeal } from "../../../../domain/meetups/studentsNextMeal";
import type { MyMixersState } from "../../../../domain/mixers/MyMixers";
import type { MixerCard, MixerPhase } from "../../../../domain/mixers/mixerCards";
import { countdownTo } from "../../../../domain/schedule/countdown";
import { HOUR_MS } from "../../../../domain/shared/time";
import { dashboardHero } from "../../../../src/pages/dashboard/dashboardHero";
import { mixerCardAt } from "../../../support/mixerCards";

const NOW = Date.UTC(2026, 10, 23, 9);
const IN = (hours: number) => NOW + hours * HOUR_MS;
/** The schedule's next meal time, whatever the student's plans. */
const SCHEDULE = countdownTo({ startsAt: IN(3) }, NOW);

function meals(nextMeal: StudentsNextMeal | null): MyMealsState {
  return {
    status: "ready",
    view: { matches: [], days: [] },
    snoozedUntil: null,
    noShowPauseUntil: null,
    suspension: null,
    profileComplete: true,
    now: NOW,
    nextMeal,
  };
}

/** A mixer of this title starting then, where the student stands at `phase`. */
const mixerAt = (startsAt: number, phase: MixerPhase, title = "Friday social"): MixerCard => {
  const card = mixerCardAt(startsAt, phase);
  return { ...card, mixer: { ...card.mixer, title } };
};

const mixers = (...cards: MixerCard[]): MyMixersState => ({ status: "ready", cards, suspended: false, now: NOW });
const NO_MIXERS = mixers();
const matched = (hours: number): StudentsNextMeal => ({
  kind: "matched",
  meal: { startsAt: IN(hours) },
  with: [
    {
      uid: "ben",
      firstName: "Ben",
      classLevel: "Junior",
      major: "History",
      interests: [],
      confirmedAt: null,
      cancelledAt: null,
      cancelledForSafety: false,
      arrival: null,
      feedback: null,
    },
  ],
});

describe("what the dashboard's biggest number counts down to", () => {
  it("the mixer the student is going to, when it comes before their own meal", () => {
    const hero = dashboardHero(SCHEDULE, meals(matched(30)), mixers(mixerAt(IN(10), "going")));
    expect(hero.until).toBe("Until your mixer: Friday social");
    expect(hero.countdown.next?.startsAt).toBe(IN(10));
    expect(hero.mixer?.mixer.startsAt).toBe(IN(10));
  });

  it("their own meal, when it comes before the mixer", () => {
    const hero = dashboardHero(SCHEDULE, meals(matched(5)), mixers(mixerAt(IN(10), "going")));
    expect(hero.until).toBe("Until your meal with Ben");
    expect(hero.countdown.next?.startsAt).toBe(IN(5));
    expect(hero.mixer).toBeNull();
  });

  it("a meal they opted in for, against a later mixer", () => {
    const optedIn: StudentsNextMeal = { kind: "opted-in", meal: { startsAt: IN(4) } };
    expect(dashboardHero(SCHEDULE, meals(optedIn), mixers(mixerAt(IN(10), "going"))).until).toBe(
      "Until the first meal you joined",
    );
  });

  it("the mixer before a meal they could still join: the mixer is theirs, the meal is not yet", () => {
    const canJoin: StudentsNextMeal = { kind: "can-join", meal: { startsAt: IN(2) } };
    const hero = dashboardHero(SCHEDULE, meals(canJoin), mixers(mixerAt(IN(10), "going")));
    expect(hero.until).toBe("Until your mixer: Friday social");
  });

  it("the soonest of the mixers they have a place at, at the door or checked in included", () => {
    for (const phase of ["going", "at-the-door", "checked-in"] as const) {
      const hero = dashboardHero(
        SCHEDULE,
        meals(null),
        mixers(mixerAt(IN(30), "going", "Later"), mixerAt(IN(1), phase, "Sooner")),
      );
      expect(hero.until, phase).toBe("Until your mixer: Sooner");
    }
  });

  it("not a mixer they are only waiting for, can RSVP to, or that has started", () => {
    const others = mixers(
      mixerAt(IN(1), "waitlisted"),
      mixerAt(IN(2), "open"),
      mixerAt(IN(-1), "in-circle"),
      // Checked in, their circle not formed yet, but the start has passed.
      mixerAt(IN(-0.1), "checked-in"),
    );
    const hero = dashboardHero(SCHEDULE, meals(null), others);
    expect(hero.until).toBe("Until next meal time");
    expect(hero.countdown).toBe(SCHEDULE);
  });

  it("the meals alone while the mixers load or fail to", () => {
    for (const state of [{ status: "loading" }, { status: "failed" }] as const) {
      expect(dashboardHero(SCHEDULE, meals(matched(30)), state).until).toBe("Until your meal with Ben");
    }
    expect(dashboardHero(SCHEDULE, meals(null), NO_MIXERS).until).toBe("Until next meal time");
  });
});
