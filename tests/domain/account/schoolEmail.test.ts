import { describe, expect, it } from "vitest";
import { isSchoolEmail, normalizeEmail } from "../../../domain/account/schoolEmail";

describe("school email (spec §1, §5)", () => {
  it("compares addresses without surrounding spaces or case", () => {
    expect(normalizeEmail("  Ana@State.EDU ")).toBe("ana@state.edu");
  });

  it("takes an address ending in .edu, whatever its case, and nothing else", () => {
    expect(isSchoolEmail("ana@state.edu")).toBe(true);
    expect(isSchoolEmail(" Ana@Cs.State.EDU ")).toBe(true);
    expect(isSchoolEmail("ana@gmail.com")).toBe(false);
    expect(isSchoolEmail("ana@state.edu.evil.com")).toBe(false);
  });
});
