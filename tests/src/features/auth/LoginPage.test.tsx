import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VERIFICATION_RESEND_INTERVAL_MS } from "../../../../domain/account/accountRules";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { expectAlert } from "../../../support/expectAlert";
import { createLocalBackend, signedUpAccount, verifyLatestEmail } from "../../../support/localBackend";
import { renderApp } from "../../../support/renderApp";

async function backendWithAccount({ verified = true } = {}) {
  const backend = createLocalBackend();
  if (verified) {
    await signedUpAccount(backend, "ana@state.edu", "correct horse");
    return backend;
  }
  await backend.identity.createAccount("ana@state.edu", "correct horse");
  await backend.identity.sendVerificationEmail("http://localhost/");
  if (verified) await verifyLatestEmail(backend.mailbox, "ana@state.edu");
  await backend.identity.signOut();
  return backend;
}

async function openLogin(backend = createLocalBackend()) {
  const view = renderApp("/login", backend);
  await screen.findByRole("heading", { level: 1, name: "Log in to get matched" });
  return {
    ...view,
    email: screen.getByLabelText("Email"),
    password: screen.getByLabelText("Password"),
    submit: screen.getByRole("button", { name: "Log in" }),
  };
}

describe("Log in screen (spec §2 /login)", () => {
  it("shows the welcome card, an email field of type email, and the way to sign up", async () => {
    const { email } = await openLogin();
    expect(screen.getByRole("heading", { name: "Welcome to Strangers" })).toBeInTheDocument();
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByRole("link", { name: "Don't have an account? Sign up" })).toHaveAttribute("href", "/signup");
  });

  it("logs in and goes to the dashboard", async () => {
    const view = await openLogin(await backendWithAccount());
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(view.session.current()?.email).toBe("ana@state.edu");
  });

  it("asks an account whose sign-up tab closed before its profile was written to confirm 18 or older, then logs in", async () => {
    const backend = createLocalBackend();
    await backend.identity.createAccount("ana@state.edu", "correct horse");
    await backend.identity.sendVerificationEmail("http://localhost/");
    await verifyLatestEmail(backend.mailbox, "ana@state.edu");
    await backend.identity.signOut();
    const view = await openLogin(backend);
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("One last thing before your first visit: please confirm that you are 18 or older, then log in.");
    expect(view.path()).toBe("/login");
    expect(view.session.current()).toBeNull();
    await view.user.click(screen.getByRole("checkbox", { name: "I am 18 or older" }));
    await view.user.click(view.submit);
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(view.session.current()?.adult_confirmed_at).toBe(backend.clock.now());
  });

  it("says 'Logging in…' and disables the button while busy", async () => {
    const view = await openLogin(await backendWithAccount());
    let finish: () => void = () => {};
    const signIn = vi.spyOn(view.backend.identity, "signIn").mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          finish = () => reject(new ServiceUnreachableError("offline"));
        }),
    );
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    expect(screen.getByRole("button", { name: "Logging in…" })).toBeDisabled();
    // The log-in's code loads with the first submit: the provider is asked once it has.
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    await act(async () => finish());
    expect(await screen.findByRole("button", { name: "Log in" })).toBeEnabled();
  });

  it("says 'Incorrect email or password' for a wrong password and keeps what was typed", async () => {
    const view = await openLogin(await backendWithAccount());
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "wrong horse");
    await view.user.click(view.submit);
    await expectAlert("Incorrect email or password");
    expect(view.email).toHaveValue("ana@state.edu");
    expect(view.password).toHaveValue("wrong horse");
    expect(view.path()).toBe("/login");
    expect(view.session.current()).toBeNull();
  });

  it("says 'Incorrect email or password' for an address with no account", async () => {
    const view = await openLogin(await backendWithAccount());
    await view.user.type(view.email, "nobody@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("Incorrect email or password");
  });

  it("says an address that is not one is not an email address, and asks nobody", async () => {
    const view = await openLogin(await backendWithAccount());
    const signIn = vi.spyOn(view.backend.identity, "signIn");
    await view.user.type(view.email, "not-an-email");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("Please enter a valid email address");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("asks an unverified student to verify first", async () => {
    const view = await openLogin(await backendWithAccount({ verified: false }));
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("Please verify your email first");
  });

  it("tells a connection failure apart from wrong credentials", async () => {
    const view = await openLogin(await backendWithAccount());
    vi.spyOn(view.backend.identity, "signIn").mockRejectedValue(new ServiceUnreachableError("offline"));
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("We can't reach Strangers right now.");
  });

  it("requires both fields", async () => {
    const view = await openLogin();
    const signIn = vi.spyOn(view.backend.identity, "signIn");
    await view.user.click(view.submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email address");
    await view.user.type(view.email, "ana@state.edu");
    await view.user.click(view.submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your password");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sends one request when the form is sent twice before the screen can update", async () => {
    const view = await openLogin(await backendWithAccount());
    const signIn = vi.spyOn(view.backend.identity, "signIn");
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    const form = view.submit.closest("form");
    act(() => {
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("an address not yet verified gets 'Resend email': a new link, then a wait before the next", async () => {
    const view = await openLogin(await backendWithAccount({ verified: false }));
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "correct horse");
    await view.user.click(view.submit);
    await expectAlert("Please verify your email first");
    await view.user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByText("We sent a new link to ana@state.edu.")).toBeInTheDocument();
    const emails = await view.backend.mailbox.list();
    expect(emails).toHaveLength(2);
    expect(emails.map((sent) => sent.returnUrl)).toContain(`${window.location.origin}/`);
    const seconds = VERIFICATION_RESEND_INTERVAL_MS / 1000;
    expect(screen.getByRole("button", { name: /Resend/ })).toHaveAccessibleName(`Resend email in ${seconds} s`);
    expect(screen.getByRole("button", { name: /Resend/ })).toBeDisabled();
    act(() => view.backend.clock.advanceBy(VERIFICATION_RESEND_INTERVAL_MS));
    expect(screen.getByRole("button", { name: /Resend/ })).toBeEnabled();

    // Following the new link, then logging in (the profile is written now: 18 or older asked first), works.
    await verifyLatestEmail(view.backend.mailbox, "ana@state.edu");
    await view.user.click(view.submit);
    await view.user.click(await screen.findByRole("checkbox", { name: "I am 18 or older" }));
    await view.user.click(view.submit);
    await waitFor(() => expect(view.path()).toBe("/dashboard"));
  });

  it("offers no resend for a wrong password", async () => {
    const view = await openLogin(await backendWithAccount({ verified: false }));
    await view.user.type(view.email, "ana@state.edu");
    await view.user.type(view.password, "wrong horse");
    await view.user.click(view.submit);
    await expectAlert("Incorrect email or password");
    expect(screen.queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();
  });
});
