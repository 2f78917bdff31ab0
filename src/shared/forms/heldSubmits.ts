/**
 * On a pre-rendered page the forms can be filled in before their code runs (src/app/main.tsx fetches
 * it once the page has painted). A submit in that window would reload the page and lose what was
 * typed: instead it is held, and sent once the form's code has taken over (LiveForm).
 * This runs in the entry, before anything else: it stays small.
 */

/** The attribute LiveForm puts on its form: only these forms are held. */
export const HELD_FORM_ATTRIBUTE = "data-live-form";

/** What the hold and LiveForm note on the form element itself. */
export interface HoldableForm extends HTMLFormElement {
  /** Set by LiveForm once its code runs: from then on its submits are its own. */
  liveFormRunning?: boolean;
  /** A submit was pressed before that. */
  liveFormSubmitHeld?: boolean;
}

/** Called by the entry of a pre-rendered page, before any form can be submitted. */
export function holdSubmitsUntilLive(): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HoldableForm;
      if (!form.hasAttribute(HELD_FORM_ATTRIBUTE) || form.liveFormRunning) return;
      // Neither the browser (a reload) nor React (a hydrating form has not adopted what was typed) gets it.
      event.preventDefault();
      event.stopPropagation();
      form.liveFormSubmitHeld = true;
    },
    true,
  );
}
