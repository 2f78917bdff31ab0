import { beforeEach, describe, expect, it } from "vitest";
import { toOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { fromOutcomeCountsDocument } from "../../adapters/firebase/documents/outcomeCountsDocument";
import { DAY_MS } from "../../domain/shared/time";
import { AdminOptInLedger } from "../../functions/src/adapters/AdminOptInLedger";
import { adminFirestore } from "../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../functions/src/adapters/adminTimeCodec";
import { moveOptInsUnderSchools } from "../../functions/src/moveOptInsCommand";
import { countOptInChange } from "../../functions/src/outcomeCounts";
import { PROJECT_ID, resetEmulators } from "../adapters/firebase/support/emulators";
import { anOptIn, DAY_ID, dayIdOf, SLOT } from "../support/meetupFixtures";

/**
 * The opt-ins written before they were kept under their school (`days/{dayId}/opt_ins/{uid}`):
 * `npm run ops:move-opt-ins` moves each to `days/{dayId}/schools/{school}/opt_ins/{uid}`, on the
 * emulators, leaving the outcomes' counts as they were.
 */

const admin = adminFirestore(PROJECT_ID);
const LATER_SLOT = SLOT + 7 * DAY_MS;
const LATER_DAY = dayIdOf(LATER_SLOT);

/** An opt-in as the app wrote it before the move, counted then as its trigger counted it. */
async function writtenBefore(uid: string, school: string, slot = SLOT) {
  const dayId = dayIdOf(slot);
  const optIn = anOptIn(uid, { dayId, school, slots: [slot], updatedAt: slot - 2 * DAY_MS });
  const document = toOptInDocument(optIn, ADMIN_TIME_CODEC);
  await admin.doc(`days/${dayId}/opt_ins/${uid}`).set(document);
  await countOptInChange(admin, undefined, document);
  return optIn;
}

const counts = async () =>
  (await admin.collection("outcome_counts").get()).docs
    .map((doc) => fromOutcomeCountsDocument(doc.data()))
    .sort((a, b) => a.school.localeCompare(b.school) || a.week.localeCompare(b.week));

beforeEach(resetEmulators);

describe("npm run ops:move-opt-ins", () => {
  it("moves each opt-in under its school, every day's; the round, the export and the counts read them there", async () => {
    const ana = await writtenBefore("ana", "state.edu");
    const eve = await writtenBefore("eve", "other.edu");
    const later = await writtenBefore("ana", "state.edu", LATER_SLOT);
    const before = await counts();
    expect(before.length).toBeGreaterThan(0);

    expect(await moveOptInsUnderSchools(admin)).toBe(3);

    expect((await admin.collection(`days/${DAY_ID}/opt_ins`).get()).size).toBe(0);
    expect((await admin.collection(`days/${LATER_DAY}/opt_ins`).get()).size).toBe(0);
    const ledger = new AdminOptInLedger(admin);
    expect(await ledger.schoolsForDay(DAY_ID)).toEqual(["other.edu", "state.edu"]);
    expect(await ledger.listForSchool(DAY_ID, "state.edu")).toEqual([ana]);
    expect(await ledger.listForSchool(DAY_ID, "other.edu")).toEqual([eve]);
    expect([...(await ledger.listFor("ana"))].sort((a, b) => a.dayId.localeCompare(b.dayId))).toEqual([ana, later]);
    // The old one's share taken out here, the new one's added by its trigger: as they were.
    await expect.poll(counts, { timeout: 60_000 }).toEqual(before);

    expect(await moveOptInsUnderSchools(admin)).toBe(0);
  }, 120_000);

  it("keeps an opt-in the student wrote again at its new place since the deploy, and removes the old one", async () => {
    await writtenBefore("ana", "state.edu");
    const since = anOptIn("ana", { dayId: DAY_ID, slots: [SLOT], waitlistSlots: [SLOT], updatedAt: SLOT - DAY_MS });
    await new AdminOptInLedger(admin).save(since);

    expect(await moveOptInsUnderSchools(admin)).toBe(1);

    expect(await new AdminOptInLedger(admin).listFor("ana")).toEqual([since]);
  });
});
