import { describe, expect, it } from "vitest";
import { LOCAL_OPERATORS_ADDRESS } from "../../../adapters/local/LocalOperatorAlerts";
import { LocalPlaceDirectory } from "../../../adapters/local/LocalPlaceDirectory";
import type { Match } from "../../../domain/meetups/Match";
import { REMATCH_COOLDOWN_MS } from "../../../domain/meetups/meetupRules";
import { RunRound } from "../../../domain/meetups/RunRound";
import { DAY_MS } from "../../../domain/shared/time";
import { aMatch, aMember, anOptIn } from "../../support/meetupFixtures";
import {
  FRIDAY,
  fridayAt,
  meetupWorld,
  onlyMatchOf,
  type Student,
  WEDNESDAY,
  WEDNESDAY_SLOTS,
  wednesdayAt,
} from "../../support/meetupWorld";

describe("a round of matching (RunRound)", () => {
  it("pairs students of one school who share a slot, at that slot, and tells each of them", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana", {
      preferences: { interests: ["Coffee", "Jazz"], preferred_meal_times: ["Wed 12:30"] },
    });
    const ben = await world.student("ben", {
      preferences: { interests: ["jazz", "Hiking"], preferred_meal_times: ["Wed 12:30"] },
    });
    await ana.join.join(WEDNESDAY, [wednesdayAt(12), wednesdayAt(12, 30)]);
    await ben.join.join(WEDNESDAY, [wednesdayAt(12, 30)]);

    expect(await world.runRound.execute(WEDNESDAY)).toBe(true);
    const match = await onlyMatchOf(world, ana);
    expect(match.memberIds).toEqual(["ana", "ben"]);
    expect(match.slot).toBe(wednesdayAt(12, 30));
    expect(match.sharedInterests).toEqual(["Jazz"]);
    expect(match.members.ben).toMatchObject({ firstName: "Ben", classLevel: "Junior", major: "History" });
    // What the others read of a member is what the reveal shows: the shared interests, not their whole list.
    expect(match.members.ben?.interests).toEqual(["Jazz"]);
    expect(match.members.ana?.interests).toEqual(["Jazz"]);
    expect(match.place?.name).not.toBe("");
    const emails = await world.backend.mailbox.list();
    expect(emails.map((email) => email.to).sort()).toEqual(["ana@state.edu", "ben@state.edu"]);
    expect(emails[0]?.subject).toBe("You're matched for a meal on Strangers");
  });

  it("runs once per day: a second run changes nothing and sends nothing", async () => {
    const world = meetupWorld();
    for (const uid of ["ana", "ben"]) await (await world.student(uid)).join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    expect(await world.runRound.execute(WEDNESDAY)).toBe(true);
    expect(await world.runRound.execute(WEDNESDAY)).toBe(false);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toHaveLength(1);
    expect(await world.backend.mailbox.list()).toHaveLength(2);
  });

  it("never pairs students of different schools, nor students without a shared slot", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    const eve = await world.student("eve", { email: "eve@other.edu" });
    const ben = await world.student("ben");
    await ana.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await eve.join.join(WEDNESDAY, [wednesdayAt(12)]);
    await ben.join.join(WEDNESDAY, [wednesdayAt(13)]);
    await world.runRound.execute(WEDNESDAY);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual([]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      ana: "no-partner",
      ben: "no-partner",
    });
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "other.edu"))?.notMatched).toEqual({
      eve: "no-partner",
    });
    expect(await world.backend.matchStore.findRoundOutcome(WEDNESDAY)).toMatchObject({
      schools: ["other.edu", "state.edu"],
      matchCount: 0,
      notMatchedCount: 3,
    });
  });

  it("makes a trio rather than leave the odd one out, when all three share a slot", async () => {
    const world = meetupWorld();
    for (const uid of ["ana", "ben", "cy"]) await (await world.student(uid)).join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const [match] = await world.backend.matchStore.listForDay(WEDNESDAY);
    expect(match?.memberIds).toEqual(["ana", "ben", "cy"]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({});
  });

  it("never pairs two students one of whom blocked, reported or said 'not again' to the other", async () => {
    for (const kind of ["block", "report", "not-again"] as const) {
      const world = meetupWorld();
      const ana = await world.student("ana");
      const ben = await world.student("ben");
      await world.backend.reportStore.file({
        id: `r-${kind}`,
        kind,
        reporterUid: "ben",
        reportedUid: "ana",
        school: "state.edu",
        matchId: "an-earlier-match",
        reason: kind === "report" ? "harassment" : null,
        details: "",
        messageIds: [],
        createdAt: world.backend.clock.now(),
      });
      await ana.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
      await ben.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
      await world.runRound.execute(WEDNESDAY);
      expect(await world.backend.matchStore.listForDay(WEDNESDAY), kind).toEqual([]);
    }
  });

  it("does not pair again two students matched within the cooldown, and does after it", async () => {
    const earlier = (daysAgo: number): Match => ({
      id: `old-${daysAgo}`,
      dayId: "old",
      kind: "lunch-for-two",
      school: "state.edu",
      revealAt: 0,
      slot: wednesdayAt(12) - daysAgo * DAY_MS,
      place: { id: "p", name: "P", meetingPoint: "", address: "" },
      signal: { colourName: "Sky", colour: "#3a86ff", codeWord: "Maple" },
      sharedInterests: [],
      memberIds: ["ana", "ben"],
      members: {},
      createdAt: 0,
      origin: "round",
      notices: [],
    });
    for (const [daysAgo, expected] of [
      [14, 0],
      [REMATCH_COOLDOWN_MS / DAY_MS + 3, 1],
    ] as const) {
      const world = meetupWorld();
      await world.backend.matchStore.add([earlier(daysAgo)]);
      for (const uid of ["ana", "ben"]) await (await world.student(uid)).join.join(WEDNESDAY, WEDNESDAY_SLOTS);
      await world.runRound.execute(WEDNESDAY);
      expect(await world.backend.matchStore.listForDay(WEDNESDAY), `${daysAgo} days ago`).toHaveLength(expected);
    }
  });

  it("leaves out a student who paused matching until after the day", async () => {
    const world = meetupWorld();
    const ana = await world.student("ana");
    const ben = await world.student("ben");
    await ana.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    await ben.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    // Paused after opting in: the matcher still respects it.
    await world.backend.profileStore.merge("ben", { snoozed_until: wednesdayAt(20) });
    await world.runRound.execute(WEDNESDAY);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual([]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      ana: "no-partner",
      ben: "snoozed",
    });
  });

  it("leaves out a student whose profile lost what matching needs after opting in, and says why", async () => {
    const world = meetupWorld();
    const students = await Promise.all(["ana", "ben", "cy"].map((uid) => world.student(uid)));
    for (const student of students) await student.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    await world.backend.profileStore.merge("cy", { class_level: "" });
    await world.runRound.execute(WEDNESDAY);
    expect((await onlyMatchOf(world, students[0] as Student)).memberIds).toEqual(["ana", "ben"]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      cy: "profile-incomplete",
    });
  });

  it("leaves out a student the no-show policy paused, however their opt-in got in", async () => {
    const world = meetupWorld();
    const [ana, ben] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.student(uid)));
    const missed = (id: string, daysAgo: number): Match => ({
      ...aMatch(["cy", "dee"], { id, dayId: id, slot: wednesdayAt(12) - daysAgo * DAY_MS }),
      members: {
        cy: aMember("cy", { confirmedAt: 1 }),
        dee: aMember("dee", {
          confirmedAt: 1,
          feedback: { met: "they-did-not-come", rating: null, meetAgain: null, meetAgainWith: null, at: 2 },
        }),
      },
    });
    await world.backend.matchStore.add([missed("first", 14), missed("second", 7)]);
    for (const student of [ana, ben]) await student?.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    await world.backend.optInStore.save({ ...anOptIn("cy"), dayId: WEDNESDAY, slots: WEDNESDAY_SLOTS });
    await world.runRound.execute(WEDNESDAY);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      cy: "paused-for-no-shows",
    });
  });

  it("tells everyone who opted in: a match, or no match this time and why, by email", async () => {
    const world = meetupWorld();
    for (const uid of ["ana", "ben", "cy"]) await (await world.student(uid)).join.join(WEDNESDAY, [wednesdayAt(12)]);
    const dee = await world.student("dee");
    await dee.join.join(WEDNESDAY, [wednesdayAt(13)]);
    await world.backend.profileStore.merge("cy", { snoozed_until: wednesdayAt(20) });
    await world.runRound.execute(WEDNESDAY);
    const mail = (await world.backend.mailbox.list()).map((email) => [email.to, email.subject, email.text]);
    expect(mail).toContainEqual(["ana@state.edu", "You're matched for a meal on Strangers", expect.any(String)]);
    expect(mail).toContainEqual([
      "cy@state.edu",
      "No match this time",
      "You paused matching, so you weren't matched for Wednesday, November 25. Resume matching in the app to join a meal day.",
    ]);
    expect(mail).toContainEqual(["dee@state.edu", "No match this time", expect.stringContaining("first in line")]);
  });

  it("tells a school's students on the next try when the run that recorded it failed before telling them, and once", async () => {
    const world = meetupWorld();
    for (const uid of ["ana", "ben"]) await (await world.student(uid)).join.join(WEDNESDAY, [wednesdayAt(12)]);
    await (await world.student("dee")).join.join(WEDNESDAY, [wednesdayAt(13)]);
    const { mailer } = world.backend.system;
    let mailerDown = true;
    const runRound = new RunRound({
      ...world.backend.system,
      mailer: {
        send: (email) => mailer.send(email),
        sendAll: async (emails) => {
          if (mailerDown) throw new Error("The mail service is down");
          await mailer.sendAll(emails);
        },
      },
    });
    expect(await runRound.start(WEDNESDAY)).toEqual(["state.edu"]);
    await expect(runRound.matchSchool(WEDNESDAY, "state.edu")).rejects.toThrow("The mail service is down");
    const recorded = await world.backend.matchStore.listForDay(WEDNESDAY);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.toldAt).toBeNull();
    expect(await world.backend.mailbox.list()).toEqual([]);

    mailerDown = false;
    expect(await runRound.matchSchool(WEDNESDAY, "state.edu")).toBe(false);
    expect(await runRound.matchSchool(WEDNESDAY, "state.edu")).toBe(false);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual(recorded);
    const mail = (await world.backend.mailbox.list()).map((email) => [email.to, email.subject]).sort();
    expect(mail).toEqual([
      ["ana@state.edu", "You're matched for a meal on Strangers"],
      ["ben@state.edu", "You're matched for a meal on Strangers"],
      ["dee@state.edu", "No match this time"],
    ]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.toldAt).toBe(
      world.backend.clock.now(),
    );
  });

  it("matches nobody at a school without a place, says why to each, and tells the operators once", async () => {
    const world = meetupWorld();
    const farAway = new RunRound({ ...world.backend.system, places: new LocalPlaceDirectory({ "umich.edu": [] }) });
    for (const uid of ["ana", "ben"]) await (await world.student(uid)).join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    expect(await farAway.execute(WEDNESDAY)).toBe(true);
    expect(await farAway.execute(WEDNESDAY)).toBe(false);
    expect(await world.backend.matchStore.listForDay(WEDNESDAY)).toEqual([]);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      ana: "no-place",
      ben: "no-place",
    });
    expect(await world.backend.matchStore.findRoundOutcome(WEDNESDAY)).toMatchObject({
      schoolsWithoutPlace: ["state.edu"],
      notMatchedCount: 2,
    });
    const mail = await world.backend.mailbox.list();
    expect(mail.filter((email) => email.to === LOCAL_OPERATORS_ADDRESS).map((email) => email.text)).toEqual([
      expect.stringContaining("could not match the students of state.edu (2 students)"),
    ]);
    expect(
      mail
        .filter((email) => email.subject === "No match this time")
        .map((email) => email.to)
        .sort(),
    ).toEqual(["ana@state.edu", "ben@state.edu"]);
  });

  it("puts first those left unmatched in the previous round", async () => {
    const world = meetupWorld();
    const [ana, ben, cy] = await Promise.all(["ana", "ben", "cy"].map((uid) => world.student(uid)));
    // Wednesday: only Cy opted in, and was left unmatched.
    await cy?.join.join(WEDNESDAY, WEDNESDAY_SLOTS);
    await world.runRound.execute(WEDNESDAY);
    expect((await world.backend.matchStore.findSchoolOutcome(WEDNESDAY, "state.edu"))?.notMatched).toEqual({
      cy: "no-partner",
    });
    // Friday: three who can only meet as a pair at different slots; Cy shares one with each.
    world.backend.clock.advanceBy(2 * DAY_MS);
    await ana?.join.join(FRIDAY, [fridayAt(17, 30)]);
    await ben?.join.join(FRIDAY, [fridayAt(18)]);
    await cy?.join.join(FRIDAY, [fridayAt(17, 30), fridayAt(18)]);
    await world.runRound.execute(FRIDAY);
    const [match] = await world.backend.matchStore.listForDay(FRIDAY);
    expect(match?.memberIds).toContain("cy");
  });

  it("gives every group meeting at one place and time its own colour and code word", async () => {
    const world = meetupWorld();
    const uids = Array.from({ length: 16 }, (_, index) => `s${String(index).padStart(2, "0")}`);
    for (const uid of uids) await (await world.student(uid)).join.join(WEDNESDAY, [wednesdayAt(12)]);
    await world.runRound.execute(WEDNESDAY);
    const matches = await world.backend.matchStore.listForDay(WEDNESDAY);
    expect(matches).toHaveLength(8);
    const byPlace = new Map<string, Match[]>();
    for (const match of matches)
      byPlace.set(match.place?.id ?? "", [...(byPlace.get(match.place?.id ?? "") ?? []), match]);
    expect(byPlace.size).toBeGreaterThan(1);
    for (const atPlace of byPlace.values()) {
      expect(new Set(atPlace.map((match) => match.signal.colour)).size).toBe(atPlace.length);
      expect(new Set(atPlace.map((match) => match.signal.codeWord)).size).toBe(atPlace.length);
    }
  });

  it("gives groups whose find-each-other windows overlap at one place (17:30 and 18:00) different colours and code words", async () => {
    const world = meetupWorld();
    world.backend.clock.advanceBy(2 * DAY_MS); // Wednesday 09:00: Friday is open
    for (const [uid, slot] of [
      ["ana", fridayAt(17, 30)],
      ["ben", fridayAt(17, 30)],
      ["cy", fridayAt(18)],
      ["dee", fridayAt(18)],
    ] as const) {
      await (await world.student(uid)).join.join(FRIDAY, [slot]);
    }
    await world.runRound.execute(FRIDAY);
    const [early, late] = [...(await world.backend.matchStore.listForDay(FRIDAY))].sort((a, b) => a.slot - b.slot);
    expect(late?.place?.id).toBe(early?.place?.id);
    expect(late?.signal.colour).not.toBe(early?.signal.colour);
    expect(late?.signal.codeWord).not.toBe(early?.signal.codeWord);
  });

  it("does nothing for a day that is not on the schedule", async () => {
    const world = meetupWorld();
    expect(await world.runRound.execute("2026-11-24")).toBe(false);
    expect(await world.backend.matchStore.findRoundOutcome("2026-11-24")).toBeNull();
  });
});
