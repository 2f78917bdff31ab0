import { describe, expect, it, vi } from "vitest";
import { LogOut } from "../../../domain/account/LogOut";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend } from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";

describe("LogOut", () => {
  it("ends the session and signs out of the provider", async () => {
    const { identity, session, sessionStorage: storage } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    session.start(aSessionUser());
    await new LogOut(session).execute();
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("ends the session even when the provider cannot be reached", async () => {
    const { identity, session } = createLocalBackend();
    vi.spyOn(identity, "signOut").mockRejectedValue(new ServiceUnreachableError("offline"));
    session.start(aSessionUser());
    await new LogOut(session).execute();
    expect(session.current()).toBeNull();
  });
});
