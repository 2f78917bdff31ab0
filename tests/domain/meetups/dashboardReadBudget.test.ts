import { describe, expect, it, vi } from "vitest";
import type { ChatStore } from "../../../domain/chat/ports/ChatStore";
import { UnreadMessages } from "../../../domain/chat/UnreadMessages";
import { MyMeals, type MyMealsState } from "../../../domain/meetups/MyMeals";
import type { MatchFeed } from "../../../domain/meetups/ports/MatchFeed";
import type { MatchStore } from "../../../domain/meetups/ports/MatchStore";
import type { OptInStore } from "../../../domain/meetups/ports/OptInStore";
import type { ReportStore } from "../../../domain/meetups/ports/ReportStore";
import { mixersInView } from "../../../domain/mixers/Mixer";
import { MyMixers } from "../../../domain/mixers/MyMixers";
import type { MixerStore } from "../../../domain/mixers/ports/MixerStore";
import { RsvpToMixer } from "../../../domain/mixers/RsvpToMixer";
import type { ProfileStore } from "../../../domain/profile/ports/ProfileStore";
import type { RescueDesk } from "../../../domain/rescue/ports/RescueDesk";
import { SameDayRescue } from "../../../domain/rescue/SameDayRescue";
import { NextMealTime } from "../../../domain/schedule/NextMealTime";
import type { MealSchedule } from "../../../domain/schedule/ports/MealSchedule";
import { HOUR_MS, SECOND_MS } from "../../../domain/shared/time";
import { aMatch, aMember } from "../../support/meetupFixtures";
import {
  FRIDAY_DINNER,
  fridayAt,
  type MeetupWorld,
  MONDAY,
  matchedPairOnWednesday,
  meetupWorld,
  type Student,
  WEDNESDAY,
  wednesdayAt,
} from "../../support/meetupWorld";
import { APP_SCHEDULE } from "../../support/schedules";

/** Issue 36's budget: an open dashboard with nothing changing reads at most this many documents an hour. */
const OPEN_DASHBOARD_READS_PER_HOUR = 20;
/** The dashboard's quickest cadence (the colour screen's): the simulated hour moves in steps this long. */
const STEP_MS = 5 * SECOND_MS;

/**
 * The dashboard's ports, counting documents read as Firestore bills them: each document a query
 * returns, at least one per query; one per document asked for by id, found or not; a listener its
 * first snapshot's documents (at least one), then one per changed document (none here: nothing
 * changes). A callable's reads are the documents it reads on the server.
 */
