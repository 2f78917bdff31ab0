import { doc, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmulatorMailbox } from "../../../adapters/firebase/EmulatorMailbox";
import { FirebaseIdentity } from "../../../adapters/firebase/FirebaseIdentity";
import { createTestSettings, deleteTestApps, resetEmulators, startTestFirebase } from "./support/emulators";
import { rulesEnvironmentPerSuite } from "./support/rulesEnvironment";

beforeAll(resetEmulators); // the Auth emulator's accounts and their verification codes
const rulesEnvironment = rulesEnvironmentPerSuite();

afterAll(deleteTestApps);

const mailbox = () => {
  const { webConfig, emulators } = createTestSettings();
  if (emulators === null) throw new Error("The test settings name the emulators");
  return new EmulatorMailbox(webConfig, emulators);
};

describe("EmulatorMailbox (/dev/mailbox in a build on the emulators)", () => {
  it("lists what the functions wrote to `mail` (which no browser may read) and the verification emails", async () => {
    await rulesEnvironment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "mail/m1"), {
        to: "ben@state.edu",
        message: { subject: "You're matched", text: "Meet Ana on Friday.", html: "<p>Meet Ana on Friday.</p>" },
      });
    });
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    await identity.createAccount("ana@state.edu", "correct horse battery");
    await identity.sendVerificationEmail("http://localhost:5173/");

    const emails = await mailbox().list();
    expect(emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: "m1",
          to: "ben@state.edu",
          subject: "You're matched",
          text: "Meet Ana on Friday.",
        }),
        expect.objectContaining({ to: "ana@state.edu", verificationCode: expect.any(String) }),
      ]),
    );
  });

  it("follows a verification link: the address is verified; an unknown code is refused", async () => {
    const identity = new FirebaseIdentity(startTestFirebase().auth);
    await identity.createAccount("cy@state.edu", "correct horse battery");
    await identity.sendVerificationEmail("http://localhost:5173/");
    const sent = (await mailbox().list()).find((email) => email.to === "cy@state.edu");
    expect(await mailbox().verify("made-up")).toBe(false);
    expect(await mailbox().verify(sent?.verificationCode ?? "")).toBe(true);
    expect((await identity.reloadCurrentUser())?.emailVerified).toBe(true);
  });
});
