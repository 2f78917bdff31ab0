import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { LocalOutcomeCounts } from "../../../adapters/local/LocalOutcomeCounts";
import { LocalRescueLedger } from "../../../adapters/local/LocalRescueLedger";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { describeOutcomeCountsContract } from "../../contracts/outcomeCountsContract";
import { createLocalBackend } from "../../support/localBackend";

describeOutcomeCountsContract("LocalOutcomeCounts (a recount of IndexedDB)", async () => {
  const now = Date.now();
  const backend = createLocalBackend(new Date(now));
  const { clock, identity, profileStore, optInStore, matchStore, reportStore, database } = backend;
  const schedule = new LocalMealSchedule({ timeZone: null, dated: [], weekly: [] });
  return {
    counts: new LocalOutcomeCounts(database, schedule, clock, async () => {}),
    now,
    async account(uid, email, complete) {
      await identity.createAccount(email, "correct horse");
      const profile = defaultProfile(email, now);
      await profileStore.create(
        uid,
        newProfileOf(
          complete
            ? {
                ...profile,
                first_name: "A",
                class_level: "Junior",
                preferences: { interests: [], preferred_meal_times: ["Wed 12:00"] },
              }
            : profile,
        ),
      );
    },
    optIn: (optIn) => optInStore.save(optIn),
    match: (match) => matchStore.add([match]),
    async report(report, reviewedAt) {
      await reportStore.file(report);
      clock.skipTo(reviewedAt);
      await reportStore.resolve(
        report.id,
        { status: "dismissed", at: reviewedAt },
        {
          reportId: report.id,
          at: reviewedAt,
          reviewer: { uid: "tess", email: "tess@strangers.local" },
          action: "dismiss",
          days: null,
          note: "ok",
          subjectUid: report.reportedUid,
        },
      );
    },
    async rescueOffer(offer) {
      const ledger = new LocalRescueLedger(database);
      await ledger.addOffer({ ...offer, takenBy: null, takenAt: null, rescueMatchId: null });
      if (offer.takenBy === null || offer.takenAt === null) return;
      await ledger.take(offer.id, offer.takenBy, offer.takenAt);
      if (offer.rescueMatchId !== null) await ledger.setRescueMatch(offer.id, offer.rescueMatchId);
    },
    async eventually(read, check) {
      check(await read());
    },
  };
});
