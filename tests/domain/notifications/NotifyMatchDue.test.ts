import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import type { Match } from "../../../domain/meetups/Match";
import { NotifyMatch } from "../../../domain/notifications/NotifyMatch";
import type { PushNotice } from "../../../domain/notifications/PushNotice";
import type { ProfileDocument } from "../../../domain/profile/UserProfile";
import { instantOfWallTime } from "../../../domain/schedule/wallClock";
import { HOUR_MS, MINUTE_MS } from "../../../domain/shared/time";
import { aMatch, aMember } from "../../support/meetupFixtures";
import { MemoryMatchNotices } from "../../support/memoryMatchNotices";

const ZONE = "America/New_York";
/** Lunch on Wednesday 25 November 2026 at noon, New York; matched the Monday before at 10:00. */
const SLOT = instantOfWallTime({ year: 2026, month: 11, day: 25 }, 12, 0, ZONE);
const MATCHED_AT = SLOT - 2 * 24 * HOUR_MS - 2 * HOUR_MS;
/** The due jobs run every 5 minutes; every 15 keeps the test quick (every moment here falls on a quarter hour). */
const DUE_JOBS_EVERY_MS = 15 * MINUTE_MS;
const MATCH_COUNT = 4;

/**
 * Four lunches of one day, in the states that make reminders differ: both confirmed at once; one
 * who confirms and one who never does (a reminder, then the meal is off at the cut-off); one who
 * keeps quiet hours (the evening reminder held back, then released); one who cancels on the day.
 */
function lunches(): { readonly matches: Match[]; readonly profiles: Record<string, ProfileDocument> } {
  const matches: Match[] = [];
  const profiles: Record<string, ProfileDocument> = {};
  for (let index = 0; index < MATCH_COUNT; index++) {
    const [a, b] = [`ana${index}`, `ben${index}`];
    const confirmedA = index % 4 === 1 ? null : MATCHED_AT + index * MINUTE_MS;
    matches.push(
      aMatch([a, b], {
        slot: SLOT,
        createdAt: MATCHED_AT,
        revealAt: MATCHED_AT,
        members: { [a]: aMember(a, { confirmedAt: confirmedA }), [b]: aMember(b, { confirmedAt: MATCHED_AT }) },
      }),
    );
    if (index % 4 === 2)
      profiles[a] = { first_name: a, notifications: { off: [], quiet_hours: { from: 18 * 60, to: 20 * 60 } } };
  }
  return { matches, profiles };
}

/** NotifyMatch over the lunches, with what it showed and what its ledger read. */
function world() {
  const { matches: made, profiles } = lunches();
  const clock = new ManualClock(MATCHED_AT);
  const shown: { at: number; uid: string; notice: PushNotice }[] = [];
  const withdrawn: { at: number; uid: string; tag: string }[] = [];
  const matches = new MemoryMatchNotices(made);
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
    notifier: {
      notify: async (uid, notice) => void shown.push({ at: clock.now(), uid, notice }),
      withdraw: async (uid, tag) => void withdrawn.push({ at: clock.now(), uid, tag }),
    },
    clock,
  });
  return { made, clock, shown, withdrawn, matches, notify };
}

/**
 * A simulated stretch from the round to after the meal, the due jobs at every pass: `dueJobs` is
 * what they run; each match's trigger runs after the round writes it and after a member cancels.
 */
async function simulate(dueJobs: (w: ReturnType<typeof world>) => Promise<void>) {
  const w = world();
  for (const match of w.made) await w.notify.execute(match.id);
  const cancelAt = SLOT - 3 * HOUR_MS;
  let runs = 0;
  for (let now = MATCHED_AT + DUE_JOBS_EVERY_MS; now <= SLOT + HOUR_MS; now += DUE_JOBS_EVERY_MS) {
    w.clock.skipTo(now);
    if (now === cancelAt) {
      const match = w.matches.stored(w.made[3]?.id ?? "") as Match;
      const ben = match.members[match.memberIds[1] ?? ""];
      if (ben !== undefined)
        w.matches.put({ ...match, members: { ...match.members, [ben.uid]: { ...ben, cancelledAt: now } } });
      await w.notify.execute(match.id);
    }
    await dueJobs(w);
    runs += 1;
  }
  return { ...w, runs };
}

describe("the due jobs' notifications of matches, over a simulated stretch (NotifyMatch.executeDue)", () => {
  it("send what a run over every match at every pass would, while reading only the matches whose time has come", {
    timeout: 30_000,
  }, async () => {
    // What the due jobs did before the due index: every match of the days around, at every pass.
    const everyMatch = await simulate(async (w) => {
      for (const match of w.made) await w.notify.execute(match.id);
    });
    const due = await simulate((w) => w.notify.executeDue());

    const sent = (run: typeof due) =>
      [
        ...run.shown.map(({ at, uid, notice }) => `${at} ${uid} ${notice.title}`),
        ...run.withdrawn.map(({ at, uid, tag }) => `${at} ${uid} withdrawn ${tag}`),
      ].sort();
    expect(sent(due)).toEqual(sent(everyMatch));
    // The reminders did go: the evening before, an hour before, to find each other; the unconfirmed one's.
    const titles = new Set(due.shown.map((entry) => entry.notice.title));
    for (const title of ["Your meal is tomorrow", "Your meal is in an hour", "Find each other", "Confirm your meal"])
      expect(titles).toContain(title);

    // A pass costs one read when nothing is due, however many matches there are; a match is read
    // at its few moments only (its reminders, the cut-off), never at every pass.
    const readsPerMatch = (due.matches.reads - due.runs) / MATCH_COUNT;
    expect(readsPerMatch).toBeLessThan(16);
    expect(everyMatch.matches.reads).toBeGreaterThan(due.runs * MATCH_COUNT);
  });

  it("sends a notice once when a trigger's run and the due jobs' run race", async () => {
    const w = world();
    const [first] = w.made;
    if (first === undefined) throw new Error("no match");
    await Promise.all([w.notify.execute(first.id), w.notify.execute(first.id), w.notify.executeDue()]);
    const toAna = w.shown.filter((entry) => entry.uid === first.memberIds[0]);
    expect(toAna).toHaveLength(1);
  });
});
