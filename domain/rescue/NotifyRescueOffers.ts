import { readProfiles } from "../meetups/readProfiles";
import { notificationPreferencesOf, wantsKind } from "../notifications/NotificationPreferences";
import type { Notifier } from "../notifications/ports/Notifier";
import { deliveryMoment } from "../notifications/quietHours";
import type { ProfileStore } from "../profile/ports/ProfileStore";
import type { MealSchedule } from "../schedule/ports/MealSchedule";
import type { Clock } from "../shared/ports/Clock";
import type { RescueLedger } from "./ports/RescueLedger";
import { isOfferOpen, offerExpiresAt, type RescueOffer } from "./RescueOffer";
import { askedOf, RESCUE_NOTIFICATION_KIND, rescueNotice, rescueTag } from "./rescueNotices";

export interface NotifyRescueOffersPorts {
  readonly rescue: RescueLedger;
  readonly profiles: ProfileStore;
  readonly schedule: MealSchedule;
  readonly notifier: Notifier;
  readonly clock: Clock;
}

/**
 * A rescue offer on the phone (system): an open offer is shown to whoever may accept it (in the kind
 * "seats", outside quiet hours: it is useful only while open), opening the dashboard where "Join"
 * is; once it is no longer open (taken, or lapsed) it is withdrawn. Each step is recorded on the
 * offer before it is sent (`pushState`, one step at a time, atomically), and sent only by the run
 * that moved it: a run again, or two at once, send nothing twice. Run after an offer is
 * written and by the due jobs (an offer lapses without a write).
 */
export class NotifyRescueOffers {
  readonly #ports: NotifyRescueOffersPorts;

  constructor(ports: NotifyRescueOffersPorts) {
    this.#ports = ports;
  }

  async execute(offerId: string): Promise<void> {
    const offer = await this.#ports.rescue.getOffer(offerId);
    if (offer !== null) await this.#settle(offer);
  }

  /** Every offer of a meal day. */
  async executeForDay(dayId: string): Promise<void> {
    for (const offer of await this.#ports.rescue.listOffers(dayId)) await this.#settle(offer);
  }

  async #settle(offer: RescueOffer): Promise<void> {
    const { rescue, notifier, clock } = this.#ports;
    const now = clock.now();
    const open = isOfferOpen(offer, now);
    if (open && offer.pushState === undefined) {
      if (!(await rescue.setPushState(offer.id, "told"))) return;
      const asked = askedOf(offer);
      const [profiles, { timeZone }] = await Promise.all([
        readProfiles(this.#ports.profiles, asked),
        this.#ports.schedule.read(),
      ]);
      for (const uid of asked) {
        const preferences = notificationPreferencesOf(profiles.get(uid) ?? null);
        if (!wantsKind(preferences, RESCUE_NOTIFICATION_KIND)) continue;
        const moment = deliveryMoment(offer.offeredAt, offerExpiresAt(offer), false, preferences.quietHours, timeZone);
        if (moment === null || moment > now) continue;
        await notifier.notify(uid, rescueNotice(offer, uid, timeZone));
      }
    } else if (!open && offer.pushState === "told") {
      if (!(await rescue.setPushState(offer.id, "withdrawn"))) return;
      for (const uid of askedOf(offer)) await notifier.withdraw(uid, rescueTag(offer.id));
    }
  }
}
