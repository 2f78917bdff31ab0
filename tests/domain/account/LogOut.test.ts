import { describe, expect, it, vi } from "vitest";
import { LogOut } from "../../../domain/account/LogOut";
import type { DeviceCopies } from "../../../domain/ports/DeviceCopies";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend, RecordingLogger } from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";

/** A device whose copies are forgotten as asked, recording for whom (and whether the session had ended by then). */
function recordingDevice(session: { current(): unknown }) {
  const forgotten: { uid: string; email: string; sessionEnded: boolean }[] = [];
  const device: DeviceCopies = {
    forget: vi.fn(async (account) => {
      forgotten.push({ ...account, sessionEnded: session.current() === null });
    }),
  };
  return { device, forgotten };
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
    const { device, forgotten } = recordingDevice(session);
    await new LogOut(session, device, new RecordingLogger()).execute();
    expect(forgotten).toEqual([{ uid: "uid-ana", email: "ana@state.edu", sessionEnded: true }]);
  });

  it("forgets nothing when nobody is signed in", async () => {
    const { session } = createLocalBackend();
    const { device } = recordingDevice(session);
    await new LogOut(session, device, new RecordingLogger()).execute();
    expect(device.forget).not.toHaveBeenCalled();
  });

  it("logs out all the same when the device's code cannot download, and logs it", async () => {
    const { session } = createLocalBackend();
    session.start(aSessionUser());
    const logger = new RecordingLogger();
    const offline = new ServiceUnreachableError("The app's code could not be downloaded");
    const device: DeviceCopies = { forget: vi.fn().mockRejectedValue(offline) };
    await expect(new LogOut(session, device, logger).execute()).resolves.toBeUndefined();
    expect(session.current()).toBeNull();
    expect(logger.warnings).toEqual([
      { message: "This device's copies of the account could not be removed", detail: offline },
    ]);
  });
});
