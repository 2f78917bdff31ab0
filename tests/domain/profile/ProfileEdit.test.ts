import { describe, expect, it } from "vitest";
import {
  checkProfileEdit,
  isProfileComplete,
  type ProfileEdit,
  profileEditOf,
  remainingProblems,
} from "../../../domain/profile/ProfileEdit";
import { defaultProfile } from "../../../domain/profile/UserProfile";

const SLOTS = ["Fri 17:30", "Fri 18:00", "Fri 18:30"];

const valid: ProfileEdit = {
  first_name: "Ana",
  last_name: "Lima",
  university: "State",
  class_level: "Junior",
  major: "Economics",
  bio: "Dumplings and jazz.",
  has_meal_plan: true,
  interests: ["Coffee", "Jazz"],
  preferred_meal_times: ["Fri 17:30"],
  dietary: ["vegetarian"],
};

function problemsOf(change: Record<string, unknown>) {
  const check = checkProfileEdit({ ...valid, ...change }, SLOTS);
  return check.valid ? {} : check.problems;
}

describe("profile edit rules", () => {
  it("accepts a complete, valid edit as it is", () => {
    expect(checkProfileEdit({ ...valid }, SLOTS)).toEqual({ valid: true, profile: valid });
  });

  it("trims text", () => {
    const check = checkProfileEdit({ ...valid, first_name: "  Ana ", major: " Economics  " }, SLOTS);
    expect(check.valid && check.profile.first_name).toBe("Ana");
    expect(check.valid && check.profile.major).toBe("Economics");
  });

  it("needs first and last names of 1 to 50 characters", () => {
    expect(problemsOf({ first_name: "   " })).toEqual({ first_name: "required" });
    expect(problemsOf({ last_name: "" })).toEqual({ last_name: "required" });
    expect(problemsOf({ first_name: "A".repeat(50) })).toEqual({});
    expect(problemsOf({ first_name: "A".repeat(51) })).toEqual({ first_name: "too-long" });
  });

  it("keeps a bio to 280 characters", () => {
    expect(problemsOf({ bio: "b".repeat(280) })).toEqual({});
    expect(problemsOf({ bio: "b".repeat(281) })).toEqual({ bio: "too-long" });
  });

  it("offers only the listed class levels", () => {
    expect(problemsOf({ class_level: "Staff" })).toEqual({});
    expect(problemsOf({ class_level: "" })).toEqual({});
    expect(problemsOf({ class_level: "Wizard" })).toEqual({ class_level: "not-an-option" });
  });

  it("de-duplicates lists, ignoring case and blanks", () => {
    const check = checkProfileEdit(
      { ...valid, interests: ["Coffee", "coffee ", " ", "Jazz"], preferred_meal_times: ["Fri 17:30", "Fri 17:30"] },
      SLOTS,
    );
    expect(check.valid && check.profile.interests).toEqual(["Coffee", "Jazz"]);
    expect(check.valid && check.profile.preferred_meal_times).toEqual(["Fri 17:30"]);
  });

  it("allows at most 10 interests", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `Interest ${index}`);
    expect(problemsOf({ interests: ten })).toEqual({});
    expect(problemsOf({ interests: [...ten, "One more"] })).toEqual({ interests: "too-many" });
  });

  it("takes meal times only from the schedule's slots, and dietary needs only from the list", () => {
    expect(problemsOf({ preferred_meal_times: ["Mon 07:00"] })).toEqual({ preferred_meal_times: "not-an-option" });
    expect(problemsOf({ dietary: ["carnivore"] })).toEqual({ dietary: "not-an-option" });
  });

  it("refuses unknown fields and wrong types", () => {
    expect(problemsOf({ is_admin: true })).toEqual({ form: "unknown-field" });
    expect(problemsOf({ has_meal_plan: "yes" })).toEqual({ has_meal_plan: "wrong-type" });
    expect(problemsOf({ interests: "Coffee" })).toEqual({ interests: "wrong-type" });
  });
});

describe("profile completeness (dashboard card)", () => {
  const base = defaultProfile("ana@state.edu", 0);
  it("needs a first name, a class level and a preferred meal time", () => {
    expect(isProfileComplete(base)).toBe(false);
    const complete = {
      ...base,
      first_name: "Ana",
      class_level: "Junior",
      preferences: { interests: [], preferred_meal_times: ["Fri 17:30"] },
    };
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, first_name: "" })).toBe(false);
    expect(isProfileComplete({ ...complete, class_level: "" })).toBe(false);
    expect(isProfileComplete({ ...complete, preferences: { interests: [], preferred_meal_times: [] } })).toBe(false);
  });
});

describe("profile edit helpers", () => {
  it("starts the form from the stored profile, with no dietary needs by default", () => {
    expect(profileEditOf(defaultProfile("ana@state.edu", 0))).toMatchObject({ first_name: "", dietary: [] });
  });

  it("starts unchosen a class level or dietary need the form does not offer (an older version's, a hand edit)", () => {
    const older = {
      ...defaultProfile("ana@state.edu", 0),
      class_level: "sophomore year",
      preferences: { interests: [], preferred_meal_times: [], dietary: ["halal", "paleo"] },
    };
    expect(profileEditOf(older)).toMatchObject({ class_level: "", dietary: ["halal"] });
    expect(profileEditOf({ ...older, class_level: "Junior" }).class_level).toBe("Junior");
  });
});

describe("problems shown after a save, as the student corrects them", () => {
  const missingNames = { first_name: "required", last_name: "required" } as const;

  it("clears a field's problem as soon as the field is valid, keeping the others", () => {
    const edit = { ...valid, first_name: "", last_name: "" };
    expect(remainingProblems(missingNames, edit, SLOTS)).toEqual(missingNames);
    expect(remainingProblems(missingNames, { ...edit, first_name: "Ana" }, SLOTS)).toEqual({ last_name: "required" });
    expect(remainingProblems(missingNames, { ...edit, first_name: "Ana", last_name: "Lima" }, SLOTS)).toEqual({});
  });

  it("follows a problem that changes kind, and raises no new one before the next save", () => {
    const shown = { first_name: "required" } as const;
    const tooLong = "A".repeat(51);
    expect(remainingProblems(shown, { ...valid, first_name: tooLong }, SLOTS)).toEqual({ first_name: "too-long" });
    expect(remainingProblems(shown, { ...valid, first_name: "", last_name: "" }, SLOTS)).toEqual(shown);
    expect(remainingProblems({}, { ...valid, first_name: "" }, SLOTS)).toEqual({});
  });

  it("keeps a form-level problem until the next save", () => {
    expect(remainingProblems({ form: "unknown-field" }, valid, SLOTS)).toEqual({ form: "unknown-field" });
  });
});
