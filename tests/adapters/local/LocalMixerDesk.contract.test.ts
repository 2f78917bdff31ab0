import { DEMO_OPERATOR } from "../../../domain/devtools/demoOperator";
import { MINUTE_MS } from "../../../domain/shared/time";
import { describeMixerDeskContract } from "../../contracts/mixerDeskContract";
import { MIXER_ENDS_AT, MIXER_ID, MIXER_STARTS_AT, MIXER_TITLE, mixerTestWorld } from "../../support/mixerTestWorld";

describeMixerDeskContract("LocalMixerDesk (this browser's mixers)", async () => {
  const { backend } = mixerTestWorld({ capacity: 40 });
  backend.clock.skipTo(MIXER_STARTS_AT - 10 * MINUTE_MS);
  const { operatorDesk, mixerDesk } = backend.operations;
  await operatorDesk.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return {
    desk: mixerDesk,
    ledger: backend.mixerLedger,
    mixer: { id: MIXER_ID, title: MIXER_TITLE, startsAt: MIXER_STARTS_AT, endsAt: MIXER_ENDS_AT, capacity: 40 },
    checkIn: (eventId, uid) => backend.mixers.checkIn(eventId, uid),
    loseOperator: () => operatorDesk.signOut(),
  };
});
