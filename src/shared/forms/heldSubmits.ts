/**
 * On a pre-rendered page the forms can be filled in before their code runs (src/app/main.tsx fetches
 * it once the page has painted). A submit in that window would reload the page and lose what was
 * typed: instead it is held here, and sent once the form's code has taken over (LiveForm).
 */

/** The attribute LiveForm puts on its form: only these forms are held. */
export const HELD_FORM_ATTRIBUTE = "data-live-form";

const live = new WeakSet<EventTarget>();
const held = new WeakSet<EventTarget>();
let holding = false;

/** Called by the entry of a pre-rendered page, before any form can be submitted. */
export function holdSubmitsUntilLive(): void {
  if (holding) return;
  holding = true;
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(HELD_FORM_ATTRIBUTE) || live.has(form)) return;
      // Neither the browser (a reload) nor React (a hydrating form has not adopted what was typed) gets it.
      event.preventDefault();
      event.stopPropagation();
      held.add(form);
    },
    true,
  );
}

/** The form's code runs from now on. True when a submit was held for it: the caller sends it, once. */
export function goLive(form: HTMLFormElement): boolean {
  live.add(form);
  const wasHeld = held.has(form);
  held.delete(form);
  return wasHeld;
}
