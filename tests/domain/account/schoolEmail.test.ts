import { describe, expect, it } from "vitest";
import {
  isSchoolEmail,
  isWellFormedEmail,
  normalizeEmail,
  schoolEmailProblem,
} from "../../../domain/account/schoolEmail";

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

  it("takes only an address that can receive mail: a local part, an @, and a domain of two or more labels", () => {
    for (const good of ["ana@ucla.edu", "ana.lima+meals@cs.state.edu", " Ana_O'Neil@Mit.EDU ", "a@b.edu"]) {
      expect(isWellFormedEmail(good), good).toBe(true);
    }
    for (const bad of [
      "@ucla.edu",
      "alex@.edu",
      "alex@ucla..edu",
      "alex@-ucla.edu",
      "alex@ucla-.edu",
      "ucla.edu",
      "al ex@ucla.edu",
      ".alex@ucla.edu",
      "alex.@ucla.edu",
      "al..ex@ucla.edu",
      "alex@@ucla.edu",
      "alex@edu",
      `${"a".repeat(65)}@ucla.edu`,
      `alex@${"b".repeat(64)}.edu`,
    ]) {
      expect(isWellFormedEmail(bad), bad).toBe(false);
    }
  });

  it("names the first problem: not a school address (the spec's rule), then not an address", () => {
    expect(schoolEmailProblem("ana@gmail.com")).toBe("email-not-school");
    expect(schoolEmailProblem("@gmail.com")).toBe("email-not-school");
    expect(schoolEmailProblem("@ucla.edu")).toBe("email-malformed");
    expect(schoolEmailProblem("alex@.edu")).toBe("email-malformed");
    expect(schoolEmailProblem("ana@ucla.edu")).toBeNull();
  });
});
