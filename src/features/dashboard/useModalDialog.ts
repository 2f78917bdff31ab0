import { useEffect, useRef } from "react";

/**
 * A `<dialog>` opened as a modal while the component is on screen: the browser traps focus in it,
 * Escape closes it, and the page behind is inert.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
