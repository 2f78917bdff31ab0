import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BIO_MAX_LENGTH } from "../../../../domain/profile/profileRules";
import { newProfileOf } from "../../../../domain/profile/UserProfile";
import { ServiceUnreachableError } from "../../../../domain/shared/serviceErrors";
import { expectAlert } from "../../../support/expectAlert";
import { renderApp } from "../../../support/renderApp";
import { aSessionUser } from "../../../support/sessionUsers";
import { signedInBackend } from "../../../support/signedIn";

async function openProfile(backend = signedInBackend()) {
  const view = renderApp("/profile", backend);
  // The first render of the file loads the page's code (and its university list) into the test runner.
  await screen.findByRole("heading", { level: 1, name: "Your profile" }, { timeout: 5_000 });
  await screen.findByRole("group", { name: "When can you eat?" });
  // Read-only until the stored profile has been read afresh.
  await waitFor(() => expect(screen.getByLabelText("First name")).toBeEnabled());
  return view;
}

async function fillRequired({ user }: Awaited<ReturnType<typeof openProfile>>) {
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Last name"), "Lima");
}

describe("Profile screen", () => {
  it("suggests the university from the school email, by the list of schools, editable", async () => {
    await openProfile(signedInBackend({ email: "ana@cs.umich.edu" }));
    await waitFor(() => expect(screen.getByLabelText("University")).toHaveValue("University of Michigan"));
    expect(screen.getByLabelText("University")).toHaveAccessibleDescription(
      "We guessed from your school email. Change it if it's wrong.",
    );
  });

  it("leaves the university empty rather than guess wrong", async () => {
    await openProfile(signedInBackend({ email: "ana@kctcs.edu" }));
    // The list is in once a known address is answered; this one it cannot name.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText("University")).toHaveValue("");
    expect(screen.queryByText("We guessed from your school email. Change it if it's wrong.")).not.toBeInTheDocument();
  });

  it("clears a problem as soon as its field is right, before the next save", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    const firstName = screen.getByLabelText("First name");
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("Please enter your first name");
    await user.type(firstName, "A");
    expect(firstName).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter your first name")).not.toBeInTheDocument();
    // The other one stays until it, too, is right.
    expect(screen.getByLabelText("Last name")).toHaveAttribute("aria-invalid", "true");
    // No new problem before the next save: emptied again, it waits for the save to say so.
    await user.clear(firstName);
    expect(firstName).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
  });

  it("starts a class level no longer offered unchosen, so the student picks one of the options", async () => {
    await openProfile(signedInBackend({ class_level: "Postdoc", first_name: "Ana", last_name: "Lima" }));
    const select = screen.getByLabelText("Class level");
    expect(select).toHaveValue("");
    expect(select).not.toHaveAttribute("aria-invalid");
  });

  it("offers the schedule's meal slots, the class levels and the dietary options", async () => {
    await openProfile();
    const times = screen.getByRole("group", { name: "When can you eat?" });
    expect(
      within(times)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["Wed 12:00", "Wed 12:30", "Wed 13:00", "Fri 17:30", "Fri 18:00", "Fri 18:30", "Fri 20:00", "Fri 20:30"]);
    const levels = within(screen.getByLabelText("Class level"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(levels).toEqual([
      "Choose…",
      "Freshman",
      "Sophomore",
      "Junior",
      "Senior",
      "Graduate",
      "Alumni",
      "Faculty",
      "Staff",
    ]);
    const dietary = screen.getByRole("group", { name: "Dietary needs (optional)" });
    expect(within(dietary).getAllByRole("checkbox")).toHaveLength(7);
  });

  it("counts the bio as it is typed", async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText("Bio"), "Jazz and dumplings");
    expect(screen.getByText("18/280")).toBeInTheDocument();
    expect(screen.getByText("262 characters left")).toBeInTheDocument();
  });

  it("stops the bio at its limit: it cannot go past it, nor show a negative count", async () => {
    const { user } = await openProfile();
    const bio = screen.getByLabelText("Bio");
    await user.click(bio);
    await user.paste("x".repeat(BIO_MAX_LENGTH + 20));
    expect(bio).toHaveValue("x".repeat(BIO_MAX_LENGTH));
    expect(screen.getByText(`${BIO_MAX_LENGTH}/${BIO_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByText("0 characters left")).toBeInTheDocument();
  });

  it("moves the focus to the first field in error after a save that found problems", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus());
    await user.type(screen.getByLabelText("First name"), "Ana");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(screen.getByLabelText("Last name")).toHaveFocus());
  });

  it("asks before leaving with unsaved changes, and stays if the student says no", async () => {
    const view = await openProfile();
    const { user } = view;
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(confirm).not.toHaveBeenCalled(); // nothing changed yet: it leaves at once
    expect(view.path()).toBe("/dashboard");
    await user.click(await screen.findByRole("link", { name: "Profile" }));
    await waitFor(() => expect(screen.getByLabelText("First name")).toBeEnabled());
    await user.type(screen.getByLabelText("First name"), "Ana");
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes to your profile. Leave without saving them?");
    expect(view.path()).toBe("/profile");
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(view.path()).toBe("/dashboard");
    confirm.mockRestore();
  });

  it("keeps what was typed but not saved when the student leaves anyway, and puts it back, with a way to undo it", async () => {
    const backend = signedInBackend();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const first = await openProfile(backend);
    await first.user.type(screen.getByLabelText("Major"), "Economics");
    await first.user.type(screen.getByLabelText("Bio"), "Cooking and chess.");
    first.unmount(); // the Back button, a reload or a crashed tab: nothing asked, nothing saved

    const again = await openProfile(backend);
    expect(screen.getByLabelText("Major")).toHaveValue("Economics");
    expect(screen.getByLabelText("Bio")).toHaveValue("Cooking and chess.");
    expect(screen.getByText("We kept the changes you hadn't saved. Save profile to keep them.")).toHaveAttribute(
      "role",
      "status",
    );
    // Still unsaved: leaving by a link asks.
    confirm.mockReturnValue(false);
    await again.user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes to your profile. Leave without saving them?");

    await again.user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.getByLabelText("Major")).toHaveValue("");
    expect(screen.getByLabelText("Bio")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Discard changes" })).not.toBeInTheDocument();
    again.unmount();
    await openProfile(backend);
    expect(screen.getByLabelText("Bio")).toHaveValue("");
    confirm.mockRestore();
  });

  it("forgets the draft once it is saved", async () => {
    const backend = signedInBackend();
    const first = await openProfile(backend);
    await fillRequired(first);
    await first.user.type(screen.getByLabelText("Bio"), "Jazz.");
    first.unmount();
    const again = await openProfile(backend);
    expect(screen.getByLabelText("Bio")).toHaveValue("Jazz.");
    await again.user.selectOptions(screen.getByLabelText("Class level"), "Junior");
    await again.user.click(screen.getByRole("checkbox", { name: "Fri 18:30" }));
    await again.user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Discard changes" })).not.toBeInTheDocument();
    again.unmount();
    await openProfile(backend);
    expect(screen.getByLabelText("Bio")).toHaveValue("Jazz.");
    expect(screen.queryByText(/We kept the changes/)).not.toBeInTheDocument();
  });

  it("takes from a kept draft only fields of the right kind", async () => {
    const backend = signedInBackend();
    const uid = backend.session.current()?.uid ?? "";
    window.sessionStorage.setItem(
      `strangers.profileDraft.${uid}`,
      JSON.stringify({ bio: "Kept.", first_name: 42, interests: ["Jazz", 7], has_meal_plan: "yes", admin: true }),
    );
    await openProfile(backend);
    expect(screen.getByLabelText("Bio")).toHaveValue("Kept.");
    expect(screen.getByLabelText("First name")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "I have a meal plan" })).not.toBeChecked();
  });

  it("saves every field, carries them into the session, and says so", async () => {
    const view = await openProfile();
    const { user, backend, session } = view;
    await fillRequired(view);
    await user.selectOptions(screen.getByLabelText("Class level"), "Junior");
    await user.type(screen.getByLabelText("Major"), "Economics");
    await user.click(screen.getByRole("checkbox", { name: "Fri 18:30" }));
    await user.click(screen.getByRole("checkbox", { name: "Coffee" }));
    await user.type(screen.getByLabelText("Add your own"), "Jazz");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click(screen.getByRole("checkbox", { name: "Halal" }));
    await user.click(screen.getByRole("checkbox", { name: "I have a meal plan" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeInTheDocument();
    expect(await backend.profileStore.read("uid-ana")).toMatchObject({
      first_name: "Ana",
      last_name: "Lima",
      class_level: "Junior",
      major: "Economics",
      has_meal_plan: true,
      preferences: { interests: ["Coffee", "Jazz"], preferred_meal_times: ["Fri 18:30"], dietary: ["halal"] },
    });
    expect(session.current()).toMatchObject({ first_name: "Ana", class_level: "Junior" });
  });

  it("shows each problem next to its field", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your last name")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
  });

  it("limits interests to ten: the rest can no longer be chosen", async () => {
    const { user } = await openProfile();
    const group = screen.getByRole("group", { name: "Interests" });
    const boxes = within(group).getAllByRole("checkbox");
    for (const box of boxes.slice(0, 10)) await user.click(box);
    expect(screen.getByText("10/10 chosen")).toBeInTheDocument();
    expect(boxes[10]).toBeDisabled();
    expect(screen.getByLabelText("Add your own")).toBeDisabled();
  });

  it("keeps an interest of its own that is too long whole, says so, and adds it once shortened", async () => {
    const { user } = await openProfile();
    const field = screen.getByLabelText("Add your own");
    expect(field).toHaveAccessibleDescription("0/30");
    await user.type(field, "Competitive underwater basket weaving");
    expect(field).toHaveValue("Competitive underwater basket weaving");
    expect(field).toHaveAccessibleDescription("Keep each interest short (30 characters at most)");
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "Underwater basket weaving");
    expect(field).toHaveAccessibleDescription("25/30");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("checkbox", { name: "Underwater basket weaving" })).toBeChecked();
  });

  it("keeps everything typed when the save fails, and says why", async () => {
    const view = await openProfile();
    vi.spyOn(view.backend.profileStore, "merge").mockRejectedValue(new ServiceUnreachableError("offline"));
    await fillRequired(view);
    await view.user.type(screen.getByLabelText("Bio"), "Still here");
    await view.user.click(screen.getByRole("button", { name: "Save profile" }));
    await expectAlert("We couldn't reach Strangers to save your profile. Your changes are still here");
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
    expect(screen.getByLabelText("Bio")).toHaveValue("Still here");
    expect(screen.getByRole("button", { name: "Save profile" })).toBeEnabled();
  });

  it("starts from the stored profile, read afresh: what another device saved is not overwritten", async () => {
    const backend = signedInBackend({ first_name: "", major: "" });
    await backend.profileStore.create("uid-ana", {
      ...newProfileOf(aSessionUser()),
      first_name: "Ana",
      major: "History",
    });
    const { session } = await openProfile(backend);
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
    expect(screen.getByLabelText("Major")).toHaveValue("History");
    expect(session.current()).toMatchObject({ first_name: "Ana", major: "History" });
  });

  it("is read-only while the stored profile is read, and says so", async () => {
    const backend = signedInBackend({ first_name: "Ana" });
    vi.spyOn(backend.profileStore, "read").mockReturnValue(new Promise(() => {}));
    renderApp("/profile", backend);
    expect(await screen.findByText("Loading your profile…")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
    expect(screen.getByLabelText("First name")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled();
  });

  it("starts from this device's copy when the stored profile cannot be read, and says so", async () => {
    const backend = signedInBackend({ first_name: "Ana" });
    vi.spyOn(backend.profileStore, "read").mockRejectedValue(new ServiceUnreachableError("offline"));
    renderApp("/profile", backend);
    expect(
      await screen.findByText(
        /We couldn't reach Strangers to load your latest profile, so this is the copy on this device/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("First name")).toBeEnabled());
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
  });
});
