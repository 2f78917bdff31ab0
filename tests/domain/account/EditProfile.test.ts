import { describe, expect, it, vi } from "vitest";
import { EditProfile } from "../../../domain/account/EditProfile";
import type { ProfileEdit } from "../../../domain/profile/ProfileEdit";
import { LoadProfileError, SaveProfileError } from "../../../domain/profile/profileErrors";
import { defaultProfile, newProfileOf } from "../../../domain/profile/UserProfile";
import { BACKEND_CALL_TIMEOUT_MS } from "../../../domain/shared/backendTimeout";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { createLocalBackend } from "../../support/localBackend";
import { aSessionUser } from "../../support/sessionUsers";

const edit: ProfileEdit = {
  first_name: "Ana",
  last_name: "Lima",
  university: "State",
  class_level: "Junior",
  major: "Economics",
  bio: "",
  has_meal_plan: false,
  interests: ["Coffee"],
  preferred_meal_times: ["Fri 18:30"],
  dietary: [],
};

function setUp() {
  const backend = createLocalBackend();
  backend.session.start(aSessionUser());
  return {
    ...backend,
    editProfile: new EditProfile(backend.profileStore, backend.session, backend.mealSchedule, backend.clock),
  };
}

describe("EditProfile", () => {
  it("offers the schedule's weekly slots and those of its dated times still ahead", async () => {
    expect(await setUp().editProfile.mealSlots()).toEqual([
      "Wed 12:00",
      "Wed 12:30",
      "Wed 13:00",
      "Fri 17:30",
      "Fri 18:00",
      "Fri 18:30",
      "Fri 20:00",
      "Fri 20:30",
    ]);
  });

  it("merges the edit into the profile document and the session, keeping the session's expiry", async () => {
    const { editProfile, profileStore: profiles, session, sessionStorage: storage } = setUp();
    const expiryBefore = JSON.parse(storage.read() ?? "{}").expiry;
    const saved = await editProfile.save(edit);
    expect(saved).toMatchObject({ uid: "uid-ana", first_name: "Ana" });
    expect(await profiles.read("uid-ana")).toMatchObject({
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: ["Coffee"], preferred_meal_times: ["Fri 18:30"], dietary: [] },
    });
    expect(session.current()).toMatchObject({ first_name: "Ana", uid: "uid-ana" });
    expect(JSON.parse(storage.read() ?? "{}").expiry).toBe(expiryBefore);
  });

  it("reports invalid fields and writes nothing", async () => {
    const { editProfile, profileStore: profiles } = setUp();
    const merge = vi.spyOn(profiles, "merge");
    await expect(editProfile.save({ ...edit, first_name: "" })).rejects.toMatchObject({
      reason: "invalid",
      problems: { first_name: "required" },
    });
    expect(merge).not.toHaveBeenCalled();
  });

  it("reports a store that cannot be reached, leaving the session as it was", async () => {
    const { editProfile, profileStore: profiles, session } = setUp();
    vi.spyOn(profiles, "merge").mockRejectedValue(new ServiceUnreachableError("offline"));
    await expect(editProfile.save(edit)).rejects.toEqual(new SaveProfileError("unreachable"));
    expect(session.current()?.first_name).toBe("");
  });

  it("reports a store that does not answer within the time-out, leaving the session as it was", async () => {
    const { editProfile, profileStore: profiles, session, clock } = setUp();
    await editProfile.mealSlots();
    vi.spyOn(profiles, "merge").mockReturnValue(new Promise(() => {}));
    const saving = editProfile.save(edit);
    await vi.waitFor(() => expect(profiles.merge).toHaveBeenCalled());
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await expect(saving).rejects.toEqual(new SaveProfileError("timed-out"));
    expect(session.current()?.first_name).toBe("");
  });

  it("refuses to save for nobody", async () => {
    const { editProfile, session } = setUp();
    await session.end();
    await expect(editProfile.save(edit)).rejects.toEqual(new SaveProfileError("signed-out"));
  });
});

describe("EditProfile.load: the stored profile, read afresh when the screen opens", () => {
  it("answers with what another device saved, and carries it into the session", async () => {
    const { editProfile, profileStore: profiles, session } = setUp();
    await profiles.create("uid-ana", { ...newProfileOf(defaultProfile("ana@state.edu", 0)), first_name: "Ana" });
    await profiles.merge("uid-ana", {
      major: "History",
      preferences: { interests: ["Chess"], preferred_meal_times: [] },
    });
    const loaded = await editProfile.load();
    expect(loaded).toMatchObject({ uid: "uid-ana", first_name: "Ana", major: "History" });
    expect(loaded.preferences).toEqual({ interests: ["Chess"], preferred_meal_times: [] });
    expect(session.current()).toEqual(loaded);
  });

  it("keeps the session's value for each stored field it cannot read", async () => {
    const { editProfile, profileStore: profiles, session } = setUp();
    session.update({ ...aSessionUser(), first_name: "Ana", class_level: "Junior" });
    vi.spyOn(profiles, "read").mockResolvedValue({ first_name: ["Ana"], class_level: 3, major: "History" });
    expect(await editProfile.load()).toMatchObject({ first_name: "Ana", class_level: "Junior", major: "History" });
  });

  it("keeps the session's copy when no document is stored", async () => {
    const { editProfile, session } = setUp();
    expect(await editProfile.load()).toEqual(session.current());
  });

  it("fails as unreachable or timed out, leaving the session as it was", async () => {
    const { editProfile, profileStore: profiles, session, clock } = setUp();
    const before = session.current();
    vi.spyOn(profiles, "read").mockRejectedValueOnce(new ServiceUnreachableError("offline"));
    await expect(editProfile.load()).rejects.toEqual(new LoadProfileError("unreachable"));
    vi.spyOn(profiles, "read").mockReturnValueOnce(new Promise(() => {}));
    const loading = editProfile.load();
    clock.advanceBy(BACKEND_CALL_TIMEOUT_MS);
    await expect(loading).rejects.toEqual(new LoadProfileError("timed-out"));
    expect(session.current()).toBe(before);
  });

  it("refuses to load for nobody", async () => {
    const { editProfile, session } = setUp();
    await session.end();
    await expect(editProfile.load()).rejects.toEqual(new LoadProfileError("signed-out"));
  });
});
