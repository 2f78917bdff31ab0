import type { RulesTestContext } from "@firebase/rules-unit-testing";
import { DAY_MS } from "../../../../domain/shared/time";
import { rulesEnvironmentPerSuite } from "./rulesEnvironment";

/**
 * What the rules tests (one file per collection, tests/adapters/firebase/rules/) share: verified
 * students of state.edu and other accounts, the system's writes (past the rules, as the functions'
 * Admin SDK), and the match lifecycle's documents as the functions write them. The emulator checks
 * request.time against the real time, so every time is set relative to now.
 */

export const DAY_ID = "2030-01-15";
export const MATCH_ID = "m1";
export const at = (millis: number) => new Date(millis);

type CompatFirestore = ReturnType<RulesTestContext["firestore"]>;

/** Call in a suite's top level: the emulator with firestore.rules, cleared before each test. */
export function rulesWorld() {
  const environment = rulesEnvironmentPerSuite();

  /** A signed-in student with a verified address at state.edu (and custom claims, if any). */
  function student(uid: string, claims: Record<string, unknown> = {}): RulesTestContext {
    return environment().authenticatedContext(uid, { email: `${uid}@state.edu`, email_verified: true, ...claims });
  }

  /** A signed-in account as the token shows it: any address, verified or not. */
  function account(uid: string, email: string, emailVerified = true): RulesTestContext {
    return environment().authenticatedContext(uid, { email, email_verified: emailVerified });
  }

  /** Writes past the rules, as the Cloud Functions (the Admin SDK) do. */
  async function asSystem(write: (firestore: CompatFirestore) => Promise<unknown>): Promise<void> {
    await environment().withSecurityRulesDisabled(async (context) => {
      await write(context.firestore());
    });
  }

  /**
   * A meal day as the functions publish it: slots at these offsets from now, the cut-off `closesIn`
   * from now, and opening `opensIn` from now (a day ago unless told).
   */
  async function publishDay(slotOffsets: readonly number[], closesIn: number, opensIn = -DAY_MS): Promise<Date[]> {
    const now = Date.now();
    const slots = slotOffsets.map((offset) => at(now + offset));
    await asSystem((db) =>
      db
        .doc(`days/${DAY_ID}`)
        .set({ day_id: DAY_ID, slots, opens_at: at(now + opensIn), closes_at: at(now + closesIn) }),
    );
    return slots;
  }

  /**
   * A profile with what matching needs (first name, class level, a meal time, 18 or older confirmed),
   * unless `fields` takes it away.
   */
  async function profileOf(uid: string, fields: Record<string, unknown> = {}): Promise<void> {
    await asSystem((db) =>
      db.doc(`users/${uid}`).set({
        email: `${uid}@state.edu`,
        first_name: uid,
        class_level: "Junior",
        preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
        adult_confirmed_at: at(Date.now() - DAY_MS),
        ...fields,
      }),
    );
  }

  /**
   * A match of `memberIds` (ana and ben unless told) meeting `slotIn` from now, as the functions
   * write it: a lunch for two, or a group dinner's table (`table`), told its names and place
   * `revealIn` from now (already, unless told).
   */
  async function writeMatch(
    slotIn: number,
    members: Record<string, Record<string, unknown>> = {},
    {
      id = MATCH_ID,
      memberIds = ["ana", "ben"],
      table = null,
    }: { id?: string; memberIds?: readonly string[]; table?: { readonly revealIn: number } | null } = {},
  ): Promise<number> {
    const member = (uid: string) => ({
      uid,
      first_name: uid,
      class_level: "Junior",
      major: "History",
      interests: ["Coffee"],
      confirmed_at: null,
      cancelled_at: null,
      cancelled_for_safety: false,
      arrival: null,
      feedback: null,
      ...members[uid],
    });
    const slot = Date.now() + slotIn;
    await asSystem((db) =>
      db.doc(`matches/${id}`).set({
        day_id: DAY_ID,
        kind: table === null ? "lunch-for-two" : "group-dinner",
        school: "state.edu",
        slot: at(slot),
        reveal_at: at(table === null ? Date.now() : Date.now() + table.revealIn),
        place: { id: "hall", name: "Hall", meeting_point: "Doors", address: "Campus" },
        signal: { colour_name: "Sky", colour: "#3a86ff", code_word: "Maple" },
        shared_interests: ["Coffee"],
        member_ids: [...memberIds],
        members: Object.fromEntries(memberIds.map((uid) => [uid, member(uid)])),
        created_at: new Date(),
        origin: "round",
        notices: [],
      }),
    );
    return slot;
  }

  return { environment, student, account, asSystem, publishDay, profileOf, writeMatch };
}
