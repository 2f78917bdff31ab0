import type { MixerAttendee } from "../matching/icebreakerCircles";
import { pairKey } from "../matching/pairKey";
import type { ReportLedger } from "../meetups/ports/ReportLedger";
import { readProfiles } from "../meetups/readProfiles";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { Clock } from "../shared/ports/Clock";
import { formCircles, seatLatecomers } from "./icebreakerSeating";
import { isCheckedIn } from "./MixerEvent";
import type { MixerLedger } from "./ports/MixerLedger";

export interface SeatCirclesPorts {
  readonly mixers: MixerLedger;
  readonly profiles: ProfileStore;
  readonly reports: ReportLedger;
  readonly clock: Clock;
}

/**
 * The system's icebreaker circles for one school's mixer, between its start and its end: at the
 * first run after the start, everyone checked in is split into circles (once: the event records
 * it); at every run after, whoever checked in since joins one. The due jobs run it at the start,
 * and a check-in after the start runs it at once, so a latecomer gets a circle at the door.
 */
export class SeatCircles {
  readonly #ports: SeatCirclesPorts;

  constructor(ports: SeatCirclesPorts) {
    this.#ports = ports;
  }

  /** Seats whoever is due a circle; answers whether anything changed. */
  async execute(eventId: string): Promise<boolean> {
    const { mixers, profiles, reports, clock } = this.#ports;
    const now = clock.now();
    const before = await mixers.rsvpsOf(eventId);
    const here = before.filter(isCheckedIn).map((rsvp) => rsvp.uid);
    const school = before[0]?.school;
    if (here.length === 0 || school === undefined) {
      // Nobody to seat yet; the circles are still marked formed at the start (a latecomer opens one).
      return this.#change(eventId, new Map(), new Set(), now);
    }
    const [read, filed] = await Promise.all([readProfiles(profiles, here), reports.listForSchool(school)]);
    const attendees = new Map<string, MixerAttendee>();
    for (const [uid, profile] of read) {
      attendees.set(uid, {
        id: uid,
        interests: profile?.preferences?.interests ?? [],
        dietary: profile?.preferences?.dietary ?? [],
        major: profile?.major ?? "",
      });
    }
    // Blocks, reports and "not again": never in one circle.
    const excluded = new Set(filed.map((report) => pairKey(report.reporterUid, report.reportedUid)));
    return this.#change(eventId, attendees, excluded, now);
  }

  async #change(
    eventId: string,
    attendees: ReadonlyMap<string, MixerAttendee>,
    excluded: ReadonlySet<string>,
    now: number,
  ): Promise<boolean> {
    return this.#ports.mixers.change(eventId, "all", ({ event, rsvps }) => {
      if (event === null || now < event.mixer.startsAt || now >= event.mixer.endsAt) {
        return { change: null, answer: false };
      }
      const change =
        event.circlesFormedAt === null
          ? formCircles(event, rsvps, attendees, excluded, now)
          : seatLatecomers(event, rsvps, excluded);
      return { change, answer: change !== null };
    });
  }
}
