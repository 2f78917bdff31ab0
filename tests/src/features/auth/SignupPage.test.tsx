import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  VERIFICATION_POLL_INTERVAL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
} from "../../../../domain/account/accountRules";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { expectAlert } from "../../../support/expectAlert";
import { createLocalBackend, verifyLatestEmail } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";

async function openSignup(backend = createLocalBackend()) {
  const view = renderApp("/signup", backend);
  await screen.findByRole("heading", { level: 1, name: "Sign up to get matched" });
  const fields = {
    email: screen.getByLabelText("Email"),
    password: screen.getByLabelText("Password"),
    confirm: screen.getByLabelText("Confirm password"),
    terms: screen.getByRole("checkbox", { name: /Terms of Service/ }),
    privacy: screen.getByRole("checkbox", { name: /Privacy Policy/ }),
    adult: screen.getByRole("checkbox", { name: "I am 18 or older" }),
    submit: screen.getByRole("button", { name: "Sign up" }),
  };
  return { ...view, fields };
}

async function fillValidForm({ user, fields }: Awaited<ReturnType<typeof openSignup>>, email = "ana@state.edu") {
  await user.type(fields.email, email);
  await user.type(fields.password, "correct horse");
  await user.type(fields.confirm, "correct horse");
  await user.click(fields.terms);
  await user.click(fields.privacy);
  await user.click(fields.adult);
}

afterEach(() => sessionStorage.clear());

