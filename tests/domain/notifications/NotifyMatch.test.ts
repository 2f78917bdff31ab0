import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import type { Match } from "../../../domain/meetups/Match";
import { eveningBefore } from "../../../domain/notifications/matchNotices";
import { NotifyMatch } from "../../../domain/notifications/NotifyMatch";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { Notifier } from "../../../domain/notifications/ports/Notifier";
import type { ProfileDocument } from "../../../domain/profile/UserProfile";
import { instantOfWallTime } from "../../../domain/schedule/wallClock";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember } from "../../support/meetupFixtures";
import { MemoryMatchNotices } from "../../support/memoryMatchNotices";

const ZONE = "America/New_York";
/** Lunch on Wednesday 25 November 2026 at noon, New York; matched the Monday before at 10:00. */
const SLOT = instantOfWallTime({ year: 2026, month: 11, day: 25 }, 12, 0, ZONE);
const MATCHED_AT = SLOT - 2 * 24 * HOUR_MS - 2 * HOUR_MS;

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

function world(match: Match, profiles: Record<string, ProfileDocument> = {}) {
  const clock = new ManualClock(MATCHED_AT);
  const notifier = new RecordingNotifier();
  const matches = new MemoryMatchNotices([match]);
  const stored = () => matches.stored(match.id) ?? match;
  const notify = new NotifyMatch({
    matches,
    profiles: {
      read: async (uid) => profiles[uid] ?? { first_name: uid },
      create: async () => {},
      merge: async () => {},
      markActive: async () => {},
      confirmAdult: async () => {},
    },
    schedule: { read: async () => ({ dated: [], weekly: [], timeZone: ZONE }) },
    notifier,
    clock,
  });
  return {
    clock,
    notifier,
    matches,
    notify,
    run: () => notify.execute(match.id),
    change: (fields: Partial<Match>) => matches.put({ ...stored(), ...fields }),
    member: (uid: string) => stored().members[uid],
  };
}

const matched = () => aMatch(["ana", "ben"], { slot: SLOT, createdAt: MATCHED_AT, revealAt: MATCHED_AT });

