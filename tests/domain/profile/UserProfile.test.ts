import { describe, expect, it } from "vitest";
import { completeProfile, defaultProfile } from "../../../domain/profile/UserProfile";

describe("default profile (spec §3)", () => {
  it("has every field empty or false, and both times set to the creation time", () => {
    expect(defaultProfile("ana@state.edu", 1234)).toEqual({
      bio: "",
      class_level: "",
      created_at: 1234,
      email: "ana@state.edu",
      first_name: "",
      has_meal_plan: false,
      last_active: 1234,
      last_name: "",
      location: "",
      major: "",
      preferences: { interests: [], preferred_meal_times: [] },
      university: "",
    });
  });

  it("completes a partial stored document without overwriting what it holds", () => {
    const profile = completeProfile(
      { first_name: "Ana", created_at: 10, preferences: { interests: ["jazz"], preferred_meal_times: [] } },
      "ana@state.edu",
      99,
    );
    expect(profile.first_name).toBe("Ana");
    expect(profile.created_at).toBe(10);
    expect(profile.last_active).toBe(99);
    expect(profile.preferences.interests).toEqual(["jazz"]);
    expect(profile.major).toBe("");
  });

  it("does not carry the verification flag into the profile", () => {
    expect(completeProfile({ emailVerified: true }, "ana@state.edu", 1)).not.toHaveProperty("emailVerified");
  });
});
