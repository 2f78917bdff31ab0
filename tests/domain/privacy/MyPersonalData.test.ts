import { describe, expect, it, vi } from "vitest";
import { AccountActionError } from "../../../domain/account/accountActionErrors";
import { DEVICE_COPIES_KEPT } from "../../../domain/account/LogOut";
import type { DeviceCopies } from "../../../domain/account/ports/DeviceCopies";
import { MyPersonalData } from "../../../domain/privacy/MyPersonalData";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import {
  createLocalBackend,
  type LocalTestBackend,
  RecordingLogger,
  signedUpAccount,
} from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";

const EMAIL = "zoe@state.edu";
const PASSWORD = "correct horse";

/** Zoe, signed up, signed in at the provider and in the app's session; her deletion on the local backend. */
async function zoeSignedIn(device: DeviceCopies = { remove: vi.fn(async () => {}) }) {
  const backend: LocalTestBackend = createLocalBackend();
  await signedUpAccount(backend, EMAIL, PASSWORD);
  const { uid } = await backend.identity.signIn(EMAIL, PASSWORD);
  backend.session.start(aSessionUser({ uid, email: EMAIL }));
  const logger = new RecordingLogger();
  const myData = new MyPersonalData(
    backend.accounts.personalData,
    backend.session,
    { clock: backend.clock, wallClock: backend.wallClock },
    device,
    logger,
  );
  return { backend, uid, device, logger, myData };
}

describe("MyPersonalData.download: the file's name", () => {
  it("is the day the file was made on the device, not the day the developer tools skipped to", async () => {
    const { backend, myData } = await zoeSignedIn();
    backend.wallClock.skipTo(new Date(2026, 10, 28, 9, 30).getTime());
    backend.clock.skipTo(new Date(2026, 11, 2, 12, 0).getTime());
    await expect(myData.download()).resolves.toMatchObject({ fileName: "strangers-data-2026-11-28.json" });
  });

  it("follows the device's calendar, not UTC's: late in a Californian evening it is still that day", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      const { backend, myData } = await zoeSignedIn();
      // 23:30 on the 28th in California is 07:30 on the 29th in UTC.
      backend.wallClock.skipTo(Date.UTC(2026, 10, 29, 7, 30));
      await expect(myData.download()).resolves.toMatchObject({ fileName: "strangers-data-2026-11-28.json" });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("MyPersonalData.deleteAccount and the device's copies", () => {
  it("once the account is gone, ends the session and has the device forget the account's copies", async () => {
    const { backend, uid, device, myData } = await zoeSignedIn();
    await myData.deleteAccount(PASSWORD);
    expect(backend.session.current()).toBeNull();
    expect(device.remove).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uid, email: EMAIL }));
  });

  it.each([
    ["a wrong password", "wrong horse", "wrong-password"],
    ["no password", "", "wrong-password"],
  ])("forgets nothing when the deletion fails: %s", async (_, password, reason) => {
    const { backend, device, myData } = await zoeSignedIn();
    await expect(myData.deleteAccount(password)).rejects.toEqual(new AccountActionError(reason as "wrong-password"));
    expect(device.remove).not.toHaveBeenCalled();
    expect(backend.session.current()).not.toBeNull();
  });

  it("forgets nothing when the server cannot be reached", async () => {
    const { backend, device, myData } = await zoeSignedIn();
    vi.spyOn(backend.accounts.personalData, "deleteMine").mockRejectedValue(new ServiceUnreachableError("offline"));
    await expect(myData.deleteAccount(PASSWORD)).rejects.toBeInstanceOf(AccountActionError);
    expect(device.remove).not.toHaveBeenCalled();
    expect(backend.session.current()).not.toBeNull();
  });

  it("stands once the account is gone, even if the device fails to remove its copies (logged)", async () => {
    const offline = new ServiceUnreachableError("The app's code could not be downloaded");
    const { backend, logger, myData } = await zoeSignedIn({ remove: vi.fn().mockRejectedValue(offline) });
    await expect(myData.deleteAccount(PASSWORD)).resolves.toBeUndefined();
    expect(backend.session.current()).toBeNull();
    expect(logger.warnings).toEqual([{ message: DEVICE_COPIES_KEPT, detail: offline }]);
  });
});