describe("Sign up screen (spec §2 /signup, §5)", () => {
  it("shows the card and the way to log in", async () => {
    await openSignup();
    expect(screen.getByRole("heading", { name: "Hey Stranger!" })).toBeInTheDocument();
    expect(screen.getByText("Let's get you onboard")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Already Have An Account? Log in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(document.title).toBe("Sign up · Strangers");
  });

  it("asks for a .edu address while typing", async () => {
    const { user, fields } = await openSignup();
    await user.type(fields.email, "ana@gmail.com");
    expect(screen.getByText("Please use your .edu address")).toBeInTheDocument();
    expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await user.clear(fields.email);
    await user.type(fields.email, "ana@state.edu");
    expect(screen.queryByText("Please use your .edu address")).not.toBeInTheDocument();
  });

  it("asks for a real address while typing: '@ucla.edu' and 'alex@.edu' are not addresses", async () => {
    const { user, fields } = await openSignup();
    for (const malformed of ["@ucla.edu", "alex@.edu"]) {
      await user.clear(fields.email);
      await user.type(fields.email, malformed);
      expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
      expect(fields.email).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByRole("button", { name: "Sign up" })).toBeDisabled();
    }
    await user.clear(fields.email);
    await user.type(fields.email, "alex@ucla.edu");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  });

  it("needs 8 characters of password, and says nothing while it is empty", async () => {
    const { user, fields } = await openSignup();
    await user.type(fields.password, "1234567");
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.type(fields.password, "8");
    expect(screen.queryByText("Password must be at least 8 characters")).not.toBeInTheDocument();
    await user.clear(fields.password);
    expect(screen.queryByText("Password must be at least 8 characters")).not.toBeInTheDocument();
  });

  it("checks the confirmation when either password field changes", async () => {
    const { user, fields } = await openSignup();
    await user.type(fields.password, "correct horse");
    await user.type(fields.confirm, "correct horse");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
    await user.type(fields.password, "!");
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    await user.type(fields.confirm, "!");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
  });

  it("enables the button only once every field is valid and the three boxes are checked", async () => {
    const view = await openSignup();
    const { user, fields } = view;
    expect(fields.submit).toBeDisabled();
    await user.type(fields.email, "ana@state.edu");
    await user.type(fields.password, "correct horse");
    await user.type(fields.confirm, "correct horse");
    await user.click(fields.terms);
    expect(fields.submit).toBeDisabled();
    await user.click(fields.privacy);
    expect(fields.submit).toBeDisabled();
    await user.click(fields.adult);
    expect(fields.submit).toBeEnabled();
    await user.type(fields.confirm, "x");
    expect(fields.submit).toBeDisabled();
  });

  it("shows or hides each password", async () => {
    const { user, fields } = await openSignup();
    expect(fields.password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(fields.password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(fields.password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show confirm password" }));
    expect(fields.confirm).toHaveAttribute("type", "text");
  });

  it("says 'Signing up…' and disables the button while busy", async () => {
    const view = await openSignup();
    let finish: () => void = () => {};
    const createAccount = vi.spyOn(view.backend.identity, "createAccount").mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ uid: "u1", email: "ana@state.edu", emailVerified: false });
        }),
    );
    vi.spyOn(view.backend.identity, "sendVerificationEmail").mockResolvedValue();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    expect(screen.getByRole("button", { name: "Signing up…" })).toBeDisabled();
    // The sign-up's code loads with the first submit: the account is asked for once it has.
    await waitFor(() => expect(createAccount).toHaveBeenCalled());
    await act(async () => finish());
    expect(await screen.findByText("Email sent! Check your inbox to verify.")).toBeInTheDocument();
  });

  it("after submit: the green message, the fields disabled, and the way to restart", async () => {
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    const sent = await screen.findByText("Email sent! Check your inbox to verify.");
    expect(sent).toHaveAttribute("role", "status");
    for (const field of [view.fields.email, view.fields.password, view.fields.confirm]) expect(field).toBeDisabled();
    expect(view.fields.terms).toBeDisabled();
    expect(screen.getByRole("button", { name: "Trouble? Restart sign up" })).toBeInTheDocument();
    const emails = await view.backend.mailbox.list();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.returnUrl).toBe(`${window.location.origin}/`);
  });

  it("waits again after a reload of the waiting tab: 'Email sent to …', Resend, and moves on once verified", async () => {
    const first = await openSignup();
    await fillValidForm(first);
    await first.user.click(first.fields.submit);
    await screen.findByText("Email sent! Check your inbox to verify.");
    first.unmount(); // the tab reloads: the page starts again, with this tab's storage and the provider's sign-in

    // Not openSignup: the waiting state may be back before its form is looked at, and it has no "Sign up" button.
    const reloaded = renderApp("/signup", first.backend);
    expect(await screen.findByText("Email sent to ana@state.edu! Check your inbox to verify.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByRole("button", { name: /Resend email/ })).toBeInTheDocument();
    await verifyLatestEmail(reloaded.backend.mailbox, "ana@state.edu");
    act(() => reloaded.backend.clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS));
    await waitFor(() => expect(reloaded.path()).toBe("/dashboard"));
  });

  it("says where the email is on the local backend: the local mailbox, with a link", async () => {
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await screen.findByText("Email sent! Check your inbox to verify.");
    expect(screen.getByRole("link", { name: "local mailbox (/dev/mailbox)" })).toHaveAttribute("href", "/dev/mailbox");
  });

  it("moves on to the dashboard by itself once the email is verified elsewhere", async () => {
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await screen.findByText("Email sent! Check your inbox to verify.");
    await verifyLatestEmail(view.backend.mailbox, "ana@state.edu");
    act(() => view.backend.clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS));
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(view.session.current()?.email).toBe("ana@state.edu");
  });

  it("restart signs out and resets every field and checkbox", async () => {
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await view.user.click(await screen.findByRole("button", { name: "Trouble? Restart sign up" }));
    const submit = await screen.findByRole("button", { name: "Sign up" });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Email")).toBeEnabled();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm password")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: /Terms of Service/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Privacy Policy/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "I am 18 or older" })).not.toBeChecked();
    expect(screen.queryByText("Email sent! Check your inbox to verify.")).not.toBeInTheDocument();
    expect(await view.backend.identity.reloadCurrentUser()).toBeNull();
  });

  it("says 'Email already in use' for a taken address and keeps what was typed", async () => {
    const backend = createLocalBackend();
    await backend.identity.createAccount("ana@state.edu", "another password");
    const view = await openSignup(backend);
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await expectAlert("Email already in use");
    expect(view.fields.email).toHaveValue("ana@state.edu");
    expect(view.fields.password).toHaveValue("correct horse");
    expect(view.fields.terms).toBeChecked();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });

  it("tells a connection failure apart from a taken address", async () => {
    const view = await openSignup();
    vi.spyOn(view.backend.identity, "createAccount").mockRejectedValue(new ServiceUnreachableError("offline"));
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await expectAlert("We can't reach Strangers right now. Check your connection and try again.");
  });

  it("creates one account when the form is sent twice before the screen can update", async () => {
    const view = await openSignup();
    const createAccount = vi.spyOn(view.backend.identity, "createAccount");
    await fillValidForm(view);
    const form = view.fields.submit.closest("form");
    act(() => {
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await screen.findByText("Email sent! Check your inbox to verify.");
    expect(createAccount).toHaveBeenCalledTimes(1);
  });

  it("once the fields are filled, says which agreement keeps the button grey, in the spec's words", async () => {
    const { user, fields } = await openSignup();
    const hint = () => document.getElementById("signup-agreement-hint");
    expect(hint()).toHaveAttribute("role", "status");
    expect(hint()).toBeEmptyDOMElement();
    await user.type(fields.email, "ana@state.edu");
    await user.type(fields.password, "correct horse");
    expect(hint()).toBeEmptyDOMElement();
    await user.type(fields.confirm, "correct horse");
    expect(hint()).toHaveTextContent("Please agree to the Terms of Service");
    expect(fields.submit).toBeDisabled();
    expect(fields.submit).toHaveAccessibleDescription("Please agree to the Terms of Service");
    await user.click(fields.terms);
    expect(hint()).toHaveTextContent("Please agree to the Privacy Policy");
    await user.click(fields.privacy);
    expect(hint()).toHaveTextContent("Please confirm that you are 18 or older");
    await user.click(fields.adult);
    expect(hint()).toBeEmptyDOMElement();
    expect(fields.submit).toBeEnabled();
    expect(fields.submit).not.toHaveAttribute("aria-describedby");
  });

  it("keeps a line for each field's message, so that the form does not move while typing", async () => {
    const { user, fields } = await openSignup();
    const lineOf = (field: HTMLElement) => document.getElementById(`${field.id}-problem`);
    for (const field of [fields.email, fields.password, fields.confirm]) expect(lineOf(field)).toBeEmptyDOMElement();
    await user.type(fields.email, "ana@gmail.com");
    expect(lineOf(fields.email)).toHaveTextContent("Please use your .edu address");
    expect(fields.email).toHaveAccessibleDescription("Please use your .edu address");
    await user.clear(fields.email);
    expect(lineOf(fields.email)).toBeEmptyDOMElement();
    expect(fields.email).not.toHaveAttribute("aria-describedby");
  });

  it("while pending, 'Resend email' waits out the interval with a countdown, then sends another email", async () => {
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await screen.findByText("Email sent! Check your inbox to verify.");
    const seconds = VERIFICATION_RESEND_INTERVAL_MS / 1000;
    const resend = screen.getByRole("button", { name: /Resend/ });
    expect(resend).toHaveAccessibleName(`Resend email in ${seconds} s`);
    expect(resend).toBeDisabled();
    act(() => view.backend.clock.advanceBy(1000));
    expect(resend).toHaveAccessibleName(`Resend email in ${seconds - 1} s`);
    act(() => view.backend.clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS));
    expect(resend).toHaveAccessibleName("Resend email");
    await view.user.click(resend);
    expect(await screen.findByText("We sent a new link to ana@state.edu.")).toHaveAttribute("role", "status");
    expect(await view.backend.mailbox.list()).toHaveLength(2);
    expect(screen.getByRole("button", { name: /Resend/ })).toHaveAccessibleName(`Resend email in ${seconds} s`);

    // The newest link works like the first: the tab moves on once it is followed.
    await verifyLatestEmail(view.backend.mailbox, "ana@state.edu");
    act(() => view.backend.clock.advanceBy(VERIFICATION_POLL_INTERVAL_MS));
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
  });

  it("after 'Email already in use', offers to log in for a new verification email, with the address filled in", async () => {
    const backend = createLocalBackend();
    await backend.identity.createAccount("ana@state.edu", "correct horse");
    await backend.identity.signOut();
    const view = await openSignup(backend);
    await fillValidForm(view);
    await view.user.click(view.fields.submit);
    await expectAlert("Email already in use");
    await view.user.click(screen.getByRole("link", { name: "Log in to get a new verification email" }));
    await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
    expect(screen.getByLabelText("Email")).toHaveValue("ana@state.edu");
  });
});
