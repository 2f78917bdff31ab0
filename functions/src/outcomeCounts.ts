import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, profilePath } from "../../adapters/firebase/documents/firestoreLayout";
import { fromMatchDocument } from "../../adapters/firebase/documents/matchDocument";
import { fromOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import {
  fromOutcomeShareDocument,
  OUTCOME_SHARE_FIELD,
  outcomeCountsPath,
  toAllSchoolsIncrements,
  toOutcomeCountsIncrements,
  toOutcomeShareDocument,
} from "../../adapters/firebase/documents/outcomeCountsDocument";
import { fromReportProgressDocument } from "../../adapters/firebase/documents/reportDocument";
import { fromRescueOfferDocument } from "../../adapters/firebase/documents/rescueDocuments";
import { isFormerMember } from "../../domain/meetups/formerMember";
import { ALL_SCHOOLS, sumAllSchools } from "../../domain/operations/allSchoolsOutcomes";
import { type CountsAt, countsChange, type WeeklyOutcomes } from "../../domain/operations/outcomeCounts";
import {
  accountShare,
  matchShare,
  optInShare,
  profileShare,
  reportShare,
  rescueOfferShare,
  studentShare,
  studentShareFacts,
} from "../../domain/operations/outcomeShares";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { profileFromDocument } from "./adapters/AdminProfileStore";
import { ADMIN_TIME_CODEC } from "./adapters/adminTimeCodec";

/**
 * The outcomes kept as the lifecycle happens (`outcome_counts/{school}_{week}`): each trigger
 * takes a document's share of the counts before and after its change (the domain's definitions,
 * domain/operations/outcomeShares.ts) and adds the difference with `FieldValue.increment`, to the
 * school-week's document and in the same write to the week's all-schools one, so the console opens
 * on one document a week and never reads a match. A recount of the documents with
 * the same rules (recountOutcomes) gives the same numbers (tests/functions/outcomeCounts.test.ts).
 *
 * A student's own share (the week of their latest match, and the weeks they came back) is taken
 * over their own matches and opt-ins, a few documents per student, under a transaction on their
 * profile (countStudent).
 */

type Data = Record<string, unknown> | undefined;

/** A merge write of a batch or a transaction. */
type MergeWrite = (path: string, fields: Record<string, unknown>) => void;

/**
 * Adds changes to their school-weeks' documents and, in the same batch or transaction, to their
 * weeks' all-schools documents (`outcome_counts/all_{week}`), so that both always agree.
 */
function addChanges(set: MergeWrite, changes: readonly WeeklyOutcomes[]): void {
  const increment = (n: number) => FieldValue.increment(n);
  for (const change of changes)
    set(outcomeCountsPath(change.school, change.week), toOutcomeCountsIncrements(change, increment));
  for (const week of sumAllSchools(changes))
    set(outcomeCountsPath(ALL_SCHOOLS, week.week), toAllSchoolsIncrements(week, increment));
}

/** Adds what changed between the shares before and after to the aggregates, in one batch. */
async function apply(firestore: Firestore, before: readonly CountsAt[], after: readonly CountsAt[]): Promise<void> {
  const changes = countsChange(before, after);
  if (changes.length === 0) return;
  const batch = firestore.batch();
  addChanges((path, fields) => batch.set(firestore.doc(path), fields, { merge: true }), changes);
  await batch.commit();
}

const timeZoneOf = async (firestore: Firestore) => (await new AdminMealSchedule(firestore).read()).timeZone;

/**
 * Brings a student's own share up to date, in one transaction on their profile (the share last
 * added, `outcome_share`) around a read of their matches and opt-ins: the change since the share last
 * added goes to the aggregates, and the new share to the profile. Two changes of one student's
 * documents at once (an answer after a meal and the next opt-in) cannot both count what each sees
 * of the other: the second transaction finds the first's share. Nothing for a former member (an
 * erased account) nor a student without a profile.
 */
export async function countStudent(firestore: Firestore, uid: string): Promise<void> {
  if (isFormerMember({ uid })) return;
  await firestore.runTransaction(async (transaction) => {
    const profile = await transaction.get(firestore.doc(profilePath(uid)));
    if (!profile.exists) return;
    // Read outside the transaction: a query inside one locks every document it returns (the emulator
    // locks the whole range), and the lifecycle's own transactions on those matches then time out. The
    // profile read above serialises the student's counts: a transaction that commits after another
    // has read the profile after that one's commit, and so queries what its trigger's write left.
    const [matches, optIns] = await Promise.all([
      firestore.collection(COLLECTIONS.matches).where("member_ids", "array-contains", uid).get(),
      firestore.collectionGroup(COLLECTIONS.optIns).where("uid", "==", uid).get(),
    ]);
    const current = studentShare(
      uid,
      matches.docs.map((doc) => fromMatchDocument(doc.id, doc.data(), ADMIN_TIME_CODEC)),
      optIns.docs.map((doc) => fromOptInDocument(doc.data(), ADMIN_TIME_CODEC)),
    );
    const added = fromOutcomeShareDocument(profile.get(OUTCOME_SHARE_FIELD));
    const changes = countsChange(added, current);
    if (changes.length === 0) return;
    addChanges((path, fields) => transaction.set(firestore.doc(path), fields, { merge: true }), changes);
    transaction.update(profile.ref, { [OUTCOME_SHARE_FIELD]: toOutcomeShareDocument(current) });
  });
}

export async function countMatchChange(
  firestore: Firestore,
  matchId: string,
  beforeData: Data,
  afterData: Data,
  now: EpochMillis,
): Promise<void> {
  const read = (data: Data) => (data === undefined ? null : fromMatchDocument(matchId, data, ADMIN_TIME_CODEC));
  const before = read(beforeData);
  const after = read(afterData);
  await apply(firestore, before === null ? [] : matchShare(before, now), after === null ? [] : matchShare(after, now));
  if (studentShareFacts(before) === studentShareFacts(after)) return;
  const members = new Set([...(before?.memberIds ?? []), ...(after?.memberIds ?? [])]);
  for (const uid of members) await countStudent(firestore, uid);
}

export async function countOptInChange(firestore: Firestore, beforeData: Data, afterData: Data): Promise<void> {
  const read = (data: Data) => (data === undefined ? null : fromOptInDocument(data, ADMIN_TIME_CODEC));
  const before = read(beforeData);
  const after = read(afterData);
  const optIn = after ?? before;
  if (optIn === null) return;
  await apply(firestore, before === null ? [] : optInShare(before), after === null ? [] : optInShare(after));
  await countStudent(firestore, optIn.uid);
}

/**
 * A profile written: most writes (the last time active, an edit) change nothing the outcomes count,
 * and end here before any read; the time zone is read only for a change that counts.
 */
export async function countProfileChange(firestore: Firestore, beforeData: Data, afterData: Data): Promise<void> {
  // A profile deleted (an erasure) takes the student's own share out with it.
  if (beforeData !== undefined && afterData === undefined)
    await apply(firestore, fromOutcomeShareDocument(beforeData[OUTCOME_SHARE_FIELD]), []);
  const share = (data: Data, timeZone: string | null) =>
    data === undefined ? [] : profileShare(readStoredProfile(profileFromDocument(data)), timeZone);
  if (countsChange(share(beforeData, "UTC"), share(afterData, "UTC")).length === 0) return;
  const timeZone = await timeZoneOf(firestore);
  await apply(firestore, share(beforeData, timeZone), share(afterData, timeZone));
}

export async function countReportChange(
  firestore: Firestore,
  reportId: string,
  beforeData: Data,
  afterData: Data,
): Promise<void> {
  const share = (data: Data, timeZone: string | null) =>
    data === undefined ? [] : reportShare(fromReportProgressDocument(reportId, data, ADMIN_TIME_CODEC), timeZone);
  if (countsChange(share(beforeData, "UTC"), share(afterData, "UTC")).length === 0) return;
  const timeZone = await timeZoneOf(firestore);
  await apply(firestore, share(beforeData, timeZone), share(afterData, timeZone));
}

/** A rescue offered, taken, or removed with an erased student's records. */
export async function countRescueOfferChange(
  firestore: Firestore,
  offerId: string,
  beforeData: Data,
  afterData: Data,
): Promise<void> {
  const share = (data: Data) =>
    data === undefined ? [] : rescueOfferShare(fromRescueOfferDocument(offerId, data, ADMIN_TIME_CODEC));
  await apply(firestore, share(beforeData), share(afterData));
}

/** An account created (+1) or deleted (-1), in the week it was created. */
export async function countAccount(
  firestore: Firestore,
  account: { readonly email: string; readonly createdAt: EpochMillis },
  sign: 1 | -1,
): Promise<void> {
  const shares = accountShare(account, await timeZoneOf(firestore));
  await (sign === 1 ? apply(firestore, [], shares) : apply(firestore, shares, []));
}
