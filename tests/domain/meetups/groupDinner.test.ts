import { describe, expect, it } from "vitest";
import type { Match } from "../../../domain/meetups/Match";
import { matchStatus } from "../../../domain/meetups/matchStatus";
import { MeetupError } from "../../../domain/meetups/meetupErrors";
import { noShowsOf } from "../../../domain/meetups/noShows";
import { RunDueJobs } from "../../../domain/meetups/RunDueJobs";
import { HOUR_MS, MINUTE_MS, WEEK_MS } from "../../../domain/shared/time";
import {
  FRIDAY_DINNER,
  fridayAt,
  type MeetupWorld,
  MONDAY,
  meetupWorld,
  type Student,
} from "../../support/meetupWorld";
import { APP_SCHEDULE } from "../../support/schedules";

const FIRST_NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lou"];
const MAJORS = ["Biology", "History", "Physics", "Economics", "Art", "Music", "Nursing", "Law", "Chemistry"];

/** `count` students of state.edu in for Friday's group dinner at these times, each with a major of their own. */
async function studentsAtDinner(world: MeetupWorld, count: number, slots = [fridayAt(18)]): Promise<Student[]> {
  const students: Student[] = [];
  for (let index = 0; index < count; index++) {
    const uid = `s${index}`;
    const student = await world.student(uid, {
      first_name: FIRST_NAMES[index] ?? `Student`,
      major: MAJORS[index % MAJORS.length] ?? "",
      preferences: { interests: index % 2 === 0 ? ["Jazz", "Chess"] : ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
    });
    await student.join.join(FRIDAY_DINNER, slots);
    students.push(student);
  }
  return students;
}

const dinnerWorld = () => meetupWorld(MONDAY, APP_SCHEDULE);
const tablesOf = async (world: MeetupWorld) =>
  (await world.backend.matchStore.listForDay(FRIDAY_DINNER)).filter((match) => match.kind === "group-dinner");
const dueJobs = (world: MeetupWorld) => new RunDueJobs(world.backend.system, world.runRound);
/** Thursday 18:00: Friday's dinners were seated at Thursday 17:30 (a day ahead), nobody told yet. */
const afterSeating = () => fridayAt(18) - 24 * HOUR_MS;
/** The emails sent to `to`, the newest first. */
const emailsTo = async (world: MeetupWorld, to: string) =>
  (await world.backend.mailbox.list()).filter((email) => email.to === to);

describe("a group dinner's round: tables of 4 to 6, told in stages", () => {
  it("seats nine students at two tables at their time, told their size, class levels, majors and interests, not names nor the place", async () => {
    const world = dinnerWorld();
    await studentsAtDinner(world, 9);
    world.backend.clock.skipTo(afterSeating());
    expect(await world.runRound.execute(FRIDAY_DINNER)).toBe(true);
    const tables = await tablesOf(world);
    expect(tables.map((table) => table.memberIds.length).sort()).toEqual([4, 5]);
    for (const table of tables) {
      expect(table.slot).toBe(fridayAt(18));
      expect(table.place).toBeNull();
      expect(table.signal.colour).toBe("");
      expect(table.revealAt).toBe(new Date(2026, 10, 27, 0, 0).getTime());
      for (const member of Object.values(table.members)) {
        expect(member.firstName).toBe("");
        expect(member.major).not.toBe("");
      }
      expect(table.sharedInterests).toContain("Jazz");
    }
    const [email] = await emailsTo(world, "s0@state.edu");
    expect(email?.subject).toBe("You have a table for a group dinner on Strangers");
    expect(email?.text).toMatch(/table of [45]/);
    expect(email?.text).not.toMatch(new RegExp(`\\b(${FIRST_NAMES.join("|")})\\b`));
    expect(email?.text).toContain("Friday, November 27");
  });

  it("tells students it could not seat why, and puts them first in line", async () => {
    const world = dinnerWorld();
    await studentsAtDinner(world, 3);
    world.backend.clock.skipTo(afterSeating());
    await world.runRound.execute(FRIDAY_DINNER);
    expect(await tablesOf(world)).toEqual([]);
    const outcome = await world.backend.matchStore.findSchoolOutcome(FRIDAY_DINNER, "state.edu");
    expect(outcome?.notMatched).toEqual({ s0: "no-table", s1: "no-table", s2: "no-table" });
    const [email] = await emailsTo(world, "s1@state.edu");
    expect(email?.text).toContain("We couldn't seat you at a table");
  });

  it("on the day, tells each table its first names, a place and a colour no table on the floor with it shares", async () => {
    const world = dinnerWorld();
    await studentsAtDinner(world, 12);
    world.backend.clock.skipTo(afterSeating());
    await world.runRound.execute(FRIDAY_DINNER);
    world.backend.clock.skipTo(fridayAt(0, 5));
    await dueJobs(world).execute();
    const tables = await tablesOf(world);
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      expect(table.place?.name).not.toBe("");
      for (const member of Object.values(table.members)) expect(FIRST_NAMES).toContain(member.firstName);
    }
    const colours = tables
      .filter((table) => table.place?.id === tables[0]?.place?.id)
      .map((table) => table.signal.colour);
    expect(new Set(colours).size).toBe(colours.length);
    const [told] = await emailsTo(world, "s0@state.edu");
    expect(told?.subject).toBe("Your table today: who and where");
    expect(told?.text).toMatch(new RegExp(`“(${FIRST_NAMES.join("|")})”`));
    // Told once: a second run sends nothing more.
    const before = (await world.backend.mailbox.list()).length;
    await dueJobs(world).execute();
    expect(await world.backend.mailbox.list()).toHaveLength(before);
  });

  it("names the calendar entry by the table's first names only once they are told", async () => {
    const world = dinnerWorld();
    const [ana] = await studentsAtDinner(world, 4);
    world.backend.clock.skipTo(afterSeating());
    await world.runRound.execute(FRIDAY_DINNER);
    const [seated] = await tablesOf(world);
    if (seated === undefined || ana === undefined) throw new Error("No table was seated");
    expect(ana.meals.calendarEventFor(seated, "strangers.app")).toContain("SUMMARY:Strangers group dinner\r\n");
    world.backend.clock.skipTo(fridayAt(0, 5));
    await dueJobs(world).execute();
    const [told] = await tablesOf(world);
    if (told === undefined) throw new Error("The table is gone");
    expect(ana.meals.calendarEventFor(told, "strangers.app")).toMatch(
      /SUMMARY:Strangers meal with (Ben|Cleo|Dev)\\, (Ben|Cleo|Dev)\\, and (Ben|Cleo|Dev)\r\n/,
    );
  });

  it("tells a table at once when it is seated on its own day (matching run by hand)", async () => {
    const world = dinnerWorld();
    await studentsAtDinner(world, 4);
    world.backend.clock.skipTo(fridayAt(9));
    await world.runRound.execute(FRIDAY_DINNER);
    const [table] = await tablesOf(world);
    expect(table?.place).not.toBeNull();
    expect(table?.members.s0?.firstName).toBe("Ana");
  });
});

