import { describe, expect, it } from "vitest";
import { firstLogInProblem } from "../../../domain/account/LogInForm";

describe("log-in form (spec §5: email and password required)", () => {
  it("asks for the email first, then the password", () => {
    expect(firstLogInProblem({ email: " ", password: "" })).toBe("email-missing");
    expect(firstLogInProblem({ email: "ana@state.edu", password: "" })).toBe("password-missing");
    expect(firstLogInProblem({ email: "ana@state.edu", password: "x" })).toBeNull();
  });

  it("says an address that cannot be one is not an email address, before any password is checked", () => {
    expect(firstLogInProblem({ email: "not-an-email", password: "x" })).toBe("email-malformed");
    expect(firstLogInProblem({ email: "ana@", password: "" })).toBe("email-malformed");
    // Any account signs in: the .edu rule is the sign-up's.
    expect(firstLogInProblem({ email: "tess@strangers.test", password: "x" })).toBeNull();
  });
});
