import { describe, expect, it } from "vitest";
import { createLocalBackend } from "../../support/localBackend";

describe("LocalMailbox", () => {
  it("lists the newest email first", async () => {
    const { identity, mailbox, clock } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    await identity.sendVerificationEmail("http://localhost/");
    clock.advanceBy(60_000);
    await identity.sendVerificationEmail("http://localhost/");
    const [newest, oldest] = await mailbox.list();
    expect(newest?.sentAt).toBeGreaterThan(oldest?.sentAt ?? Number.POSITIVE_INFINITY);
  });

  it("verifies the address an email's code was sent to", async () => {
    const { identity, mailbox } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    await identity.sendVerificationEmail("http://localhost/");
    const [email] = await mailbox.list();
    expect(await mailbox.verify(email?.verificationCode ?? "")).toBe(true);
    expect((await identity.reloadCurrentUser())?.emailVerified).toBe(true);
  });

  it("refuses a code it never sent", async () => {
    const { identity, mailbox } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    expect(await mailbox.verify("made-up")).toBe(false);
    expect((await identity.reloadCurrentUser())?.emailVerified).toBe(false);
  });
});
