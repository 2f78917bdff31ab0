import { useEffect, useRef } from "react";

/**
 * A `<dialog>` opened as a modal while the component is on screen: the browser traps focus in it,
 * Escape closes it, and the page behind is inert.
 *
 * No cleanup closes it: React StrictMode (the dev server) runs the effect, its cleanup and the
 * effect again, and a `close()` there would fire the dialog's close event, whose handler unmounts
 * it. Leaving the page removes the dialog from the document, which takes it off the top layer.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);
  return dialog;
}