async function countingPorts(world: MeetupWorld, feed: MatchFeed) {
  const { backend } = world;
  const reads = { count: 0, byPart: new Map<string, number>() };
  const query = (part: string, documents: number) => {
    const billed = Math.max(1, documents);
    reads.count += billed;
    reads.byPart.set(part, (reads.byPart.get(part) ?? 0) + billed);
  };
  const over = <T extends object>(target: T, methods: Partial<T>): T =>
    Object.assign(Object.create(target) as T, methods);
  const schedule: MealSchedule = {
    read: async () => {
      const calendar = await backend.mealSchedule.read();
      query("schedule", calendar.dated.length); // the meal_times collection
      query("schedule", 1); // the weekly schedule's document
      return calendar;
    },
  };
  const matches = over<MatchStore>(backend.matchStore, {
    listForStudent: async (uid: string) => {
      const found = await backend.matchStore.listForStudent(uid);
      query("matches", found.length);
      return found;
    },
    findMyOutcome: async (dayId: string, uid: string) => {
      query("outcomes", 1);
      return backend.matchStore.findMyOutcome(dayId, uid);
    },
  });
  const optIns = over<OptInStore>(backend.optInStore, {
    find: async (dayId: string, uid: string) => {
      query("opt-ins", 1);
      return backend.optInStore.find(dayId, uid);
    },
  });
  const reports = over<ReportStore>(backend.reportStore, {
    filedBy: async (uid: string) => {
      const filed = await backend.reportStore.filedBy(uid);
      query("reports", filed.length);
      return filed;
    },
  });
  const profiles = over<ProfileStore>(backend.profileStore, {
    read: async (uid: string) => {
      query("profile", 1);
      return backend.profileStore.read(uid);
    },
  });
  const mixers = over<MixerStore>(backend.mixers, {
    look: async (eventId: string, uid: string) => {
      query("mixers", 1); // the school's event
      query("mixers", 1); // the student's RSVP
      return backend.mixers.look(eventId, uid);
    },
    placeOf: async (school: string) => {
      query("mixers", 1);
      return backend.mixers.placeOf(school);
    },
  });
  const desk = await (await backend.accountServices()).loadRescueDesk();
  const rescue = over<RescueDesk>(desk, {
    // The callable rescueLook reads the day's standbys and offers (lookAtRescue).
    look: async (dayId, student) => {
      query("rescue", (await backend.rescue.listStandbys(dayId)).length);
      query("rescue", (await backend.rescue.listOffers(dayId)).length);
      return desk.look(dayId, student);
    },
  });
  const countedFeed: MatchFeed = {
    follow: (uid, onChange, onError) => {
      let started = false;
      return feed.follow(
        uid,
        () => {
          // The listener's first snapshot: the student's matches.
          if (!started) void backend.matchStore.listForStudent(uid).then((found) => query("feed", found.length));
          started = true;
          onChange();
        },
        onError,
      );
    },
  };
  const chats: ChatStore = over<ChatStore>(backend.chats, {
    watch: (conversationId, uid, onFeed, onError) => {
      let started = false;
      return backend.chats.watch(
        conversationId,
        uid,
        (conversation) => {
          // The listeners' first snapshots: the messages and the member's read mark.
          if (!started) query("chat", conversation.messages.length + 1);
          started = true;
          onFeed(conversation);
        },
        onError,
      );
    },
  });
  return { reads, schedule, matches, optIns, reports, profiles, mixers, rescue, feed: countedFeed, chats };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Opens the dashboard as it is (the countdown, the hub, the mixers, the rescue card, the unread
 * badge), waits until it shows and follows, then lets an hour pass with nothing changing: the reads
 * of that hour, and of each part.
 */
async function readsInAnOpenHour(world: MeetupWorld, student: Student, feed: MatchFeed = world.backend.matchStore) {
  const { backend } = world;
  const ports = await countingPorts(world, feed);
  const common = { session: student.session, clock: backend.clock, logger: backend.logger };
  const hub = new MyMeals({ ...common, ...ports, backoffice: backend.backoffice, feed: ports.feed });
  const states: MyMealsState[] = [];
  const watches = [
    hub.watch((state) => states.push(state)),
    new MyMixers({ ...common, ...ports }).watch(() => {}),
    new SameDayRescue({ ...common, ...ports }).watch(() => {}),
    new NextMealTime(ports.schedule, backend.clock, backend.logger).watch(() => {}),
  ];
  const stopBadge = new UnreadMessages({ ...common, ...ports }).watch(() => {});
  await vi.waitFor(() => expect(states.at(-1)?.status).toBe("ready"));
  for (let i = 0; i < 20; i++) await settle();
  const opening = ports.reads.count;
  const openingByPart = new Map(ports.reads.byPart);
  const shownBefore = states.length;
  for (let elapsed = 0; elapsed < HOUR_MS; elapsed += STEP_MS) {
    backend.clock.advanceBy(STEP_MS);
    await settle();
  }
  for (let i = 0; i < 20; i++) await settle();
  for (const watch of watches) watch.stop();
  stopBadge();
  // The hub was worked out again all hour (time-driven states), not frozen.
  expect(states.length).toBeGreaterThan(shownBefore);
  const hourByPart = Object.fromEntries(
    [...ports.reads.byPart].map(([part, count]) => [part, count - (openingByPart.get(part) ?? 0)]),
  );
  return { opening, hour: ports.reads.count - opening, hourByPart };
}

const failingFeed: MatchFeed = {
  follow(_uid, _onChange, onError) {
    queueMicrotask(() => onError(new Error("no connection")));
    return () => {};
  },
};

/**
 * On the app's schedule: Ana with Wednesday's lunch confirmed by both, a table at Friday's group
 * dinner, and an RSVP to Thursday's mixer; Cy with nothing on Wednesday; the clock on Wednesday `at`.
 */
async function aBusyWeek(at: number) {
  const world = meetupWorld(MONDAY, APP_SCHEDULE);
  const { ana, ben, match } = await matchedPairOnWednesday(world);
  await ana.respond.confirm(match.id);
  await ben.respond.confirm(match.id);
  const table = aMatch(["ana", "dee", "eli", "fay"], {
    id: `${FRIDAY_DINNER}_table-1`,
    dayId: FRIDAY_DINNER,
    kind: "group-dinner",
    slot: fridayAt(18),
    revealAt: fridayAt(18) - 24 * HOUR_MS,
    place: null,
    members: Object.fromEntries(["ana", "dee", "eli", "fay"].map((uid) => [uid, aMember(uid, { firstName: "" })])),
  });
  await world.backend.matchStore.add([table]);
  const cy = await world.student("cy");
  const { backend } = world;
  const mixer = mixersInView(await backend.mealSchedule.read(), backend.clock.now())[0];
  if (mixer === undefined) throw new Error("No mixer in view");
  const rsvp = new RsvpToMixer({
    session: ana.session,
    schedule: backend.mealSchedule,
    mixers: backend.mixers,
    profiles: backend.profileStore,
    clock: backend.clock,
  });
  expect((await rsvp.rsvp(mixer.id)).status).toBe("going");
  backend.clock.skipTo(at);
  return { world, ana, cy };
}

/** A simulated hour is 720 steps of the whole dashboard: on a busy CI machine, more than the default 5 s. */
const AN_HOUR_SIMULATED_MS = 30_000;

describe("an open dashboard's reads (issue 36's budget)", { timeout: AN_HOUR_SIMULATED_MS }, () => {
  it("reads nothing in an hour when nothing changes and the feed works (a lunch confirmed, a table, a mixer RSVP)", async () => {
    const { world, ana } = await aBusyWeek(wednesdayAt(8));
    const { opening, hour, hourByPart } = await readsInAnOpenHour(world, ana);
    expect(opening).toBeGreaterThan(0);
    expect(hourByPart).toEqual(Object.fromEntries(Object.keys(hourByPart).map((part) => [part, 0])));
    expect(hour).toBe(0);
  });

  it("stays within 20 reads an hour around the lunch (the colour screen, and the moment a partner would count as not there)", async () => {
    const { world, ana } = await aBusyWeek(wednesdayAt(11, 45));
    const { hour } = await readsInAnOpenHour(world, ana);
    expect(hour).toBeLessThanOrEqual(OPEN_DASHBOARD_READS_PER_HOUR);
  });

  it("stays within 20 reads an hour on standby on the day: the rescue looks again every 6 min", async () => {
    const { world, cy } = await aBusyWeek(wednesdayAt(8));
    const desk = await (await world.backend.accountServices()).loadRescueDesk();
    await desk.standBy(WEDNESDAY, { uid: cy.uid, email: cy.user.email });
    const { hour, hourByPart } = await readsInAnOpenHour(world, cy);
    expect(hourByPart.rescue).toBeGreaterThan(0);
    expect(hour).toBeLessThanOrEqual(OPEN_DASHBOARD_READS_PER_HOUR);
  });

  it("stays within 20 reads an hour when the feed fails: the fallback polls the matches, backing off", async () => {
    const { world, ana } = await aBusyWeek(wednesdayAt(8));
    const { hour } = await readsInAnOpenHour(world, ana, failingFeed);
    expect(hour).toBeGreaterThan(0);
    expect(hour).toBeLessThanOrEqual(OPEN_DASHBOARD_READS_PER_HOUR);
  });
});
