import { describe, expect, it } from "vitest";
import { readStoredProfile } from "../../../domain/profile/storedProfile";
import { completeProfile, defaultProfile } from "../../../domain/profile/UserProfile";

const NOW = Date.UTC(2025, 8, 4, 12);

describe("readStoredProfile: each field checked on read", () => {
  it("keeps every field of a well-formed document", () => {
    const profile = {
      ...defaultProfile("ana@state.edu", NOW),
      first_name: "Ana",
      class_level: "Junior",
      has_meal_plan: true,
      preferences: { interests: ["Jazz"], preferred_meal_times: ["Fri 18:30"], dietary: ["halal"] },
    };
    expect(readStoredProfile(profile)).toEqual(profile);
  });

  it.each([
    ["a name that is not text", { first_name: 42 }, "first_name"],
    ["a bio that is a list", { bio: ["hi"] }, "bio"],
    ["a meal plan flag in words", { has_meal_plan: "yes" }, "has_meal_plan"],
    ["a creation time in words", { created_at: "2024-09-01" }, "created_at"],
    ["a last activity that is not a number", { last_active: Number.NaN }, "last_active"],
    ["a class level that is not text", { class_level: 3 }, "class_level"],
    ["preferences that are not a map", { preferences: ["Jazz"] }, "preferences"],
  ])("leaves out %s, so that the default stands in", (_case, document, field) => {
    const read = readStoredProfile({ ...defaultProfile("ana@state.edu", NOW), ...document });
    expect(read).not.toHaveProperty(field);
    expect(completeProfile(read, "ana@state.edu", NOW)[field as keyof ReturnType<typeof completeProfile>]).toEqual(
      defaultProfile("ana@state.edu", NOW)[field as keyof ReturnType<typeof defaultProfile>],
    );
  });

  it("reads each list of the preferences on its own: one that is not a list of texts falls back", () => {
    expect(
      readStoredProfile({
        preferences: { interests: "jazz, chess", preferred_meal_times: ["Fri 17:30", 5], dietary: ["halal", "paleo"] },
      }).preferences,
    ).toEqual({ interests: [], preferred_meal_times: [], dietary: ["halal", "paleo"] });
    expect(readStoredProfile({ preferences: { dietary: [true] } }).preferences).toEqual({
      interests: [],
      preferred_meal_times: [],
    });
  });

  it("reads an older version's document: what it has stays, what it lacks is the default", () => {
    const older = { email: "ana@state.edu", first_name: "Ana", emailVerified: true, interests: "jazz" };
    const read = readStoredProfile(older);
    expect(read).toEqual({ email: "ana@state.edu", first_name: "Ana", emailVerified: true });
    expect(completeProfile(read, "ana@state.edu", NOW)).toEqual({
      ...defaultProfile("ana@state.edu", NOW),
      first_name: "Ana",
    });
  });

  it("drops fields the app does not know", () => {
    expect(readStoredProfile({ is_admin: true, first_name: "Ana" })).toEqual({ first_name: "Ana" });
  });
});
