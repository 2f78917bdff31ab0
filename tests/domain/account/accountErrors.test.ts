import { describe, expect, it } from "vitest";
import { LogInError, logInFailureOf, SignUpError, signUpFailureOf } from "../../../domain/account/accountErrors";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";

describe("what the auth screens make of a failure", () => {
  it("keeps the reason a use case gave", () => {
    expect(logInFailureOf(new LogInError("email-not-verified"))).toBe("email-not-verified");
    expect(signUpFailureOf(new SignUpError("email-in-use"))).toBe("email-in-use");
  });

  it("reads code that could not be downloaded as the service out of reach, not as our own fault", () => {
    const offline = new ServiceUnreachableError("The app's code could not be downloaded");
    expect(logInFailureOf(offline)).toBe("unreachable");
    expect(signUpFailureOf(offline)).toBe("unreachable");
  });
});
