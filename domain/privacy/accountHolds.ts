import type { AccountRecords } from "../account/ports/AccountRecords";
import { normalizeEmail } from "../account/schoolEmail";
import type { ReportRecords } from "../meetups/ports/ReportRecords";
import { type SafetyReport, safetyReportId } from "../meetups/Report";
import type { ProfileRecords } from "../profile/ports/ProfileRecords";
import type { DataSubject } from "../shared/DataSubject";
import type { EpochMillis } from "../shared/EpochMillis";
import type { Clock } from "../shared/ports/Clock";
import type { ErasureHold } from "./PersonalDataPart";
import type { AccountHolds } from "./ports/AccountHolds";
import type { AddressKeys } from "./ports/AddressKeys";
import { ACCOUNT_HOLD_MS } from "./privacyRules";

/** What a hold is made of and moved with: the system's stores of holds, profiles and reports. */
export interface AccountHoldPorts {
  readonly holds: AccountHolds;
  readonly keys: AddressKeys;
  readonly profiles: ProfileRecords;
  readonly reports: ReportRecords;
}

/** The id the reports about a held account name in place of its uid (no account's: uids have no "held_"). */
export const heldUid = (key: string): string => `held_${key}`;

/** The key of an address, whatever its case and spaces. */
export const addressKeyOf = (keys: AddressKeys, email: string): Promise<string> => keys.keyOf(normalizeEmail(email));

const readReason = (reason: unknown): string | null => (typeof reason === "string" ? reason : null);

/** What was filed, without what the system or the team added (as `move` takes it). */
function filed(report: SafetyReport): SafetyReport {
  const { id, kind, reporterUid, reportedUid, school, matchId, reason, details, messageIds, createdAt } = report;
  return { id, kind, reporterUid, reportedUid, school, matchId, reason, details, messageIds, createdAt };
}

/** The report about `uid` filed again about `to`: its id follows (safetyReportId). */
function reassigned(report: SafetyReport, to: string): SafetyReport {
  const moved = { ...filed(report), reportedUid: to };
  return { ...moved, id: safetyReportId(moved) };
}

/**
 * The first step of an erasure (ErasePersonalData): when the account is suspended now, or others
 * filed blocks, reports or "not again" about it, a hold is kept under the key of its address: its
 * suspension, if any, and until when it is kept (the later of ACCOUNT_HOLD_MS after now and the
 * suspension's end; a hold already there is extended, never shortened). Answers what the reports
 * about the student then name in place of their uid, and until when (reportsData keeps them so),
 * or null when nothing is held (nothing against the account, or no address to key).
 */
export async function holdOnErasure(
  ports: AccountHoldPorts,
  { uid, email }: DataSubject,
  now: EpochMillis,
): Promise<ErasureHold | null> {
  const { holds, keys, profiles, reports } = ports;
  if (email.trim() === "") return null;
  const profile = await profiles.read(uid);
  const until = profile?.suspended_until ?? null;
  const suspendedUntil = typeof until === "number" && until > now ? until : null;
  const against = (await reports.involving(uid)).some(
    (report) => report.reportedUid === uid && report.reporterUid !== uid,
  );
  if (suspendedUntil === null && !against) return null;
  const key = await addressKeyOf(keys, email);
  const before = await holds.read(key);
  const suspension =
    suspendedUntil !== null && (before?.suspendedUntil ?? 0) < suspendedUntil
      ? { suspendedUntil, suspensionReason: readReason(profile?.suspension_reason) }
      : { suspendedUntil: before?.suspendedUntil ?? null, suspensionReason: before?.suspensionReason ?? null };
  const keptUntil = Math.max(now + ACCOUNT_HOLD_MS, suspension.suspendedUntil ?? 0, before?.keptUntil ?? 0);
  await holds.put({ key, ...suspension, heldAt: now, keptUntil });
  return { as: heldUid(key), keptUntil };
}

/**
 * An account's profile was just created (system: the functions' trigger on `users/{uid}`, the offline
 * backend's store as it writes one): when a hold is kept for its address, the account inherits it.
 * A suspension still ahead holds again (`suspend`, with its reason), and the blocks, reports and
 * "not again" kept under the hold are filed again about the new account, ordinary ones again (no
 * retention): its matching excludes those pairs as before. The hold then goes. Answers whether one
 * was inherited. A hold made after the profile was created is left be: it is that account's own (a
 * reaction to the creation that runs late, during the account's deletion, must not undo it).
 */
export class InheritAccountHold {
  readonly #ports: AccountHoldPorts & { readonly accounts: AccountRecords; readonly clock: Clock };

  constructor(ports: AccountHoldPorts & { readonly accounts: AccountRecords; readonly clock: Clock }) {
    this.#ports = ports;
  }

  /** `createdAt`: when the profile was created (a hold made after it is this account's own, kept at its deletion). */
  async execute(uid: string, createdAt: EpochMillis): Promise<boolean> {
    const { holds, keys, profiles, reports, accounts, clock } = this.#ports;
    const email = await accounts.emailOf(uid);
    if (email === null || email.trim() === "") return false;
    const key = await addressKeyOf(keys, email);
    const hold = await holds.read(key);
    if (hold === null || hold.heldAt > createdAt) return false;
    if (hold.suspendedUntil !== null && hold.suspendedUntil > clock.now()) {
      await profiles.suspend(uid, hold.suspendedUntil, hold.suspensionReason ?? "other");
    }
    for (const report of await reports.involving(heldUid(key))) {
      if (report.reportedUid !== heldUid(key)) continue;
      await reports.move(report.id, reassigned(report, uid), null);
    }
    await holds.remove(key);
    return true;
  }
}
