import { describe, expect, it } from "vitest";
import { circleSignal } from "../../../domain/mixers/MixerEvent";
import { SeatCircles } from "../../../domain/mixers/SeatCircles";
import { mixerTag } from "../../../domain/notifications/mixerNotices";
import { NotifyMixer } from "../../../domain/notifications/NotifyMixer";
import type { NotificationKind } from "../../../domain/notifications/notificationKinds";
import { MIXER_REMINDER_PUSH_BEFORE_START_MS } from "../../../domain/notifications/notificationRules";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { Notifier } from "../../../domain/notifications/ports/Notifier";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { EVENT_ID, MIXER_ENDS_AT, MIXER_ID, MIXER_STARTS_AT, mixerTestWorld } from "../../support/mixerTestWorld";

/**
 * A mixer's notifications (NotifyMixer) on the offline backend's ledger and the manual clock: the
 * reminder an hour before, the circle, a spot that opened, quiet hours, a withdrawal, once each.
 * The backend's own runs (its mixers' due jobs, a cancellation, a check-in) go to its notifier; the
 * rules are also run here against a recording one, to read what each notice is.
 */

class RecordingNotifier implements Notifier {
  readonly shown: { uid: string; notice: PushNotice }[] = [];
  readonly withdrawn: { uid: string; tag: string }[] = [];
  async notify(uid: string, notice: PushNotice) {
    this.shown.push({ uid, notice });
  }
  async withdraw(uid: string, tag: string) {
    this.withdrawn.push({ uid, tag });
  }
  titlesFor(uid: string) {
    return this.shown.filter((entry) => entry.uid === uid).map((entry) => entry.notice.title);
  }
}

/** A mixer of `capacity` places and the students who RSVP to it in this order; the rules' own run with a recording notifier. */
async function mixerWith(
  uids: readonly string[],
  { capacity = 3, choices = {} }: { capacity?: number; choices?: Record<string, NotificationChoices> } = {},
) {
  const world = mixerTestWorld({ capacity });
  const guests = new Map();
  for (const uid of uids) {
    const guest = await world.guest(uid, choices[uid] === undefined ? {} : { notifications: choices[uid] });
    await guest.rsvp.rsvp(MIXER_ID);
    guests.set(uid, guest);
  }
  const { backend } = world;
  const notifier = new RecordingNotifier();
  const notify = new NotifyMixer({
    mixers: backend.mixerLedger,
    profiles: backend.profileStore,
    schedule: backend.mealSchedule,
    notifier,
    clock: backend.clock,
  });
  return { world, backend, guests, notifier, notify, run: () => notify.execute(EVENT_ID) };
}

interface NotificationChoices {
  readonly off: NotificationKind[];
  readonly quiet_hours: { readonly from: number; readonly to: number } | null;
}

/** What the offline backend's notifier recorded for a student (the local mailbox's list), oldest first. */
async function recordedFor(backend: ReturnType<typeof mixerTestWorld>["backend"], uid: string) {
  const all = await backend.pushNotifications.listNotifications();
  return all.filter((notification) => notification.to === uid).reverse();
}

const REMINDER_AT = MIXER_STARTS_AT - MIXER_REMINDER_PUSH_BEFORE_START_MS;

