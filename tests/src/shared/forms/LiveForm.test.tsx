import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdUntilLive } from "../../../../src/shared/forms/heldUntilLive";
import { LiveForm } from "../../../../src/shared/forms/LiveForm";
import { typedCheck, typedText } from "../../../../src/shared/forms/typedBeforeHydration";

interface Sent {
  readonly email: string;
  readonly agreed: boolean;
}

/** A form like the log-in and sign-up ones: controlled fields, a live echo of the email, a submit. */
function Probe({ onSend }: { onSend: (sent: Sent) => void }) {
  const [email, setEmail] = useState("");
  const [agreed, setAgreed] = useState(false);
  return (
    <LiveForm
      busy={false}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, agreed });
      }}
      onTypedBeforeReady={(typed) => {
        setEmail((current) => typedText(typed, "probe-email", current));
        setAgreed((current) => typedCheck(typed, "probe-agree", current));
      }}
    >
      <label htmlFor="probe-email">Email</label>
      <input id="probe-email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor="probe-agree">Agree</label>
      <input id="probe-agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <p data-testid="echo">{email}</p>
      <button type="submit">Send</button>
    </LiveForm>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The page as pre-rendered at build time: in the document, no script running yet. */
function serveProbe(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe onSend={() => {}} />);
  document.body.append(container);
  holdUntilLive();
  return container;
}

function hydrate(container: HTMLElement, onSend: (sent: Sent) => void) {
  act(() => {
    root = hydrateRoot(container, <Probe onSend={onSend} />);
  });
}

describe("LiveForm on a pre-rendered page", () => {
  it("adopts what was typed and ticked before the script took over, and runs the live UI on it", () => {
    const container = serveProbe();
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    // What a visitor does before any script runs: the browser alone changes the controls.
    email.value = "ana@state.edu";
    screen.getByLabelText<HTMLInputElement>("Agree").checked = true;
    hydrate(container, () => {});
    expect(email).toHaveValue("ana@state.edu");
    expect(screen.getByLabelText("Agree")).toBeChecked();
    expect(screen.getByTestId("echo")).toHaveTextContent("ana@state.edu");
  });

  it("holds a submit pressed before the script runs, then sends it once, with what was typed", () => {
    const container = serveProbe();
    screen.getByLabelText<HTMLInputElement>("Email").value = "ana@state.edu";
    const form = screen.getByRole("button", { name: "Send" }).closest("form");
    const submit = () => form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    // Twice, as an impatient visitor would: both are held (no reload), and make one submit.
    expect(submit()).toBe(false);
    expect(submit()).toBe(false);
    const onSend = vi.fn();
    hydrate(container, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: "ana@state.edu", agreed: false });
  });

  it("sends nothing on its own when nothing was submitted, and handles submits normally once live", () => {
    const container = serveProbe();
    const onSend = vi.fn();
    hydrate(container, onSend);
    expect(onSend).not.toHaveBeenCalled();
    act(() => screen.getByRole("button", { name: "Send" }).click());
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
