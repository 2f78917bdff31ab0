import { describe, expect, it } from "vitest";
import { InvalidCredentialsError, TooManyAttemptsError } from "../../../domain/account/accountErrors";
import { isOperationsFailure, OperationsError, operationsFailureOf } from "../../../domain/operations/operationsErrors";
import { TimedOutError } from "../../../domain/shared/backendTimeout";
import { ServiceUnreachableError } from "../../../domain/shared/serviceErrors";
import { isReviewFailure, ReviewError, reviewFailureOf } from "../../../domain/trust/reviewErrors";

/** The two consoles' failures: what they share is told alike, what is their own stays theirs. */

const shared: readonly (readonly [Error, string])[] = [
  [new InvalidCredentialsError(), "wrong-credentials"],
  [new TooManyAttemptsError(), "too-many-attempts"],
  [new ServiceUnreachableError(), "unreachable"],
  [new TimedOutError(), "timed-out"],
  [new Error("boom"), "unexpected"],
];

describe("the consoles' failures", () => {
  it.each(shared)("tell %s alike in both consoles", (error, failure) => {
    expect(operationsFailureOf(error)).toBe(failure);
    expect(reviewFailureOf(error)).toBe(failure);
  });

  it("keep each console's own reasons, and know a refusal's reason from another's", () => {
    expect(operationsFailureOf(new OperationsError("own-role"))).toBe("own-role");
    expect(reviewFailureOf(new ReviewError("member-gone"))).toBe("member-gone");
    expect(isOperationsFailure("has-operators")).toBe(true);
    expect(isOperationsFailure("signed-out")).toBe(true);
    expect(isOperationsFailure("member-gone")).toBe(false);
    expect(isReviewFailure("member-gone")).toBe(true);
    expect(isReviewFailure("timed-out")).toBe(true);
    expect(isReviewFailure("own-role")).toBe(false);
    expect(new OperationsError("invalid")).toMatchObject({ name: "OperationsError", reason: "invalid" });
  });
});