describe("a mixer's reminder", () => {
  it("comes an hour before the start, once, to each student going (not the waitlist), and opens the mixer's card", async () => {
    const { backend, notifier, run } = await mixerWith(["ana", "ben", "cy"], { capacity: 2 });
    backend.clock.skipTo(REMINDER_AT - MINUTE_MS);
    await run();
    expect(notifier.shown).toEqual([]);
    backend.clock.skipTo(REMINDER_AT);
    await Promise.all([run(), run()]);
    await run();
    expect(notifier.titlesFor("ana")).toEqual(["Your mixer is in an hour"]);
    expect(notifier.titlesFor("ben")).toEqual(["Your mixer is in an hour"]);
    expect(notifier.titlesFor("cy")).toEqual([]);
    expect(notifier.shown[0]?.notice).toMatchObject({
      kind: "mixers",
      tag: mixerTag(EVENT_ID),
      link: `/dashboard#mixer-${MIXER_ID}`,
      alert: true,
    });
    expect(notifier.shown[0]?.notice.body).toContain("Thursday night mixer");
  });

  it("is sent by the offline backend's due jobs for the mixers", async () => {
    const { backend } = await mixerWith(["ana"]);
    backend.clock.skipTo(REMINDER_AT);
    await backend.mixers.runDueJobs();
    await backend.mixers.runDueJobs();
    expect((await recordedFor(backend, "ana")).map((shown) => shown.title)).toEqual(["Your mixer is in an hour"]);
  });

  it("moves out of quiet hours to just before they begin, and stays off for a student who turned mixers off", async () => {
    // Ana's quiet hours, 17:30 to 19:30, cover the reminder's 18:00: it comes at 17:20 instead.
    const quietFrom = new Date(MIXER_STARTS_AT).getHours() * 60 - 90;
    const { backend, notifier, run } = await mixerWith(["ana", "ben"], {
      choices: {
        ana: { off: [], quiet_hours: { from: quietFrom, to: quietFrom + 120 } },
        ben: { off: ["mixers"], quiet_hours: null },
      },
    });
    backend.clock.skipTo(MIXER_STARTS_AT - 100 * MINUTE_MS - MINUTE_MS);
    await run();
    expect(notifier.titlesFor("ana")).toEqual([]);
    backend.clock.skipTo(MIXER_STARTS_AT - 100 * MINUTE_MS);
    await run();
    expect(notifier.titlesFor("ana")).toEqual(["Your mixer is in an hour"]);
    backend.clock.skipTo(REMINDER_AT);
    await run();
    expect(notifier.titlesFor("ana")).toHaveLength(1);
    expect(notifier.titlesFor("ben")).toEqual([]);
  });
});

describe("your circle", () => {
  it("tells each student checked in their circle's colour when circles form, and a latecomer theirs (the offline backend)", async () => {
    const { world, backend, guests } = await mixerWith(["ana", "ben", "cy", "dee", "eve"], { capacity: 5 });
    await device(backend, "ana");
    backend.clock.skipTo(MIXER_STARTS_AT - 10 * MINUTE_MS);
    for (const uid of ["ana", "ben", "cy", "dee"]) await guests.get(uid).rsvp.checkIn(MIXER_ID);
    await backend.mixers.runDueJobs();
    // A run 10 minutes before the start, the door open: the reminder is of no use any more.
    expect(await titlesRecordedFor(backend, "ana")).toEqual([]);
    backend.clock.skipTo(MIXER_STARTS_AT);
    await backend.mixers.runDueJobs();
    await backend.mixers.runDueJobs();
    const circleOf = async (uid: string) => (await world.rsvps()).get(uid)?.circle ?? -1;
    const colour = circleSignal(EVENT_ID, await circleOf("ana")).colourName;
    expect(await titlesRecordedFor(backend, "ana")).toEqual([`Your circle: ${colour}`]);
    expect(backend.shownOnThisDevice).toEqual([
      {
        type: "show",
        notice: expect.objectContaining({ kind: "mixers", tag: mixerTag(EVENT_ID), title: `Your circle: ${colour}` }),
      },
    ]);
    expect(await titlesRecordedFor(backend, "eve")).toEqual([]); // not checked in: no circle

    backend.clock.advanceBy(20 * MINUTE_MS);
    await guests.get("eve").rsvp.checkIn(MIXER_ID);
    const eves = circleSignal(EVENT_ID, await circleOf("eve")).colourName;
    expect(await titlesRecordedFor(backend, "eve")).toEqual([`Your circle: ${eves}`]);
  });

  it("is not told once the mixer is over", async () => {
    const { backend, guests, notifier, run } = await mixerWith(["ana"]);
    backend.clock.skipTo(MIXER_STARTS_AT - 10 * MINUTE_MS);
    await guests.get("ana").rsvp.checkIn(MIXER_ID);
    backend.clock.skipTo(MIXER_STARTS_AT);
    // The circles formed by the seating alone, nobody told yet.
    await new SeatCircles({
      mixers: backend.mixerLedger,
      profiles: backend.profileStore,
      reports: backend.system.reports,
      clock: backend.clock,
    }).execute(EVENT_ID);
    expect((await backend.mixerLedger.rsvpsOf(EVENT_ID))[0]?.circle).toBe(0);
    backend.clock.skipTo(MIXER_ENDS_AT);
    await run();
    expect(notifier.shown).toEqual([]);
  });
});

