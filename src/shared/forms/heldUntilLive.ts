/**
 * On a pre-rendered page the forms can be filled in, and the buttons tapped, before their code runs
 * (src/app/main.tsx fetches it once the page has painted). A submit in that window would reload the
 * page and lose what was typed; a tap on the menu button or "Show password" would do nothing.
 * Instead each is held, and the form sends it (LiveForm) or the button replays it
 * (useTapsHeldUntilLive) once its code has taken over.
 * This runs in the entry, before anything else: it stays small.
 */

/** The attribute LiveForm puts on its form: only these forms' submits are held. */
export const HELD_FORM_ATTRIBUTE = "data-live-form";
/** The attribute a button carries to have its early taps held. */
export const HELD_TAP_ATTRIBUTE = "data-held-tap";
/**
 * A cookie (as `document.cookie` takes it) that a held tap sets at once: what the tap means counts
 * even if the visitor leaves before the page's code runs ("Skip intro": the intro is seen).
 */
export const HELD_TAP_COOKIE_ATTRIBUTE = "data-held-tap-cookie";

/** What the hold and the element's component note on the element itself. */
export interface HoldingElement extends HTMLElement {
  /** Set once the element's code runs: from then on its submits or taps are its own. */
  live?: boolean;
  /** A submit pressed before that (a form). */
  submitHeld?: boolean;
  /** Taps made before that (a button). */
  tapsHeld?: number;
}

/** Called by the entry of a pre-rendered page, before any form can be submitted or button tapped. */
export function holdUntilLive(): void {
  const hold = (type: "submit" | "click", attribute: string, note: (element: HoldingElement) => void) =>
    document.addEventListener(
      type,
      (event) => {
        const element = (event.target as Element).closest?.(`[${attribute}]`) as HoldingElement | null;
        if (!element || element.live) return;
        // Neither the browser (a reload, nothing) nor React (a hydrating form has not adopted what was typed) gets it.
        event.preventDefault();
        event.stopPropagation();
        note(element);
      },
      true,
    );
  hold("submit", HELD_FORM_ATTRIBUTE, (form) => {
    form.submitHeld = true;
  });
  hold("click", HELD_TAP_ATTRIBUTE, (button) => {
    button.tapsHeld = (button.tapsHeld ?? 0) + 1;
    const cookie = button.getAttribute(HELD_TAP_COOKIE_ATTRIBUTE);
    // biome-ignore lint/suspicious/noDocumentCookie: the entry stays small, and the tap must count at once
    if (cookie) document.cookie = cookie;
  });
}
