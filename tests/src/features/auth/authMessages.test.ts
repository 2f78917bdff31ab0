import { describe, expect, it } from "vitest";
import {
  logInFailureMessages,
  signUpFailureMessages,
  signUpProblemMessages,
} from "../../../../src/features/auth/authMessages";
import { locationFailureMessages } from "../../../../src/shared/location/locationFailureMessages";

// The spec's wording (§5, §8), written out again so that a changed message is noticed.
describe("messages of the spec", () => {
  it("has the sign-up validation messages of §5", () => {
    expect(signUpProblemMessages).toEqual({
      "email-missing": "Please enter your email address",
      "email-not-school": "Please use your .edu address",
      "password-missing": "Please enter a password",
      "password-too-short": "Password must be at least 8 characters",
      "confirmation-missing": "Please confirm your password",
      "passwords-differ": "Passwords do not match",
      "terms-not-accepted": "Please agree to the Terms of Service",
      "privacy-not-accepted": "Please agree to the Privacy Policy",
    });
  });

  it("has the login and sign-up failure messages of §8 for the cases they describe", () => {
    expect(logInFailureMessages["invalid-credentials"]).toBe("Incorrect email or password");
    expect(signUpFailureMessages["email-in-use"]).toBe("Email already in use");
  });

  it("has the geolocation messages of §8", () => {
    expect(locationFailureMessages).toEqual({
      unsupported: "Geolocation is not supported by this browser.",
      denied: "Location access denied",
      unavailable: "Location information unavailable",
      timeout: "Location request timed out",
      unknown: "An unknown error occurred",
      "city-lookup-failed": "Unable to determine your city",
    });
  });
});
