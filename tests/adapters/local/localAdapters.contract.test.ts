import { FakeLocator } from "../../../adapters/local/FakeLocator";
import { LocalMealSchedule } from "../../../adapters/local/LocalMealSchedule";
import { describeIdentityContract } from "../../contracts/identityContract";
import { describeLocatorContract } from "../../contracts/locatorContract";
import { describeMealScheduleContract } from "../../contracts/mealScheduleContract";
import { describeProfileStoreContract } from "../../contracts/profileStoreContract";
import { createLocalBackend, verifyLatestEmail } from "../../support/localBackend";

describeIdentityContract("LocalIdentity (IndexedDB)", async () => {
  const { identity, mailbox } = createLocalBackend();
  return { identity, verifyEmail: (email) => verifyLatestEmail(mailbox, email) };
});

describeProfileStoreContract("LocalProfileStore (IndexedDB)", async () => {
  const { identity, profileStore } = createLocalBackend();
  const account = await identity.createAccount("ana@state.edu", "correct horse");
  return { store: profileStore, uid: account.uid, email: account.email };
});

describeMealScheduleContract(
  "LocalMealSchedule",
  async (data) => new LocalMealSchedule(data ?? { timeZone: null, dated: [], weekly: [] }),
);

describeLocatorContract("FakeLocator", async (answer) => new FakeLocator(answer));
