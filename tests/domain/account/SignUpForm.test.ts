import { describe, expect, it } from "vitest";
import {
  emptySignUpForm,
  firstSubmitProblem,
  isReadyToSubmit,
  liveProblems,
  type SignUpForm,
  unmetAgreement,
} from "../../../domain/account/SignUpForm";

const valid: SignUpForm = {
  email: "ana@state.edu",
  password: "longenough",
  confirmPassword: "longenough",
  acceptedTerms: true,
  acceptedPrivacy: true,
  confirmedAdult: true,
};

describe("sign-up live checks (spec §5)", () => {
  it("asks for a .edu address while typing", () => {
    expect(liveProblems({ ...valid, email: "ana@gmail.com" }).email).toBe("email-not-school");
    expect(liveProblems({ ...valid, email: "ana@state.ed" }).email).toBe("email-not-school");
    expect(liveProblems({ ...valid, email: "ana@state.edu" }).email).toBeNull();
  });

  it("accepts a school address typed in capitals or with spaces around it", () => {
    expect(liveProblems({ ...valid, email: " Ana@State.EDU " }).email).toBeNull();
  });

  it("shows nothing for empty fields", () => {
    expect(liveProblems(emptySignUpForm)).toEqual({ email: null, password: null, confirmPassword: null });
  });

  it("needs at least 8 characters of password", () => {
    expect(liveProblems({ ...valid, password: "1234567", confirmPassword: "1234567" }).password).toBe(
      "password-too-short",
    );
    expect(liveProblems({ ...valid, password: "12345678", confirmPassword: "12345678" }).password).toBeNull();
  });

  it("compares the confirmation with the password whichever of them changes", () => {
    expect(liveProblems({ ...valid, confirmPassword: "longenougH" }).confirmPassword).toBe("passwords-differ");
    expect(liveProblems({ ...valid, password: "longenough!" }).confirmPassword).toBe("passwords-differ");
    expect(liveProblems(valid).confirmPassword).toBeNull();
  });
});

describe("sign-up submit check order (spec §5)", () => {
  it.each<[string, SignUpForm, string]>([
    ["empty email", { ...emptySignUpForm }, "email-missing"],
    ["non-school email", { ...emptySignUpForm, email: "ana@gmail.com" }, "email-not-school"],
    ["empty password", { ...emptySignUpForm, email: "ana@state.edu" }, "password-missing"],
    ["short password", { ...emptySignUpForm, email: "ana@state.edu", password: "short" }, "password-too-short"],
    ["empty confirmation", { ...valid, confirmPassword: "" }, "confirmation-missing"],
    ["different confirmation", { ...valid, confirmPassword: "different1" }, "passwords-differ"],
    ["terms unchecked", { ...valid, acceptedTerms: false, acceptedPrivacy: false }, "terms-not-accepted"],
    ["privacy unchecked", { ...valid, acceptedPrivacy: false, confirmedAdult: false }, "privacy-not-accepted"],
    ["age unconfirmed", { ...valid, confirmedAdult: false }, "age-not-confirmed"],
  ])("reports %s first", (_case, form, problem) => {
    expect(firstSubmitProblem(form)).toBe(problem);
  });

  it("has nothing to report for a complete, valid form", () => {
    expect(firstSubmitProblem(valid)).toBeNull();
  });
});

describe("sign-up submit readiness (spec §5)", () => {
  it("is ready only when every field is filled, valid and all three boxes are checked", () => {
    expect(isReadyToSubmit(valid)).toBe(true);
    expect(isReadyToSubmit({ ...valid, email: "" })).toBe(false);
    expect(isReadyToSubmit({ ...valid, email: "ana@gmail.com" })).toBe(false);
    expect(isReadyToSubmit({ ...valid, password: "short", confirmPassword: "short" })).toBe(false);
    expect(isReadyToSubmit({ ...valid, confirmPassword: "" })).toBe(false);
    expect(isReadyToSubmit({ ...valid, acceptedTerms: false })).toBe(false);
    expect(isReadyToSubmit({ ...valid, acceptedPrivacy: false })).toBe(false);
    expect(isReadyToSubmit({ ...valid, confirmedAdult: false })).toBe(false);
  });
});

describe("what keeps a filled-in form from being sent", () => {
  it("names the first box not ticked, in the spec's order and then the age, once every field is filled and valid", () => {
    const filled = { ...valid, acceptedTerms: false, acceptedPrivacy: false, confirmedAdult: false };
    expect(unmetAgreement(filled)).toBe("terms-not-accepted");
    expect(unmetAgreement({ ...filled, acceptedTerms: true })).toBe("privacy-not-accepted");
    expect(unmetAgreement({ ...filled, acceptedPrivacy: true })).toBe("terms-not-accepted");
    expect(unmetAgreement({ ...filled, acceptedTerms: true, acceptedPrivacy: true })).toBe("age-not-confirmed");
    expect(unmetAgreement(valid)).toBeNull();
  });

  it("says nothing while a field is empty or invalid: those speak for themselves", () => {
    const unticked = { acceptedTerms: false, acceptedPrivacy: false, confirmedAdult: false };
    expect(unmetAgreement(emptySignUpForm)).toBeNull();
    expect(unmetAgreement({ ...valid, ...unticked, confirmPassword: "" })).toBeNull();
    expect(unmetAgreement({ ...valid, ...unticked, email: "ana@gmail.com" })).toBeNull();
  });
});
