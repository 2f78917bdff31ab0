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
      "email-malformed": "Please enter a valid email address",
      "password-missing": "Please enter a password",
      "password-too-short": "Password must be at least 8 characters",
      "confirmation-missing": "Please confirm your password",
      "passwords-differ": "Passwords do not match",
      "terms-not-accepted": "Please agree to the Terms of Service",
      "privacy-not-accepted": "Please agree to the Privacy Policy",
      "age-not-confirmed": "Please confirm that you are 18 or older",
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

// Beyond the spec: each failure that is not the student's typing says what happened and what to do.
describe("messages for failures the spec lumps together", () => {
  it("tells the student to wait when the provider refuses more attempts", () => {
    expect(logInFailureMessages["too-many-attempts"]).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(signUpFailureMessages["too-many-attempts"]).toBe(logInFailureMessages["too-many-attempts"]);
  });

  it("says a slow answer was given up, apart from an unreachable backend", () => {
    expect(logInFailureMessages["timed-out"]).toMatch(/taking too long.*try again/);
    expect(logInFailureMessages["timed-out"]).not.toBe(logInFailureMessages.unreachable);
  });

  it("asks to close the other tabs, or to reload, for the two ways the local database can be held back", () => {
    expect(logInFailureMessages["storage-blocked"]).toContain("Close the other tabs of Strangers");
    expect(signUpFailureMessages["storage-outdated"]).toContain("Reload this page");
  });

  it("keeps the generic message for the unexpected only", () => {
    const generic = logInFailureMessages.unexpected;
    const others = [
      ...Object.entries(logInFailureMessages).filter(([reason]) => reason !== "unexpected"),
      ...Object.entries(signUpFailureMessages).filter(([reason]) => reason !== "unexpected"),
    ];
    expect(others.filter(([, message]) => message === generic)).toEqual([]);
  });
});