describe("a table's seats, confirmations and cut-off", () => {
  async function seatedTables(count: number) {
    const world = dinnerWorld();
    const students = await studentsAtDinner(world, count);
    world.backend.clock.skipTo(afterSeating());
    await world.runRound.execute(FRIDAY_DINNER);
    return { world, students, tables: await tablesOf(world) };
  }
  const byUid = (students: readonly Student[], uid: string) => students.find((s) => s.uid === uid) as Student;

  it("stays on when one member cancels, and gives the seat to a student waiting for one", async () => {
    const { world, students, tables } = await seatedTables(6);
    const [table] = tables;
    if (table === undefined) throw new Error("no table");
    const late = await world.student("late", {
      first_name: "Lea",
      preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:00"] },
    });
    await late.join.waitFor(FRIDAY_DINNER, [fridayAt(18)]);
    expect(await world.backend.matchStore.listForStudent("late")).toEqual([]);

    const leaver = byUid(students, table.memberIds[0] as string);
    await leaver.respond.cancel(table.id);
    const after = await world.backend.matchStore.get(table.id);
    expect(after?.memberIds).toContain("late");
    expect(after?.members.late?.confirmedAt).toBe(world.backend.clock.now());
    expect(after?.members.late?.firstName).toBe("");
    expect(matchStatus(after as Match, world.backend.clock.now())).toBe("proposed");
    const [email] = await emailsTo(world, "late@state.edu");
    expect(email?.subject).toBe("A seat opened up: you have a table");
  });

  it("at the cut-off, moves the confirmed members of a table of two to another table at its place and time with room", async () => {
    const { world, students, tables } = await seatedTables(8);
    expect(tables.map((table) => table.memberIds.length)).toEqual([4, 4]);
    const [small, big] = tables as [Match, Match];
    world.backend.clock.skipTo(fridayAt(1));
    await dueJobs(world).execute();
    // Two of the first table confirm, two never do; the second table all confirm.
    for (const uid of small.memberIds.slice(0, 2)) await byUid(students, uid).respond.confirm(small.id);
    for (const uid of big.memberIds) await byUid(students, uid).respond.confirm(big.id);
    world.backend.clock.skipTo(fridayAt(18) - 4 * HOUR_MS + MINUTE_MS);
    await dueJobs(world).execute();

    const merged = await world.backend.matchStore.get(big.id);
    expect(merged?.memberIds).toEqual([...big.memberIds, ...small.memberIds.slice(0, 2)].sort());
    expect(matchStatus(merged as Match, world.backend.clock.now())).toBe("on");
    expect((await world.backend.matchStore.get(small.id))?.notices).toContain(`merged-into:${big.id}`);
    const mover = byUid(students, small.memberIds[0] as string);
    const hub = await latestHub(mover);
    expect(hub.map((card) => card.match.id)).toEqual([big.id]);
    expect((await emailsTo(world, `${mover.uid}@state.edu`))[0]?.subject).toBe("You're joining another table");
    expect((await emailsTo(world, `${big.memberIds[0]}@state.edu`))[0]?.subject).toBe("Your table is growing");
  });

  it("calls a table off at the cut-off when too few confirmed and no table has room, and penalises nobody", async () => {
    const { world, students, tables } = await seatedTables(4);
    const [table] = tables as [Match];
    world.backend.clock.skipTo(fridayAt(1));
    for (const uid of table.memberIds.slice(0, 2)) await byUid(students, uid).respond.confirm(table.id);
    world.backend.clock.skipTo(fridayAt(18) - 4 * HOUR_MS + MINUTE_MS);
    await dueJobs(world).execute();
    const after = (await world.backend.matchStore.get(table.id)) as Match;
    expect(matchStatus(after, world.backend.clock.now())).toBe("off");
    const texts = (await emailsTo(world, `${table.memberIds[0]}@state.edu`)).map((email) => email.text);
    expect(texts.filter((text) => text?.includes("Too few at your table confirmed"))).toHaveLength(1);
    expect(noShowsOf(table.memberIds[0] as string, [after], fridayAt(18) + 2 * WEEK_MS)).toEqual([]);
  });
});

