import { beforeAll } from "vitest";
import { functionsBaseUrl } from "../../../adapters/firebase/callFunction";
import { mixerRsvpPath } from "../../../adapters/firebase/documents/firestoreLayout";
import { FirebaseMixerDesk } from "../../../adapters/firebase/FirebaseMixerDesk";
import { mixerIdOf } from "../../../domain/mixers/Mixer";
import { MINUTE_MS } from "../../../domain/shared/time";
import { AdminMixerLedger } from "../../../functions/src/adapters/AdminMixerLedger";
import { adminFirestore } from "../../../functions/src/adapters/adminApp";
import { ADMIN_TIME_CODEC } from "../../../functions/src/adapters/adminTimeCodec";
import { describeMixerDeskContract } from "../../contracts/mixerDeskContract";
import { idTokenWithClaims } from "../../functions/support/functionsEmulator";
import { createTestSettings, PROJECT_ID, resetEmulators } from "./support/emulators";

/** The Mixers section on Firebase: the callable `mixersOverview` on the Functions emulator, over the Admin SDK's ledger. */

const admin = adminFirestore(PROJECT_ID);

beforeAll(resetEmulators);

describeMixerDeskContract("FirebaseMixerDesk (the callable mixersOverview)", async () => {
  await resetEmulators();
  // Ten minutes from now (a whole minute): its check-in is open by the real time the callable runs at.
  const startsAt = Math.ceil((Date.now() + 10 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  const mixer = { title: "Thursday night mixer", duration_minutes: 120, capacity: 40 };
  await admin.doc("meal_schedule/weekly").set({ time_zone: "UTC", weekly: [] });
  await admin.doc("meal_times/mixer").set({ starts_at: ADMIN_TIME_CODEC.fromMillis(startsAt), kind: "mixer", mixer });
  let token = await idTokenWithClaims("olga", { operator: true }, { email: "olga@strangers.test" });
  const student = await idTokenWithClaims("ana", {});
  return {
    desk: new FirebaseMixerDesk({ idToken: async () => token }, functionsBaseUrl(createTestSettings())),
    ledger: new AdminMixerLedger(admin),
    mixer: {
      id: mixerIdOf(startsAt, "UTC"),
      title: mixer.title,
      startsAt,
      endsAt: startsAt + mixer.duration_minutes * MINUTE_MS,
      capacity: mixer.capacity,
    },
    // The field a student's app writes at the door (who may write it: the mixers' rules tests).
    checkIn: async (eventId, uid) => {
      await admin.doc(mixerRsvpPath(eventId, uid)).update({ checked_in_at: ADMIN_TIME_CODEC.fromMillis(Date.now()) });
    },
    loseOperator: async () => {
      token = student;
    },
  };
});
