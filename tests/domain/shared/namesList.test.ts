import { describe, expect, it } from "vitest";
import { namesList } from "../../../domain/shared/namesList";

describe("namesList", () => {
  it("says one, two or more first names as a sentence would", () => {
    expect(namesList(["Ben"])).toBe("Ben");
    expect(namesList(["Ben", "Cleo"])).toBe("Ben and Cleo");
    expect(namesList(["Ben", "Cleo", "Dev"])).toBe("Ben, Cleo, and Dev");
    expect(namesList([])).toBe("");
  });
});