describe("after a group dinner", () => {
  async function dinnerThatTookPlace() {
    const world = dinnerWorld();
    const students = await studentsAtDinner(world, 4);
    world.backend.clock.skipTo(afterSeating());
    await world.runRound.execute(FRIDAY_DINNER);
    const [table] = (await tablesOf(world)) as [Match];
    world.backend.clock.skipTo(fridayAt(9));
    for (const student of students) await student.respond.confirm(table.id);
    world.backend.clock.skipTo(fridayAt(19));
    return { world, students, table };
  }

  it("reveals addresses only between two who met and chose each other, pair by pair", async () => {
    const { students, table } = await dinnerThatTookPlace();
    const [a, b, c] = students as [Student, Student, Student];
    for (const student of students) await student.respond.answerMet(table.id, "yes");
    await a.respond.answerMeetAgainWith(table.id, [b.uid, c.uid]);
    await b.respond.answerMeetAgainWith(table.id, [a.uid]);
    await c.respond.answerMeetAgainWith(table.id, []);
    expect((await a.history.people()).map((person) => person.email)).toEqual([`${b.uid}@state.edu`]);
    expect((await b.history.people()).map((person) => person.email)).toEqual([`${a.uid}@state.edu`]);
    expect(await c.history.people()).toEqual([]);
    // c changes their mind: c and a now chose each other too.
    await c.respond.answerMeetAgainWith(table.id, [a.uid]);
    expect((await a.history.people()).map((person) => person.email).sort()).toEqual([
      `${b.uid}@state.edu`,
      `${c.uid}@state.edu`,
    ]);
  });

  it("takes only others of the table as whom to meet again, and not a lunch for two's yes or no", async () => {
    const { students, table } = await dinnerThatTookPlace();
    const [a] = students as [Student];
    await a.respond.answerMet(table.id, "yes");
    await expect(a.respond.answerMeetAgainWith(table.id, ["stranger"])).rejects.toEqual(new MeetupError("invalid"));
    await expect(a.respond.answerMeetAgainWith(table.id, [a.uid])).rejects.toEqual(new MeetupError("invalid"));
    await expect(a.respond.answerMeetAgain(table.id, true)).rejects.toEqual(new MeetupError("invalid"));
  });

  it("counts a silent member as a no-show only once the week to answer is over and two others met", async () => {
    const { world, students, table } = await dinnerThatTookPlace();
    const [a, b, c, silent] = students as [Student, Student, Student, Student];
    await a.respond.answerMet(table.id, "yes");
    await b.respond.answerMet(table.id, "they-did-not-come");
    const read = async () => (await world.backend.matchStore.get(table.id)) as Match;
    expect(noShowsOf(silent.uid, [await read()], fridayAt(19) + WEEK_MS + 2 * HOUR_MS)).toEqual([]);
    await c.respond.answerMet(table.id, "yes");
    expect(noShowsOf(silent.uid, [await read()], fridayAt(20))).toEqual([]);
    expect(noShowsOf(silent.uid, [await read()], fridayAt(19) + WEEK_MS + 2 * HOUR_MS)).toHaveLength(1);
    expect(noShowsOf(b.uid, [await read()], fridayAt(19) + WEEK_MS + 2 * HOUR_MS)).toEqual([]);
  });
});

/** The match cards of the student's hub, once loaded. */
async function latestHub(student: Student) {
  const states: unknown[] = [];
  const watch = student.meals.watch((state) => states.push(state));
  await watch.refresh();
  watch.stop();
  const ready = states.filter((state) => (state as { status: string }).status === "ready").at(-1) as {
    view: { matches: { match: Match }[] };
  };
  return ready.view.matches;
}
