import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { fromMatchDocument } from "../../adapters/firebase/documents/matchDocument";
import { fromOptInDocument } from "../../adapters/firebase/documents/optInDocument";
import { outcomeCountsPath, toOutcomeCountsIncrements } from "../../adapters/firebase/documents/outcomeCountsDocument";
import { fromReviewedReportDocument } from "../../adapters/firebase/documents/reportDocument";
import type { Match } from "../../domain/meetups/Match";
import type { OptIn } from "../../domain/meetups/OptIn";
import { type CountsAt, countsChange } from "../../domain/operations/outcomeCounts";
import {
  accountShare,
  matchShare,
  optInShare,
  profileShare,
  reportShare,
  studentShare,
} from "../../domain/operations/outcomeShares";
import { readStoredProfile } from "../../domain/profile/storedProfile";
import type { EpochMillis } from "../../domain/shared/EpochMillis";
import { AdminMatchLedger } from "./adapters/AdminMatchLedger";
import { AdminMealSchedule } from "./adapters/AdminMealSchedule";
import { AdminOptInLedger } from "./adapters/AdminOptInLedger";
import { profileFromDocument } from "./adapters/AdminProfileStore";
import { ADMIN_TIME_CODEC } from "./adapters/adminTimeCodec";

/**
 * The outcomes kept as the lifecycle happens (`outcome_counts/{school}_{week}`): each trigger
 * takes a document's share of the counts before and after its change (the domain's definitions,
 * domain/operations/outcomeShares.ts) and adds the difference with `FieldValue.increment`, so the
 * console reads one document per school-week and never a match. A recount of the documents with
 * the same rules (recountOutcomes) gives the same numbers (tests/functions/outcomeCounts.test.ts).
 *
 * A student's own share (the week of their latest match, and the weeks they came back) is taken
 * over their own matches and opt-ins: a few documents per student, read when one of them changes.
 */

type Data = Record<string, unknown> | undefined;

/** Adds what changed between the shares before and after to the aggregates. */
async function apply(firestore: Firestore, before: readonly CountsAt[], after: readonly CountsAt[]): Promise<void> {
  const changes = countsChange(before, after);
  await Promise.all(
    changes.map((change) =>
      firestore.doc(outcomeCountsPath(change.school, change.week)).set(
        toOutcomeCountsIncrements(change, (n) => FieldValue.increment(n)),
        { merge: true },
      ),
    ),
  );
}

const timeZoneOf = async (firestore: Firestore) => (await new AdminMealSchedule(firestore).read()).timeZone;

/** A student's share with one of their documents as it was before the change, and as it is after. */
async function studentShares(
  firestore: Firestore,
  uid: string,
  replace: {
    readonly matches?: (list: Match[]) => [Match[], Match[]];
    readonly optIns?: (list: OptIn[]) => [OptIn[], OptIn[]];
  },
): Promise<[CountsAt[], CountsAt[]]> {
  const matches = [...(await new AdminMatchLedger(firestore).listFor(uid))];
  const optIns = [...(await new AdminOptInLedger(firestore).listFor(uid))];
  const [matchesBefore, matchesAfter] = replace.matches?.(matches) ?? [matches, matches];
  const [optInsBefore, optInsAfter] = replace.optIns?.(optIns) ?? [optIns, optIns];
  return [studentShare(uid, matchesBefore, optInsBefore), studentShare(uid, matchesAfter, optInsAfter)];
}

/** `list` with the document `id` as it was (`before`) and as it is (`after`): absent where null. */
function withAndWithout<T>(
  list: readonly T[],
  same: (item: T) => boolean,
  before: T | null,
  after: T | null,
): [T[], T[]] {
  const others = list.filter((item) => !same(item));
  return [before === null ? others : [...others, before], after === null ? others : [...others, after]];
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
  const sharesBefore: CountsAt[] = before === null ? [] : matchShare(before, now);
  const sharesAfter: CountsAt[] = after === null ? [] : matchShare(after, now);
  const members = new Set([...(before?.memberIds ?? []), ...(after?.memberIds ?? [])]);
  for (const uid of members) {
    const [studentBefore, studentAfter] = await studentShares(firestore, uid, {
      matches: (list) => withAndWithout(list, (match) => match.id === matchId, before, after),
    });
    sharesBefore.push(...studentBefore);
    sharesAfter.push(...studentAfter);
  }
  await apply(firestore, sharesBefore, sharesAfter);
}

export async function countOptInChange(firestore: Firestore, beforeData: Data, afterData: Data): Promise<void> {
  const read = (data: Data) => (data === undefined ? null : fromOptInDocument(data, ADMIN_TIME_CODEC));
  const before = read(beforeData);
  const after = read(afterData);
  const optIn = after ?? before;
  if (optIn === null) return;
  const [studentBefore, studentAfter] = await studentShares(firestore, optIn.uid, {
    optIns: (list) => withAndWithout(list, (item) => item.dayId === optIn.dayId, before, after),
  });
  await apply(
    firestore,
    [...(before === null ? [] : optInShare(before)), ...studentBefore],
    [...(after === null ? [] : optInShare(after)), ...studentAfter],
  );
}

/**
 * A profile written: most writes (the last time active, an edit) change nothing the outcomes count,
 * and end here before any read; the time zone is read only for a change that counts.
 */
export async function countProfileChange(firestore: Firestore, beforeData: Data, afterData: Data): Promise<void> {
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
    data === undefined ? [] : reportShare(fromReviewedReportDocument(reportId, data, ADMIN_TIME_CODEC), timeZone);
  if (countsChange(share(beforeData, "UTC"), share(afterData, "UTC")).length === 0) return;
  const timeZone = await timeZoneOf(firestore);
  await apply(firestore, share(beforeData, timeZone), share(afterData, timeZone));
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
