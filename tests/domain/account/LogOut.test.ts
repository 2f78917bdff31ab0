import { describe, expect, it, vi } from "vitest";
import { DEVICE_COPIES_KEPT, LogOut } from "../../../domain/account/LogOut";
import type { DeviceCopies } from "../../../domain/account/ports/DeviceCopies";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, RecordingLogger } from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";

/** A device whose copies are removed as asked, recording whose (and whether the session had ended by then). */
function recordingDevice(session: { current(): unknown }) {
  const removed: { uid: string; email: string; sessionEnded: boolean }[] = [];
  const device: DeviceCopies = {
    remove: vi.fn(async (account) => {
      removed.push({ uid: account.uid, email: account.email, sessionEnded: session.current() === null });
    }),
  };
  return { device, removed };
}

describe("LogOut", () => {
  it("ends the session and signs out of the provider", async () => {
    const { identity, session, sessionStorage: storage } = createLocalBackend();
    await identity.createAccount("ana@state.edu", "correct horse");
    session.start(aSessionUser());
    await new LogOut(session, recordingDevice(session).device, new RecordingLogger()).execute();
    expect(session.current()).toBeNull();
    expect(storage.read()).toBeNull();
    expect(await identity.reloadCurrentUser()).toBeNull();
  });

  it("ends the session even when the provider cannot be reached", async () => {
    const { identity, session } = createLocalBackend();
    vi.spyOn(identity, "signOut").mockRejectedValue(new ServiceUnreachableError("offline"));
    session.start(aSessionUser());
    await new LogOut(session, recordingDevice(session).device, new RecordingLogger()).execute();
    expect(session.current()).toBeNull();
  });

  it("has the device forget the account's copies, once the session has ended (nothing writes them again)", async () => {
    const { session } = createLocalBackend();
    session.start(aSessionUser({ uid: "uid-ana", email: "ana@state.edu" }));
    const { device, removed } = recordingDevice(session);
    await new LogOut(session, device, new RecordingLogger()).execute();
    expect(removed).toEqual([{ uid: "uid-ana", email: "ana@state.edu", sessionEnded: true }]);
  });

  it("forgets nothing when nobody is signed in", async () => {
    const { session } = createLocalBackend();
    const { device } = recordingDevice(session);
    await new LogOut(session, device, new RecordingLogger()).execute();
    expect(device.remove).not.toHaveBeenCalled();
  });

  it("logs out all the same, and never fails, when the device cannot remove them (logged)", async () => {
    const { session } = createLocalBackend();
    session.start(aSessionUser());
    const refused = new DOMException("The operation is insecure.", "SecurityError");
    const device: DeviceCopies = { remove: vi.fn().mockRejectedValue(refused) };
    const logger = new RecordingLogger();
    await expect(new LogOut(session, device, logger).execute()).resolves.toBeUndefined();
    expect(session.current()).toBeNull();
    expect(logger.warnings).toEqual([{ message: DEVICE_COPIES_KEPT, detail: refused }]);
  });
});