describe("a spot that opened", () => {
  it("tells the first in line they are going, under seats, once; not one who turned seats off", async () => {
    const { backend, guests } = await mixerWith(["ana", "ben", "cy"], {
      capacity: 1,
      choices: { cy: { off: ["seats"], quiet_hours: null } },
    });
    await device(backend, "ben");
    backend.clock.advanceBy(HOUR_MS);
    await guests.get("ana").rsvp.cancel(MIXER_ID);
    await backend.mixers.runDueJobs();
    expect(await titlesRecordedFor(backend, "ben")).toEqual(["A spot opened: you're going"]);
    expect(backend.shownOnThisDevice).toEqual([
      {
        type: "show",
        notice: expect.objectContaining({
          kind: "seats",
          link: `/dashboard#mixer-${MIXER_ID}`,
          tag: mixerTag(EVENT_ID),
        }),
      },
    ]);
    expect(await titlesRecordedFor(backend, "ana")).toEqual([]);
    await guests.get("ben").rsvp.cancel(MIXER_ID);
    expect(await titlesRecordedFor(backend, "cy")).toEqual([]);
    expect((await backend.mixerLedger.rsvpsOf(EVENT_ID)).find((rsvp) => rsvp.uid === "cy")?.status).toBe("going");
    // Ben's was withdrawn from his device when he cancelled.
    expect(backend.shownOnThisDevice.at(-1)).toEqual({ type: "withdraw", tag: mixerTag(EVENT_ID) });
  });
});

describe("a student who cancels", () => {
  it("has what the mixer showed them withdrawn, and whoever takes the place is told (the offline backend)", async () => {
    const { backend, guests } = await mixerWith(["ana", "ben"], { capacity: 1 });
    backend.clock.skipTo(REMINDER_AT);
    await backend.mixers.runDueJobs();
    expect((await recordedFor(backend, "ana")).map((shown) => [shown.title, shown.withdrawn])).toEqual([
      ["Your mixer is in an hour", false],
    ]);
    backend.clock.advanceBy(10 * MINUTE_MS);
    await guests.get("ana").rsvp.cancel(MIXER_ID);
    expect((await recordedFor(backend, "ana")).map((shown) => [shown.title, shown.withdrawn])).toEqual([
      ["Your mixer is in an hour", true],
    ]);
    // Ben took the place 50 minutes before the start: the spot is the latest news, the reminder goes with it.
    expect((await recordedFor(backend, "ben")).map((shown) => shown.title)).toEqual(["A spot opened: you're going"]);
    await backend.mixers.runDueJobs();
    expect(await recordedFor(backend, "ben")).toHaveLength(1);
  });
});

/** A device of the student's in this browser: what the backend shows them is in `shownOnThisDevice`. */
async function device(backend: ReturnType<typeof mixerTestWorld>["backend"], uid: string) {
  await backend.pushNotifications.save(uid, { deviceId: `${uid}-phone`, endpoint: `local:${uid}-phone`, keys: null });
}

async function titlesRecordedFor(backend: ReturnType<typeof mixerTestWorld>["backend"], uid: string) {
  return (await recordedFor(backend, uid)).map((shown) => shown.title);
}