describe("a match's notifications (NotifyMatch, on the manual clock)", () => {
  it("tells both members they are matched, once however often it runs, under the match's tag", async () => {
    const { run, notifier } = world(matched());
    await run();
    await run();
    expect(notifier.titlesFor("ana")).toEqual(["You're matched"]);
    expect(notifier.titlesFor("ben")).toEqual(["You're matched"]);
    const notice = notifier.shown[0]?.notice;
    expect(notice).toMatchObject({ kind: "matched", link: "/dashboard", tag: `match:${matched().id}`, alert: true });
    expect(notice?.body).toContain("Lunch with Ben");
  });

  it("tells one member the other confirmed, and reminds one who has not before the cut-off", async () => {
    const w = world(matched());
    await w.run();
    w.clock.advanceBy(HOUR_MS);
    w.change({ members: { ana: aMember("ana"), ben: aMember("ben", { confirmedAt: w.clock.now() }) } });
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["You're matched", "Ben confirmed"]);
    expect(w.notifier.titlesFor("ben")).toEqual(["You're matched"]);
    // Six hours before the meal (two before the 4-hour cut-off): Ana has not confirmed.
    w.clock.skipTo(SLOT - 6 * HOUR_MS - MINUTE_MS);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toHaveLength(2);
    w.clock.skipTo(SLOT - 6 * HOUR_MS);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["You're matched", "Ben confirmed", "Confirm your meal"]);
    expect(w.notifier.titlesFor("ben")).toEqual(["You're matched"]);
  });

  it("reminds a confirmed pair the evening before, an hour before, and to find each other at 15 minutes", async () => {
    const w = world(
      aMatch(["ana", "ben"], {
        slot: SLOT,
        createdAt: MATCHED_AT,
        members: { ana: aMember("ana", { confirmedAt: MATCHED_AT }), ben: aMember("ben", { confirmedAt: MATCHED_AT }) },
        notices: ["push:matched:ana", "push:matched:ben", "push:confirmed:ben:ana", "push:confirmed:ana:ben"],
      }),
    );
    const titles = [];
    for (const moment of [eveningBefore(SLOT, ZONE), SLOT - HOUR_MS, SLOT - 15 * MINUTE_MS]) {
      w.clock.skipTo(moment - MINUTE_MS);
      await w.run();
      titles.push(w.notifier.titlesFor("ana").length);
      w.clock.skipTo(moment);
      await w.run();
    }
    expect(titles).toEqual([0, 1, 2]);
    expect(w.notifier.titlesFor("ana")).toEqual([
      "Your meal is tomorrow",
      "Your meal is in an hour",
      "Find each other",
    ]);
    expect(w.notifier.shown.at(-1)?.notice.body).toBe("Open the app: your colour is Tangerine.");
  });

  it("sends only the latest of what came due while nobody ran it: no stack of stale ones", async () => {
    const w = world(matched());
    w.clock.skipTo(SLOT - 5 * HOUR_MS);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["Confirm your meal"]);
  });

  it("replaces a reminder with the partner's cancellation, and withdraws the canceller's own", async () => {
    const w = world(matched());
    await w.run();
    w.clock.advanceBy(HOUR_MS);
    w.change({ members: { ana: aMember("ana"), ben: aMember("ben", { cancelledAt: w.clock.now() }) } });
    await w.run();
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["You're matched", "Ben can't make it"]);
    expect(w.notifier.shown.at(-1)?.notice.tag).toBe(`match:${matched().id}`);
    expect(w.notifier.withdrawn).toEqual([{ uid: "ben", tag: `match:${matched().id}` }]);
    // Nothing more for the meal that is off: no reminders.
    w.clock.skipTo(SLOT - 15 * MINUTE_MS);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toHaveLength(2);
  });

  it("tells a member their match is here", async () => {
    const w = world(
      aMatch(["ana", "ben"], {
        slot: SLOT,
        createdAt: MATCHED_AT,
        members: { ana: aMember("ana", { confirmedAt: MATCHED_AT }), ben: aMember("ben", { confirmedAt: MATCHED_AT }) },
      }),
    );
    w.clock.skipTo(SLOT - 15 * MINUTE_MS);
    await w.run();
    w.clock.advanceBy(10 * MINUTE_MS);
    w.change({
      members: {
        ana: aMember("ana", { confirmedAt: MATCHED_AT }),
        ben: aMember("ben", { confirmedAt: MATCHED_AT, arrival: { kind: "here", at: w.clock.now() } }),
      },
    });
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["Find each other", "Ben is here"]);
    expect(w.notifier.titlesFor("ben")).toEqual(["Find each other"]);
  });

  it("keeps to the kinds a member turned off", async () => {
    const w = world(matched(), { ana: { first_name: "Ana", notifications: { off: ["matched"], quiet_hours: null } } });
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual([]);
    expect(w.notifier.titlesFor("ben")).toEqual(["You're matched"]);
  });

  it("holds the reveal until quiet hours end, and moves a reminder due inside them to their end", async () => {
    const night = { from: 22 * 60, to: 7 * 60 };
    const lateMatch = aMatch(["ana", "ben"], {
      slot: SLOT,
      createdAt: SLOT - 14 * HOUR_MS,
      revealAt: SLOT - 14 * HOUR_MS,
    });
    const w = world(lateMatch, { ana: { first_name: "Ana", notifications: { off: [], quiet_hours: night } } });
    w.clock.skipTo(SLOT - 14 * HOUR_MS); // 22:00 the evening before
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual([]);
    expect(w.notifier.titlesFor("ben")).toEqual(["You're matched"]);
    // The confirmation reminder was due at 6:00 (the cut-off is at 8:00): moved to 7:00, when the held
    // reveal goes too. One notification, the latest: it says what to do.
    const sevenAm = instantOfWallTime({ year: 2026, month: 11, day: 25 }, 7, 0, ZONE);
    w.clock.skipTo(sevenAm - MINUTE_MS);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual([]);
    w.clock.skipTo(sevenAm);
    await w.run();
    expect(w.notifier.titlesFor("ana")).toEqual(["Confirm your meal"]);
    expect(w.notifier.titlesFor("ben")).toEqual(["You're matched", "Confirm your meal"]);
  });

  it("tells a student a table's seat the waitlist filled for them under seats, and the table as before", async () => {
    const seatedAt = SLOT - 6 * HOUR_MS;
    const table = aMatch(["ana", "ben", "cy"], {
      kind: "group-dinner",
      slot: SLOT,
      createdAt: MATCHED_AT,
      revealAt: MATCHED_AT,
      members: {
        ana: aMember("ana", { confirmedAt: MATCHED_AT }),
        ben: aMember("ben", { confirmedAt: MATCHED_AT }),
        cy: aMember("cy", { confirmedAt: seatedAt }),
      },
      notices: [
        ...["matched", "table-told", "evening-before"].flatMap((key) => [`push:${key}:ana`, `push:${key}:ben`]),
        "seated:cy",
      ],
    });
    const w = world(table, { cy: { first_name: "Cy", notifications: { off: ["matched"], quiet_hours: null } } });
    w.clock.skipTo(seatedAt);
    await w.run();
    await w.run();
    expect(w.notifier.titlesFor("cy")).toEqual(["A seat opened: you have a table"]);
    expect(w.notifier.shown.find((entry) => entry.uid === "cy")?.notice).toMatchObject({
      kind: "seats",
      tag: `match:${table.id}`,
      link: "/dashboard",
    });
    expect(w.notifier.titlesFor("ana")).toEqual([]);
  });

  it("keeps a seat that opened off for a student who turned seats off", async () => {
    const table = aMatch(["ana", "cy"], {
      kind: "group-dinner",
      slot: SLOT,
      createdAt: MATCHED_AT,
      members: { ana: aMember("ana", { confirmedAt: MATCHED_AT }), cy: aMember("cy", { confirmedAt: MATCHED_AT }) },
      notices: ["push:matched:ana", "seated:cy"],
    });
    const w = world(table, { cy: { first_name: "Cy", notifications: { off: ["seats"], quiet_hours: null } } });
    await w.run();
    expect(w.notifier.titlesFor("cy")).toEqual([]);
  });
});
