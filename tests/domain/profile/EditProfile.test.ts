import { describe, expect, it, vi } from "vitest";
import { EditProfile } from "../../../domain/profile/EditProfile";
import type { ProfileEdit } from "../../../domain/profile/ProfileEdit";
import { SaveProfileError } from "../../../domain/profile/profileErrors";
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

  it("refuses to save for nobody", async () => {
    const { editProfile, session } = setUp();
    session.end();
    await expect(editProfile.save(edit)).rejects.toEqual(new SaveProfileError("signed-out"));
  });
});
