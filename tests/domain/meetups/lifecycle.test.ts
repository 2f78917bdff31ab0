import { describe, expect, it, vi } from "vitest";
import type { MatchMember } from "../../../domain/meetups/Match";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import {
  CONFIRM_BY_BEFORE_MEAL_MS,
  FIND_EACH_OTHER_BEFORE_MEAL_MS,
  FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS,
  MEETING_WINDOW_AFTER_START_MS,
  OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS,
  REMINDER_BEFORE_MEAL_MS,
  REPORT_AFTER_MEAL_FOR_MS,
} from "../../../domain/meetups/meetupRules";
import { RunDueJobs } from "../../../domain/meetups/RunDueJobs";
import { MINUTE_MS } from "../../../domain/shared/time";
import {
  matchedPairOnWednesday,
  meetupWorld,
  onlyMatchOf,
  type Student,
  WEDNESDAY,
  WEDNESDAY_SLOTS,
  wednesdayAt,
} from "../../support/meetupWorld";

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof MeetupError ? error.reason : String(error)),
  );

/** Ana and Ben, both in for Wednesday at 12:00, matched. */
async function matchedPair() {
  const { world, ana, ben, match } = await matchedPairOnWednesday();
  const moveTo = (instant: number) => world.backend.clock.skipTo(instant);
  const mailTo = async (to: string) => (await world.backend.mailbox.list()).filter((email) => email.to === to);
  return { world, ana, ben, match, moveTo, mailTo };
}

describe("opting in", () => {
  it("takes the student's slots for an open day, lets them change and withdraw until it closes", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    await ana.join.join(WEDNESDAY, [wednesdayAt(12), wednesdayAt(13)]);
    expect((await world.backend.optInStore.find(WEDNESDAY, "ana"))?.slots).toEqual([wednesdayAt(12), wednesdayAt(13)]);
    await ana.join.join(WEDNESDAY, [wednesdayAt(12, 30)]);
    expect((await world.backend.optInStore.find(WEDNESDAY, "ana"))?.slots).toEqual([wednesdayAt(12, 30)]);
    await ana.join.withdraw(WEDNESDAY);
    expect(await world.backend.optInStore.find(WEDNESDAY, "ana")).toBeNull();

    world.backend.clock.skipTo(wednesdayAt(12) - OPT_IN_CLOSES_BEFORE_FIRST_SLOT_MS);
    expect(await failure(ana.join.join(WEDNESDAY, [wednesdayAt(12)]))).toBe("opt-in-closed");
    expect(await failure(ana.join.withdraw(WEDNESDAY))).toBe("opt-in-closed");
  });

  it("refuses no slots, a time that is not one of the day's, an incomplete profile and a snoozed student", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    expect(await failure(ana.join.join(WEDNESDAY, []))).toBe("no-slots");
    expect(await failure(ana.join.join(WEDNESDAY, [wednesdayAt(19)]))).toBe("not-a-slot");
    const newcomer = await world.student("new", { first_name: "", class_level: "" });
    expect(await failure(newcomer.join.join(WEDNESDAY, WEDNESDAY_SLOTS))).toBe("profile-incomplete");
    await ana.pause.until(wednesdayAt(20));
    expect(await failure(ana.join.join(WEDNESDAY, WEDNESDAY_SLOTS))).toBe("snoozed");
    await ana.pause.resume();
    expect(await failure(ana.join.join(WEDNESDAY, WEDNESDAY_SLOTS))).toBe("none");
  });
});

