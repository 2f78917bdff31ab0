import { describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../adapters/local/ManualClock";
import { MemorySessionStorage } from "../../../adapters/local/MemorySessionStorage";
import { ConfirmSignIn } from "../../../domain/session/ConfirmSignIn";
import { Session } from "../../../domain/session/Session";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { RecordingLogger } from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";
import { StubIdentity } from "../../support/stubIdentity";

const ANA = aSessionUser({ uid: "uid-ana", email: "ana@state.edu" });

function setUp() {
  const clock = new ManualClock(new Date(2025, 8, 4, 12, 0));
  const identity = new StubIdentity();
  const session = new Session(new MemorySessionStorage(), clock, identity);
  const logger = new RecordingLogger();
  session.start(ANA);
  identity.signedIn = { uid: ANA.uid, email: ANA.email, emailVerified: true };
  return { clock, identity, session, logger, confirm: new ConfirmSignIn(identity, session, clock, logger) };
}

describe("ConfirmSignIn: one truth about who is signed in", () => {
  it("keeps the session when the provider has the same account signed in", async () => {
    const { confirm, session, identity } = setUp();
    expect(await confirm.execute()).toBe(true);
    expect(session.current()).toEqual(ANA);
    expect(identity.signOuts).toBe(0);
  });

  it("ends the session when nobody is signed in at the provider (account disabled, token revoked)", async () => {
    const { confirm, session, identity } = setUp();
    identity.signedIn = null;
    expect(await confirm.execute()).toBe(false);
    expect(session.current()).toBeNull();
  });

  it("ends the session, and signs the provider out, when the provider has another account signed in", async () => {
    const { confirm, session, identity } = setUp();
    identity.signedIn = { uid: "uid-bo", email: "bo@state.edu", emailVerified: true };
    expect(await confirm.execute()).toBe(false);
    expect(session.current()).toBeNull();
    expect(identity.signOuts).toBe(1);
  });

  it("keeps the session when the provider cannot be asked (offline), and logs why", async () => {
    const { confirm, session, identity, logger } = setUp();
    identity.answer = () => Promise.reject(new ServiceUnreachableError("offline"));
    expect(await confirm.execute()).toBe(true);
    expect(session.current()).toEqual(ANA);
    expect(logger.warnings).toHaveLength(1);
  });

  it("keeps the session when the provider does not answer within the time-out", async () => {
    const { confirm, session, identity, clock } = setUp();
    identity.answer = () => new Promise(() => {});
    const confirming = confirm.execute();
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    expect(await confirming).toBe(true);
    expect(session.current()).toEqual(ANA);
  });

  it("leaves alone a session that changed hands while the provider was asked (a login in another tab)", async () => {
    const { confirm, session, identity } = setUp();
    let answer: (account: null) => void = () => {};
    identity.answer = () => new Promise((resolve) => (answer = resolve));
    const confirming = confirm.execute();
    const bo = aSessionUser({ uid: "uid-bo", email: "bo@state.edu" });
    session.start(bo);
    answer(null);
    expect(await confirming).toBe(true);
    expect(session.current()).toEqual(bo);
  });

  it("asks nothing with nobody signed in", async () => {
    const { confirm, session, identity } = setUp();
    await session.end();
    const currentAccount = vi.spyOn(identity, "currentAccount");
    expect(await confirm.execute()).toBe(true);
    expect(currentAccount).not.toHaveBeenCalled();
  });
});
