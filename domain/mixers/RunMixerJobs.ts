import { readProfiles } from "../meetups/readProfiles";
import { MIXER_MAX_DURATION_MINUTES } from "../schedule/mealKinds";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Mailer } from "../shared/ports/Mailer";
import { MINUTE_MS } from "../shared/time";
import { mixersBetween } from "./Mixer";
import type { MixerEvent } from "./MixerEvent";
import { mixerReminderEmail } from "./mixerEmails";
import { MIXER_REMINDER_BEFORE_START_MS } from "./mixerRules";
import { SeatCircles, type SeatCirclesPorts } from "./SeatCircles";

export interface RunMixerJobsPorts extends SeatCirclesPorts {
  readonly schedule: MealSchedule;
  readonly mailer: Mailer;
}

/** A mixer's events (one per school) are read this many at a time. */
export const MIXER_EVENTS_PAGE_SIZE = 50;

/** The notice on an event whose reminder was sent. */
export const REMINDER_NOTICE = "reminder";

/**
 * The system's timed work for mixers, each job once whenever it runs: the reminder to everyone
 * going, two hours before the start; the icebreaker circles from the start until the end (formed
 * once, then latecomers seated). The functions run it every minute; offline, whichever tab shows
 * the mixers does. A mixer's events (one per school) are read a page at a time.
 */
export class RunMixerJobs {
  readonly #ports: RunMixerJobsPorts;
  readonly #circles: SeatCircles;

  constructor(ports: RunMixerJobsPorts) {
    this.#ports = ports;
    this.#circles = new SeatCircles(ports);
  }

  async execute(): Promise<void> {
    const { schedule, mixers, clock } = this.#ports;
    const now = clock.now();
    const calendar = await schedule.read();
    const due = mixersBetween(
      calendar,
      now - MIXER_MAX_DURATION_MINUTES * MINUTE_MS,
      now + MIXER_REMINDER_BEFORE_START_MS + 1,
    );
    for (const mixer of due) {
      let afterId: string | null = null;
      for (;;) {
        const page = await mixers.eventsOf(mixer.id, MIXER_EVENTS_PAGE_SIZE, afterId);
        for (const event of page) {
          if (now >= mixer.startsAt - MIXER_REMINDER_BEFORE_START_MS && now < mixer.startsAt) {
            await this.#remind(event, calendar.timeZone);
          }
          if (now >= mixer.startsAt && now < mixer.endsAt) await this.#circles.execute(event.id);
        }
        afterId = page.at(-1)?.id ?? null;
        if (page.length < MIXER_EVENTS_PAGE_SIZE || afterId === null) break;
      }
    }
  }

  /** Marked first, in one change: a run that fails half-way sends too few reminders rather than one twice. */
  async #remind(event: MixerEvent, timeZone: string | null): Promise<void> {
    if (event.notices.includes(REMINDER_NOTICE)) return;
    const going = await this.#ports.mixers.change(event.id, "all", ({ event: current, rsvps }) => {
      if (current === null || current.notices.includes(REMINDER_NOTICE))
        return { change: null, answer: [] as string[] };
      return {
        change: { event: { ...current, notices: [...current.notices, REMINDER_NOTICE] }, rsvps: [] },
        answer: rsvps.filter((rsvp) => rsvp.status === "going").map((rsvp) => rsvp.uid),
      };
    });
    const profiles = await readProfiles(this.#ports.profiles, going);
    for (const uid of going) {
      const to = profiles.get(uid)?.email;
      if (to !== undefined && to !== "") await this.#ports.mailer.send(mixerReminderEmail(to, event, timeZone));
    }
  }
}
