import { describe, expect, it } from "vitest";
import { firstLogInProblem } from "../../../domain/account/LogInForm";

describe("log-in form (spec §5: email and password required)", () => {
  it("asks for the email first, then the password", () => {
    expect(firstLogInProblem({ email: " ", password: "" })).toBe("email-missing");
    expect(firstLogInProblem({ email: "ana@state.edu", password: "" })).toBe("password-missing");
    expect(firstLogInProblem({ email: "ana@state.edu", password: "x" })).toBeNull();
  });
});
