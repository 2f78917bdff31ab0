import { LocalRescueDesk } from "../../adapters/local/LocalRescueDesk";
import { LocalRescueLedger } from "../../adapters/local/LocalRescueLedger";
import { OfferRescues } from "../../domain/rescue/OfferRescues";
import { type MeetupWorld, meetupWorld, type Student } from "./meetupWorld";

/** The meetup world with the same-day rescue's system side on its backend (as LocalBackoffice runs it). */
export function rescueWorld(world: MeetupWorld = meetupWorld()) {
  const { backend } = world;
  const ledger = new LocalRescueLedger(backend.database);
  const ports = { ...backend.system, rescue: ledger, notifier: backend.pushNotifications };
  const desk = new LocalRescueDesk(ports);
  return {
    world,
    ledger,
    desk,
    offerRescues: new OfferRescues(ports),
    /** A student as the desk knows them: their uid and address. */
    subject: (student: Student) => ({ uid: student.uid, email: student.user.email }),
  };
}
