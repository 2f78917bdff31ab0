// The university guess's data (scripts/eduSchoolNames.ts): swot's .edu list, read as the build
// reads it, and the rule that keeps a name only where the list names one school.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readEduSchoolNames, safeSchoolName } from "../../scripts/eduSchoolNames";
import { schoolNameFor } from "../../src/features/profile/universityFromEmail";

describe("which name the list's file gives (safeSchoolName)", () => {
  it("takes a school's one name, however often or however spelled", () => {
    expect(safeSchoolName(["Stanford University"])).toBe("Stanford University");
    expect(safeSchoolName(["Salem State University", "Salem State University", ""])).toBe("Salem State University");
    expect(safeSchoolName(["Johns Hopkins University", "The Johns Hopkins University"])).toBe(
      "Johns Hopkins University",
    );
    expect(safeSchoolName(['"Kirkwood Community College"'])).toBe("Kirkwood Community College");
  });

  it("takes the school whose campuses share its domain", () => {
    expect(safeSchoolName(["Ohio University", "Ohio University - Chillicothe", "Ohio University - Eastern"])).toBe(
      "Ohio University",
    );
    expect(
      safeSchoolName([
        "University of Michigan - Ann Arbor",
        "University of Michigan - Dearborn",
        "University of Michigan - Flint",
      ]),
    ).toBe("University of Michigan");
  });

  it("says nothing where several schools share a domain, or the file holds no name", () => {
    expect(safeSchoolName(["Hartford College for Women", "University of Hartford"])).toBe("");
    expect(safeSchoolName(["Bethany College West Virginia", "Bluefield State College"])).toBe("");
    expect(safeSchoolName(["official url: http://www.bath.ac.uk/"])).toBe("");
    expect(safeSchoolName(["southuniversity.edu"])).toBe("");
    expect(safeSchoolName([])).toBe("");
  });
});

describe("the .edu list as the profile page gets it", () => {
  const names = readEduSchoolNames();

  it("knows the .edu schools, and only those", () => {
    expect(Object.keys(names).length).toBeGreaterThan(2000);
    expect(Object.keys(names).every((domain) => domain.endsWith(".edu"))).toBe(true);
  });

  it("names the school of an address, also from a department's subdomain", () => {
    expect(schoolNameFor("ana@umich.edu", names)).toBe("University of Michigan");
    expect(schoolNameFor("ana@cs.umich.edu", names)).toBe("University of Michigan");
    expect(schoolNameFor("ana@stanford.edu", names)).toBe("Stanford University");
    expect(schoolNameFor("ana@baruch.cuny.edu", names)).toBe("City University of New York");
    expect(schoolNameFor("Ana@MIT.EDU", names)).toBe("Massachusetts Institute of Technology");
  });

  it("leaves the field empty rather than guess: an unknown domain, a shared one, one the list rules out", () => {
    expect(schoolNameFor("ana@no-such-school-anywhere.edu", names)).toBe("");
    expect(schoolNameFor("ana@kctcs.edu", names)).toBe("");
    expect(schoolNameFor("ana@wvnet.edu", names)).toBe("");
    expect(schoolNameFor("ana@si.edu", names)).toBe("");
    expect(schoolNameFor("not-an-email", names)).toBe("");
  });
});

describe("readEduSchoolNames on a list laid out as swot's", () => {
  const dir = mkdtempSync(join(tmpdir(), "swot-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads subdomain folders, skips other countries, and stops at listed non-schools", () => {
    mkdirSync(join(dir, "edu", "wm"), { recursive: true });
    mkdirSync(join(dir, "uk", "ac"), { recursive: true });
    writeFileSync(join(dir, "edu", "wm.txt"), "College of William & Mary\n");
    writeFileSync(join(dir, "edu", "wm", "email.txt"), "College of William & Mary\n");
    writeFileSync(join(dir, "edu", "cet.txt"), "Center for Employment Training\n");
    writeFileSync(join(dir, "uk", "ac", "bath.txt"), "University of Bath\n");
    writeFileSync(join(dir, "stoplist.txt"), "cet.edu\nexample.ac.uk\n");
    expect(readEduSchoolNames(dir)).toEqual({
      "wm.edu": "College of William & Mary",
      "email.wm.edu": "College of William & Mary",
      "cet.edu": "",
    });
  });
});
