import { HttpsError } from "firebase-functions/v2/https";
import { MixerSpots } from "../../domain/mixers/MixerSpots";
import { MixerError } from "../../domain/mixers/mixerErrors";
import { RunMixerJobs } from "../../domain/mixers/RunMixerJobs";
import { SeatCircles } from "../../domain/mixers/SeatCircles";
import { type MixerSummary, mixersOverview } from "../../domain/operations/mixersOverview";
import { AdminMixerLedger } from "./adapters/AdminMixerLedger";
import { type SystemContext, systemPorts } from "./system";

/**
 * The mixers' system side on the Admin SDK: the RSVP desk (the callables rsvpToMixer and
 * cancelMixerRsvp), the circles after a check-in, and the timed work (mixerJobs), on the same
 * domain code as the offline backend (domain/mixers).
 */
export function mixerSystem(context: SystemContext) {
  const ports = { ...systemPorts(context), mixers: new AdminMixerLedger(context.firestore) };
  return {
    spots: new MixerSpots(ports),
    circles: new SeatCircles(ports),
    jobs: new RunMixerJobs(ports),
  };
}

/** The console's Mixers: the mixers around now, each by school (operators only; reads bounded by the days shown). */
export async function mixersAround(context: SystemContext): Promise<MixerSummary[]> {
  const ports = systemPorts(context);
  return mixersOverview(await ports.schedule.read(), new AdminMixerLedger(context.firestore), context.now);
}

/** `{ mixerId }` as a student's app sends it: a mixer's id (its date and time), one path segment. */
export function readMixerId(data: unknown): string {
  const mixerId = typeof data === "object" && data !== null ? (data as { mixerId?: unknown }).mixerId : undefined;
  if (typeof mixerId !== "string" || !/^\d{4}-\d{2}-\d{2}-mixer-\d{4}$/.test(mixerId)) {
    throw new HttpsError("invalid-argument", "mixerId is a mixer's id, e.g. 2026-12-03-mixer-1900");
  }
  return mixerId;
}

/** A refusal of the domain's, as the app reads it: its reason in `details.reason`. */
export async function withMixerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MixerError)) throw error;
    const code = error.reason === "not-found" ? "not-found" : "failed-precondition";
    throw new HttpsError(code, error.message, { reason: error.reason });
  }
}
