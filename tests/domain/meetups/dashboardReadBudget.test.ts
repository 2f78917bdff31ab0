import { describe, expect, it, vi } from "vitest";
import { MyMeals, type MyMealsState } from "../../../domain/meetups/MyMeals";
import type { MatchFeed } from "../../../domain/meetups/ports/MatchFeed";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../../domain/meetups/ports/ReportStore";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import { HOUR_MS, SECOND_MS } from "../../../domain/shared/time";
import { type MeetupWorld, matchedPairOnWednesday, type Student, wednesdayAt } from "../../support/meetupWorld";

/** Issue 36's budget: an open dashboard with nothing changing reads at most this many documents an hour. */
const OPEN_DASHBOARD_READS_PER_HOUR = 20;
/** The hub's quickest cadence (the colour screen's): the simulated hour moves in steps this long. */
const STEP_MS = 5 * SECOND_MS;

/**
 * The hub's ports, counting documents read as Firestore bills them: each document a query returns,
 * at least one per query; one per document asked for by id, found or not; a listener its first
 * snapshot's documents (at least one), then one per changed document (none here: nothing changes).
 */
function countingHub(world: MeetupWorld, student: Student, feed: MatchFeed) {
  const { backend } = world;
  const reads = { count: 0 };
  const query = (documents: number) => {
    reads.count += Math.max(1, documents);
  };
  const schedule: MealSchedule = {
    read: async () => {
      const calendar = await backend.mealSchedule.read();
      query(calendar.dated.length); // the meal_times collection
      query(1); // the weekly schedule's document
      return calendar;
    },
  };
  const matches: MatchStore = Object.assign(Object.create(backend.matchStore) as MatchStore, {
    listForStudent: async (uid: string) => {
      const found = await backend.matchStore.listForStudent(uid);
      query(found.length);
      return found;
    },
    findMyOutcome: async (dayId: string, uid: string) => {
      query(1);
      return backend.matchStore.findMyOutcome(dayId, uid);
    },
  });
  const optIns: OptInStore = Object.assign(Object.create(backend.optInStore) as OptInStore, {
    find: async (dayId: string, uid: string) => {
      query(1);
      return backend.optInStore.find(dayId, uid);
    },
  });
  const reports: ReportStore = Object.assign(Object.create(backend.reportStore) as ReportStore, {
    filedBy: async (uid: string) => {
      const filed = await backend.reportStore.filedBy(uid);
      query(filed.length);
      return filed;
    },
  });
  const profiles: ProfileStore = Object.assign(Object.create(backend.profileStore) as ProfileStore, {
    read: async (uid: string) => {
      query(1);
      return backend.profileStore.read(uid);
    },
  });
  const countedFeed: MatchFeed = {
    follow: (uid, onChange, onError) => {
      let started = false;
      return feed.follow(
        uid,
        () => {
          // The listener's first snapshot: the student's matches.
          if (!started) void backend.matchStore.listForStudent(uid).then((found) => query(found.length));
          started = true;
          onChange();
        },
        onError,
      );
    },
  };
  const meals = new MyMeals({
    session: student.session,
    schedule,
    optIns,
    matches,
    feed: countedFeed,
    reports,
    profiles,
    backoffice: backend.backoffice,
    clock: backend.clock,
    logger: backend.logger,
  });
  return { meals, reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the hub, waits until it shows and follows, then lets an hour pass with nothing changing: the reads of that hour. */
async function readsInAnOpenHour(world: MeetupWorld, student: Student, feed: MatchFeed) {
  const { meals, reads } = countingHub(world, student, feed);
  const states: MyMealsState[] = [];
  const watch = meals.watch((state) => states.push(state));
  await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
  for (let i = 0; i < 10; i++) await settle();
  const opening = reads.count;
  const shownBefore = states.length;
  for (let elapsed = 0; elapsed < HOUR_MS; elapsed += STEP_MS) {
    world.backend.clock.advanceBy(STEP_MS);
    await settle();
  }
  for (let i = 0; i < 10; i++) await settle();
  watch.stop();
  // The hub was worked out again all hour (time-driven states), not frozen.
  expect(states.length).toBeGreaterThan(shownBefore);
  return { opening, hour: reads.count - opening };
}

const failingFeed: MatchFeed = {
  follow(_uid, _onChange, onError) {
    queueMicrotask(() => onError(new Error("no connection")));
    return () => {};
  },
};

describe("an open dashboard's reads (issue 36's budget)", () => {
  it("reads nothing in an hour when nothing changes and the feed works", async () => {
    const { world, ana } = await matchedPairOnWednesday();
    const { opening, hour } = await readsInAnOpenHour(world, ana, world.backend.matchStore);
    expect(opening).toBeGreaterThan(0);
    expect(hour).toBe(0);
  });

  it("stays within 20 reads an hour on the colour screen (the 5 s cadence reads nothing)", async () => {
    const { world, ana, ben, match } = await matchedPairOnWednesday();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    world.backend.clock.skipTo(wednesdayAt(11, 50));
    const { hour } = await readsInAnOpenHour(world, ana, world.backend.matchStore);
    expect(hour).toBeLessThanOrEqual(OPEN_DASHBOARD_READS_PER_HOUR);
  });

  it("stays within 20 reads an hour when the feed fails: the fallback polls the matches, backing off", async () => {
    const { world, ana } = await matchedPairOnWednesday();
    const { hour } = await readsInAnOpenHour(world, ana, failingFeed);
    expect(hour).toBeGreaterThan(0);
    expect(hour).toBeLessThanOrEqual(OPEN_DASHBOARD_READS_PER_HOUR);
  });
});