describe("confirming and cancelling", () => {
  it("is on once both confirm; a confirmation after the deadline is refused", async () => {
    const { world, ana, ben, match, moveTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    expect(matchStatus((await world.backend.matchStore.get(match.id)) ?? match, world.backend.clock.now())).toBe(
      "proposed",
    );
    await ben.respond.confirm(match.id);
    expect(matchStatus((await world.backend.matchStore.get(match.id)) ?? match, world.backend.clock.now())).toBe("on");
    moveTo(match.slot - CONFIRM_BY_BEFORE_MEAL_MS);
    expect(await failure(ana.respond.confirm(match.id))).toBe("too-late");
  });

  it("is off when not both confirm in time, and the one who did hears so, once", async () => {
    const { world, ana, match, moveTo, mailTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    moveTo(match.slot - CONFIRM_BY_BEFORE_MEAL_MS);
    const jobs = new RunDueJobs(world.backend.system, world.runRound);
    await jobs.execute();
    await jobs.execute();
    const called = (await mailTo("ana@state.edu")).filter((email) => email.subject === "Your meal is off");
    expect(called).toHaveLength(1);
    expect(matchStatus((await world.backend.matchStore.get(match.id)) ?? match, world.backend.clock.now())).toBe("off");
  });

  it("tells the partner at once of a cancellation; free until 12 hours before, late after", async () => {
    const early = await matchedPair();
    await early.ana.respond.cancel(early.match.id);
    const partnerMail = await early.mailTo("ben@state.edu");
    expect(partnerMail.map((email) => email.subject)).toContain("Ana can't make it");
    expect((await early.ben.history.meals())[0]?.outcome).toBe("off");
    expect((await early.ana.history.meals())[0]?.outcome).toBe("cancelled");

    const late = await matchedPair();
    await late.ana.respond.confirm(late.match.id);
    await late.ben.respond.confirm(late.match.id);
    late.moveTo(late.match.slot - FREE_CANCELLATION_UNTIL_BEFORE_MEAL_MS + MINUTE_MS);
    await late.ana.respond.cancel(late.match.id);
    expect((await late.ana.history.meals())[0]?.outcome).toBe("cancelled-late");
    expect(await failure(late.ana.respond.cancel(late.match.id))).toBe("too-late");
  });

  it("sends the reminder to a confirmed pair once, two hours before", async () => {
    const { world, ana, ben, match, moveTo, mailTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    const jobs = new RunDueJobs(world.backend.system, world.runRound);
    moveTo(match.slot - REMINDER_BEFORE_MEAL_MS - MINUTE_MS);
    await jobs.execute();
    expect((await mailTo("ana@state.edu")).map((email) => email.subject)).not.toContain("Your Strangers meal is today");
    moveTo(match.slot - REMINDER_BEFORE_MEAL_MS);
    await jobs.execute();
    await jobs.execute();
    const reminders = (await mailTo("ana@state.edu")).filter(
      (email) => email.subject === "Your Strangers meal is today",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(match.signal.colourName);
  });
});

describe("finding each other and after the meal", () => {
  async function confirmedPair() {
    const pair = await matchedPair();
    await pair.ana.respond.confirm(pair.match.id);
    await pair.ben.respond.confirm(pair.match.id);
    return pair;
  }

  it("takes 'I'm here' from 15 minutes before until the meal is under way", async () => {
    const { world, ana, match, moveTo } = await confirmedPair();
    moveTo(match.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS - MINUTE_MS);
    expect(await failure(ana.respond.arrive(match.id, "here"))).toBe("not-yet");
    moveTo(match.slot - FIND_EACH_OTHER_BEFORE_MEAL_MS);
    await ana.respond.arrive(match.id, "late");
    expect((await world.backend.matchStore.get(match.id))?.members.ana?.arrival).toEqual({
      kind: "late",
      at: world.backend.clock.now(),
    });
  });

  it("asks 'Did you meet?' after the meal; both saying 'meet again' reveals their addresses to each other", async () => {
    const { world, ana, ben, match, moveTo } = await confirmedPair();
    expect(await failure(ana.respond.answerMet(match.id, "yes"))).toBe("not-yet");
    moveTo(match.slot + MEETING_WINDOW_AFTER_START_MS);
    for (const student of [ana, ben]) {
      await student.respond.answerMet(match.id, "yes");
      await student.respond.answerRating(match.id, "great");
    }
    await ana.respond.answerMeetAgain(match.id, true);
    expect(await ana.history.people()).toEqual([]);
    await ben.respond.answerMeetAgain(match.id, true);
    expect(await ana.history.people()).toEqual([expect.objectContaining({ firstName: "Ben", email: "ben@state.edu" })]);
    expect(await ben.history.people()).toEqual([expect.objectContaining({ firstName: "Ana", email: "ana@state.edu" })]);
    expect(await world.backend.matchStore.contactsOf(match.id, "ana")).toEqual({ ben: "ben@state.edu" });
    expect(await world.backend.matchStore.contactsOf(match.id, "ben")).toEqual({ ana: "ana@state.edu" });
  });

  it("gives a member who cancelled none of the others' addresses: in a trio, the two who met get each other's", async () => {
    const world = meetupWorld();
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.student(uid)));
    for (const student of [ana, ben, cy]) await student?.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const match = await onlyMatchOf(world, ana as Student);
    expect(match.memberIds).toEqual(["ana", "ben", "cy"]);
    for (const student of [ana, ben]) await student?.respond.confirm(match.id);
    await cy?.respond.cancel(match.id);
    world.backend.clock.skipTo(match.slot + MEETING_WINDOW_AFTER_START_MS);
    for (const student of [ana, ben]) {
      await student?.respond.answerMet(match.id, "yes");
      await student?.respond.answerMeetAgain(match.id, true);
    }
    expect(await world.backend.matchStore.contactsOf(match.id, "ana")).toEqual({ ben: "ben@state.edu" });
    expect(await world.backend.matchStore.contactsOf(match.id, "cy")).toEqual({});
    expect(await cy?.history.people()).toEqual([]);
  });

  it("reveals nothing for 'meet again' answers stamped before the meal, whoever wrote them", async () => {
    const { world, match, moveTo } = await confirmedPair();
    const early = { met: "yes" as const, rating: null, meetAgain: true, meetAgainWith: null, at: match.slot };
    for (const uid of ["ana", "ben"]) {
      const member = (await world.backend.matchStore.get(match.id))?.members[uid];
      await world.backend.matchStore.answer(match.id, uid, { ...(member as MatchMember), feedback: early });
    }
    moveTo(match.slot + MEETING_WINDOW_AFTER_START_MS + MINUTE_MS);
    await world.backend.backoffice.afterMatchChanged(match.id);
    expect(await world.backend.matchStore.contactsOf(match.id, "ana")).toEqual({});
  });

  it("does no work again once settled: a rating given again reads no profile and sends nothing", async () => {
    const { world, ana, ben, match, moveTo } = await confirmedPair();
    moveTo(match.slot + MEETING_WINDOW_AFTER_START_MS);
    for (const student of [ana, ben]) {
      await student.respond.answerMet(match.id, "yes");
      await student.respond.answerMeetAgain(match.id, true);
    }
    const mailBefore = (await world.backend.mailbox.list()).length;
    const profileReads = vi.spyOn(world.backend.profileStore, "read");
    await ana.respond.answerRating(match.id, "good");
    await ben.respond.answerMeetAgain(match.id, true);
    expect(profileReads).not.toHaveBeenCalled();
    expect(await world.backend.mailbox.list()).toHaveLength(mailBefore);
    // Beside the notifications sent before the meal (push:…), once each.
    const notices = (await world.backend.matchStore.get(match.id))?.notices ?? [];
    expect(notices.filter((notice) => !notice.startsWith("push:"))).toEqual(["contacts"]);
    expect(new Set(notices).size).toBe(notices.length);
  });

  it("keeps them apart for good when one says 'not again' (twice is one report), and shows nobody under 'Your people'", async () => {
    const { world, ana, ben, match, moveTo } = await confirmedPair();
    moveTo(match.slot + MEETING_WINDOW_AFTER_START_MS);
    await ana.respond.answerMet(match.id, "yes");
    await ana.respond.answerMeetAgain(match.id, false);
    await ana.respond.answerMeetAgain(match.id, false);
    await ben.respond.answerMet(match.id, "yes");
    await ben.respond.answerMeetAgain(match.id, true);
    expect(await ben.history.people()).toEqual([]);
    const reports = await world.backend.reportStore.listForSchool("state.edu");
    expect(reports).toEqual([expect.objectContaining({ kind: "not-again", reporterUid: "ana", reportedUid: "ben" })]);
  });

  it("counts a no-show from the partner's word, and refuses an opt-in once the policy pauses matching", async () => {
    const { world, ana, ben, match, moveTo } = await confirmedPair();
    moveTo(match.slot + MEETING_WINDOW_AFTER_START_MS);
    await ben.respond.answerMet(match.id, "they-did-not-come");
    expect((await ana.history.meals())[0]?.outcome).toBe("no-show");
    expect((await ben.history.meals())[0]?.outcome).toBe("missed-by-them");

    // A second no-show a week later: Ana's next opt-in is refused for four weeks.
    const weekLater = match.slot + 7 * 24 * 60 * MINUTE_MS;
    const confirmed = (await world.backend.matchStore.get(match.id)) ?? match;
    const members = Object.fromEntries(
      Object.entries(confirmed.members).map(([uid, member]) => [uid, { ...member, feedback: null }]),
    );
    await world.backend.matchStore.add([{ ...confirmed, members, id: "second", dayId: "2026-12-02", slot: weekLater }]);
    moveTo(weekLater + MEETING_WINDOW_AFTER_START_MS);
    await ben.respond.answerMet("second", "they-did-not-come");
    expect(await failure(ana.join.join("2026-12-04", [new Date(2026, 11, 4, 17, 30).getTime()]))).toBe(
      "paused-for-no-shows",
    );
  });
});

describe("report and block", () => {
  it("calls off the meal still when a report filed before could not call it off (a retry)", async () => {
    const { world, ana, ben, match, moveTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    moveTo(match.slot - 2 * 60 * MINUTE_MS);
    const answer = vi.spyOn(world.backend.matchStore, "answer").mockRejectedValueOnce(new Error("offline"));
    expect(await failure(ana.report.block(match.id, "ben"))).toBe("unexpected");
    answer.mockRestore();
    await ana.report.block(match.id, "ben");
    expect((await world.backend.matchStore.get(match.id))?.members.ana).toMatchObject({ cancelledForSafety: true });
    expect(await world.backend.reportStore.filedBy("ana")).toHaveLength(1);
  });

  it("calls off a pending meal without penalty for the reporter, and keeps the report for review", async () => {
    const { world, ana, ben, match, moveTo, mailTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    moveTo(match.slot - 2 * 60 * MINUTE_MS);
    await ana.report.report(match.id, "ben", "made-me-uncomfortable", "  He kept messaging me.  ");
    const reports = await world.backend.reportStore.listForSchool("state.edu");
    expect(reports).toEqual([
      expect.objectContaining({ kind: "report", reason: "made-me-uncomfortable", details: "He kept messaging me." }),
    ]);
    expect(matchStatus((await world.backend.matchStore.get(match.id)) ?? match, world.backend.clock.now())).toBe("off");
    expect((await ana.history.meals())[0]?.outcome).toBe("cancelled");
    expect((await mailTo("ben@state.edu")).map((email) => email.subject)).toContain("Ana can't make it");
  });

  it("takes a report on a meal that took place, weeks later; the meal stays as it went; offered for 30 days", async () => {
    const { world, ana, ben, match, moveTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    moveTo(match.slot + REPORT_AFTER_MEAL_FOR_MS - MINUTE_MS);
    expect((await ana.history.meals())[0]).toMatchObject({ outcome: "met", canReport: true });
    await ana.report.report(match.id, "ben", "harassment", "He followed me home.");
    expect(await world.backend.reportStore.listForSchool("state.edu")).toEqual([
      expect.objectContaining({ kind: "report", reporterUid: "ana", reportedUid: "ben", matchId: match.id }),
    ]);
    expect((await world.backend.matchStore.get(match.id))?.members.ana?.cancelledAt).toBeNull();
    moveTo(match.slot + REPORT_AFTER_MEAL_FOR_MS);
    expect((await ana.history.meals())[0]).toMatchObject({ outcome: "met", canReport: false });
  });

  it("refuses a report about someone who is not on the match", async () => {
    const { ana, match } = await matchedPair();
    expect(await failure(ana.report.block(match.id, "eve"))).toBe("not-a-member");
    expect(await failure(ana.report.block(match.id, "ana"))).toBe("not-a-member");
  });

  it("refuses a report from a match the student is not on, even knowing its id", async () => {
    const { world, match } = await matchedPair();
    const cy = await world.student("cy");
    expect(await failure(cy.report.block(match.id, "ana"))).toBe("not-a-member");
  });

  it("takes a report after the meal, calling nothing off; the same report again files nothing more", async () => {
    const { world, ana, ben, match, moveTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    moveTo(match.slot + 2 * 60 * MINUTE_MS);
    await ana.report.report(match.id, "ben", "harassment", "After dinner he followed me.");
    await ana.report.report(match.id, "ben", "harassment", "Again.");
    await ana.report.block(match.id, "ben");
    const mine = await world.backend.reportStore.filedBy("ana");
    expect(mine.map((report) => [report.kind, report.id, report.details]).sort()).toEqual([
      ["block", `ana_${match.id}_block_ben`, ""],
      ["report", `ana_${match.id}_report_ben`, "After dinner he followed me."],
    ]);
    expect((await world.backend.matchStore.get(match.id))?.members.ana?.cancelledAt).toBeNull();
  });
});

describe("the due jobs at scale", () => {
  it("read one school's matches at one time of the day, never every school's day at once", async () => {
    const { world, ana, ben, match, moveTo, mailTo } = await matchedPair();
    await ana.respond.confirm(match.id);
    await ben.respond.confirm(match.id);
    const listForDay = vi.spyOn(world.backend.system.matches, "listForDay");
    const listForSlot = vi.spyOn(world.backend.system.matches, "listForSlot");
    const jobs = new RunDueJobs(world.backend.system, world.runRound);
    moveTo(match.slot - REMINDER_BEFORE_MEAL_MS);
    await jobs.execute();
    expect(listForSlot.mock.calls).toContainEqual([match.dayId, match.school, match.slot]);
    expect(listForDay).not.toHaveBeenCalled();
    expect((await mailTo("ana@state.edu")).map((email) => email.subject)).toContain("Your Strangers meal is today");
  });
});
